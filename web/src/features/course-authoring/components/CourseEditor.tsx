// The course editor (a drawer over the course list): chapters and their lessons — add, rename, reorder, delete.
import { useState } from 'react';
import { Button, Drawer, Empty, Flex, Input, Popconfirm, Result, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useApp } from '../../../lib/useApp';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { fenToYuan, isItemType, type ItemType } from '../../../lib/course';
import { learningContentPath } from '../../../lib/paths';
import { checkField, sectionRules } from '../../../lib/validation';
import { authoringApi, authoringQueries, useAuthoringMutation } from '../api';
import { moveId } from '../outlineEdit';
import { ItemDialog } from './ItemDialog';
import type { AuthoredItem, AuthoredSection } from '../../../lib/api-types';

const ICONS: Record<ItemType, React.ReactNode> = {
  TEXT: <FileTextOutlined />,
  IMAGE: <FileImageOutlined />,
  VIDEO: <PlayCircleOutlined />,
  AUDIO: <CustomerServiceOutlined />,
};

function clock(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

interface DialogState {
  sectionId: number;
  item: AuthoredItem | null;
}

export function CourseEditor({ courseId, open, onClose }: { courseId: number | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const detail = useQuery({ ...authoringQueries.detail(courseId ?? 0), enabled: open && courseId !== null });
  const [newTitle, setNewTitle] = useState('');
  const [dialog, setDialog] = useState<DialogState | null>(null);

  // Toast helpers return nothing: a returned toast (a thenable) would hold a mutation or Popconfirm open for 2 s.
  const failed = (fallback: string) => (error: unknown) => {
    message.error(errorMessage(error, t(fallback)));
  };
  const done = (key: string) => () => {
    message.success(t(key));
  };
  const addSection = useAuthoringMutation((title: string) => authoringApi.addSection(courseId!, title));
  const renameSection = useAuthoringMutation((v: { sid: number; title: string }) => authoringApi.renameSection(courseId!, v.sid, v.title));
  const deleteSection = useAuthoringMutation((sid: number) => authoringApi.deleteSection(courseId!, sid));
  const orderSections = useAuthoringMutation((ids: number[]) => authoringApi.orderSections(courseId!, ids));
  const deleteItem = useAuthoringMutation((v: { sid: number; iid: number }) => authoringApi.deleteItem(courseId!, v.sid, v.iid));
  const orderItems = useAuthoringMutation((v: { sid: number; ids: number[] }) => authoringApi.orderItems(courseId!, v.sid, v.ids));

  const sections = detail.data?.sections ?? [];
  const course = detail.data?.course;
  const itemCount = sections.reduce((n, s) => n + s.items.length, 0);

  const submitSection = () => {
    const problem = checkField(sectionRules, 'title', { title: newTitle });
    if (problem) {
      message.warning(t(problem));
      return;
    }
    addSection.mutate(newTitle.trim(), {
      onSuccess: () => {
        setNewTitle('');
        message.success(t('authoring.saved'));
      },
      onError: failed('authoring.saveFailed'),
    });
  };

  const rename = (s: AuthoredSection, title: string) => {
    if (title.trim() === s.title) return;
    const problem = checkField(sectionRules, 'title', { title });
    if (problem) {
      message.warning(t(problem));
      return;
    }
    renameSection.mutate({ sid: s.id, title: title.trim() }, { onSuccess: done('authoring.saved'), onError: failed('authoring.saveFailed') });
  };

  const moveSection = (index: number, dir: -1 | 1) => {
    const ids = moveId(
      sections.map((s) => s.id),
      index,
      dir,
    );
    if (ids) orderSections.mutate(ids, { onError: failed('authoring.orderFailed') });
  };

  const moveItem = (s: AuthoredSection, index: number, dir: -1 | 1) => {
    const ids = moveId(
      s.items.map((i) => i.id),
      index,
      dir,
    );
    if (ids) orderItems.mutate({ sid: s.id, ids }, { onError: failed('authoring.orderFailed') });
  };

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
            <Button icon={<EyeOutlined />} href={learningContentPath({ courseId: course.id, courseName: course.name })} target="_blank">
              {t('authoring.preview')}
            </Button>
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
          <Button type="primary" icon={<PlusOutlined />} onClick={submitSection} loading={addSection.isPending} data-testid="section-add">
            {t('authoring.addSection')}
          </Button>
        </Flex>

        {sections.length === 0 ? (
          <Empty description={t('authoring.noSections')} />
        ) : (
          <Flex component="ol" vertical gap={14} className="sc-editor-list">
            {sections.map((s, si) => (
              <Flex component="li" vertical gap="small" key={s.id} className="sc-editor-section" data-testid={`editor-section-${s.id}`}>
                <Flex align="center" gap="small" className="sc-editor-section-head">
                  <Flex component="span" align="center" justify="center" className="sc-index is-primary">{si + 1}</Flex>
                  <Typography.Text
                    strong
                    className="sc-editor-section-title"
                    editable={{ onChange: (v) => rename(s, v), tooltip: t('authoring.renameSection'), maxLength: 100, triggerType: ['icon', 'text'] }}
                  >
                    {s.title}
                  </Typography.Text>
                  <Space size={2} className="sc-editor-actions">
                    <Tooltip title={t('authoring.moveUp')}>
                      <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={si === 0} onClick={() => moveSection(si, -1)} aria-label={t('authoring.moveUp')} />
                    </Tooltip>
                    <Tooltip title={t('authoring.moveDown')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={si === sections.length - 1}
                        onClick={() => moveSection(si, 1)}
                        aria-label={t('authoring.moveDown')}
                      />
                    </Tooltip>
                    <Popconfirm
                      title={t('authoring.deleteSection')}
                      description={t('authoring.deleteSectionConfirm', { title: s.title })}
                      okText={t('authoring.delete')}
                      cancelText={t('authoring.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => deleteSection.mutateAsync(s.id).then(done('authoring.deleted'), failed('authoring.deleteFailed'))}
                    >
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('authoring.deleteSection')} />
                    </Popconfirm>
                  </Space>
                </Flex>
                {s.items.length === 0 ? (
                  <div className="sc-editor-no-items sc-muted">{t('authoring.noItems')}</div>
                ) : (
                  <Flex component="ol" vertical gap={6} className="sc-editor-list">
                    {s.items.map((item, ii) => (
                      <Flex component="li" align="center" gap="small" key={item.id} className="sc-editor-item" data-testid={`editor-item-${item.id}`}>
                        <span className="sc-accent">{isItemType(item.type) && ICONS[item.type]}</span>
                        <span className="sc-grow sc-ellipsis">{item.title}</span>
                        <Tag bordered={false}>{t(`authoring.type${item.type}`)}</Tag>
                        {clock(item.duration) && <span className="sc-note sc-small">{clock(item.duration)}</span>}
                        <Space size={2} className="sc-editor-actions">
                          <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={ii === 0} onClick={() => moveItem(s, ii, -1)} aria-label={t('authoring.moveUp')} />
                          <Button
                            type="text"
                            size="small"
                            icon={<ArrowDownOutlined />}
                            disabled={ii === s.items.length - 1}
                            onClick={() => moveItem(s, ii, 1)}
                            aria-label={t('authoring.moveDown')}
                          />
                          <Button type="text" size="small" icon={<EditOutlined />} onClick={() => setDialog({ sectionId: s.id, item })} aria-label={t('authoring.editItem')} />
                          <Popconfirm
                            title={t('authoring.deleteItem')}
                            description={t('authoring.deleteItemConfirm', { title: item.title })}
                            okText={t('authoring.delete')}
                            cancelText={t('authoring.cancel')}
                            okButtonProps={{ danger: true }}
                            onConfirm={() =>
                              deleteItem.mutateAsync({ sid: s.id, iid: item.id }).then(done('authoring.deleted'), failed('authoring.deleteFailed'))
                            }
                          >
                            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('authoring.deleteItem')} />
                          </Popconfirm>
                        </Space>
                      </Flex>
                    ))}
                  </Flex>
                )}
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setDialog({ sectionId: s.id, item: null })} data-testid={`item-add-${s.id}`}>
                  {t('authoring.addItem')}
                </Button>
              </Flex>
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
