// The course editor (a drawer over the course list): chapters and their lessons — add, rename, reorder, delete.
import { useState } from 'react';
import { Button, Drawer, Empty, Flex, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { Result } from '../../../components/Result';
import { ClockCircleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { fenToYuan } from '../../../lib/course';
import { learningContentPath } from '../../../lib/paths';
import { authoringQueries } from '../api';
import { useOutlineEdits } from '../useOutlineEdits';
import { EditorSection } from './EditorSection';
import { ItemDialog } from './ItemDialog';
import { StudyRulesDialog } from './StudyRulesDialog';
import type { AuthoredItem } from '../../../lib/api-types';

interface DialogState {
  sectionId: number;
  item: AuthoredItem | null;
}

export function CourseEditor({ courseId, open, onClose }: { courseId: number | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...authoringQueries.detail(courseId ?? 0), enabled: open && courseId !== null });
  const [newTitle, setNewTitle] = useState('');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);

  const sections = detail.data?.sections ?? [];
  const course = detail.data?.course;
  const itemCount = sections.reduce((n, s) => n + s.items.length, 0);
  const edits = useOutlineEdits(courseId, sections);
  const submitSection = () => edits.add(newTitle, () => setNewTitle(''));

  let body: React.ReactNode;
  if (detail.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (detail.isError) body = <Result status="warning" title={t('authoring.loadFailed')} subTitle={errorMessage(detail.error)} />;
  else
    body = (
      <Flex vertical gap="middle" data-testid="course-editor">
        <Flex justify="space-between" align="flex-start" gap="var(--sc-space-sm)" className="sc-editor-summary">
          <div>
            <Typography.Title level={4} className="sc-editor-name">
              {course?.name}
            </Typography.Title>
            <Space size={6} wrap>
              <Tag color={course?.type === 1 ? 'purple' : 'blue'}>{course?.type === 1 ? t('course.typeSpecial') : t('course.typeCertification')}</Tag>
              {course?.category && <Tag>{course.category}</Tag>}
              {course?.publicCourse && <Tag color="green">{t('course.trial')}</Tag>}
              <span className="sc-note sc-small">{t('course.fee', { amount: fenToYuan(course?.fee) })}</span>
              <span className="sc-note sc-small">{t('authoring.sectionCount', { sections: sections.length, items: itemCount })}</span>
            </Space>
          </div>
          {course && (
            <Space wrap>
              <Button icon={<ClockCircleOutlined />} onClick={() => setRulesOpen(true)} data-testid="study-rules-open">
                {t('authoring.studyRules')}
              </Button>
              <Button icon={<EyeOutlined />} href={learningContentPath({ courseId: course.id, courseName: course.name })} target="_blank">
                {t('authoring.preview')}
              </Button>
              <StudyRulesDialog courseId={course.id} open={rulesOpen} onClose={() => setRulesOpen(false)} />
            </Space>
          )}
        </Flex>

        <Flex gap="small">
          <Input
            value={newTitle}
            onChange={(e) => setNewTitle(e.target.value)}
            onPressEnter={submitSection}
            placeholder={t('authoring.sectionTitlePlaceholder')}
            maxLength={100}
            data-testid="section-title-input"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={submitSection} loading={edits.adding} data-testid="section-add">
            {t('authoring.addSection')}
          </Button>
        </Flex>

        {sections.length === 0 ? (
          <Empty description={t('authoring.noSections')} />
        ) : (
          <Flex component="ol" vertical gap={14} className="sc-editor-list">
            {sections.map((s, si) => (
              <EditorSection key={s.id} section={s} index={si} count={sections.length} edits={edits} onEditItem={(item) => setDialog({ sectionId: s.id, item })} />
            ))}
          </Flex>
        )}
      </Flex>
    );

  return (
    <Drawer open={open} onClose={onClose} title={t('authoring.editorTitle')} width={880} styles={{ wrapper: { maxWidth: '100vw' } }} destroyOnHidden>
      {body}
      {dialog && courseId !== null && (
        <ItemDialog
          key={`${dialog.sectionId}-${dialog.item?.id ?? 'new'}`}
          open
          courseId={courseId}
          sectionId={dialog.sectionId}
          item={dialog.item}
          onClose={() => setDialog(null)}
        />
      )}
    </Drawer>
  );
}
