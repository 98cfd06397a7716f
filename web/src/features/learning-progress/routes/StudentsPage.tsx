// /teacher/students-manager, 学员管理: the teacher picks one of their courses (the first until they choose; kept in
// the URL with the status and search filters), sees its learners' progress, selects some and messages them, or
// messages every learner of the course.
import { useState } from 'react';
import { Alert, Button, Empty } from 'antd';
import { Result } from '../../../components/Result';
import { MessageOutlined, NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { progressQueries } from '../api';
import { LearnerProgressDrawer, type DrawerTarget } from '../components/LearnerProgressDrawer';
import { MessageDialog, type MessageTarget } from '../components/MessageDialog';
import { ProgressFilters } from '../components/ProgressFilters';
import { ProgressTable } from '../components/ProgressTable';
import { progressListQuery, rowKey } from '../progress';
import '../learningProgress.css';
import type { ProgressRow } from '../../../lib/api-types';

/** "Clear filters" keeps the course: the page always shows one. */
const STUDENT_FILTERS = ['status', 'q'] as const;

export default function StudentsPage() {
  const { t } = useTranslation();
  const { params } = useUrlState();
  const courses = useQuery(progressQueries.courses());
  const urlQuery = progressListQuery(params);
  // Until the teacher picks a course, the first of theirs is shown.
  const query = { ...urlQuery, courseId: urlQuery.courseId ?? courses.data?.courses[0]?.id };
  const courseId = query.courseId;
  const list = useQuery({ ...progressQueries.list(query), enabled: courseId !== undefined });
  const course = courses.data?.courses.find((c) => c.id === courseId);
  const [opened, setOpened] = useState<DrawerTarget | null>(null);
  const [messaging, setMessaging] = useState<MessageTarget | null>(null);
  // The selection belongs to a course: another course starts with none.
  const [selection, setSelection] = useState<{ courseId?: number; rows: ProgressRow[] }>({ rows: [] });
  const selected = selection.courseId === courseId ? selection.rows : [];
  const clearSelection = () => setSelection({ rows: [] });

  const header = (
    <PageHeader
      title={t('titles.teacherStudentsManager')}
      subtitle={t('progress.studentsSubtitle')}
      extra={
        courseId !== undefined && (
          <>
            <Button
              icon={<MessageOutlined />}
              disabled={selected.length === 0}
              onClick={() => setMessaging({ courseId, userIds: selected.map((r) => r.userId), count: selected.length })}
              data-testid="progress-message-selected"
            >
              {t('progress.messageSelected')}
              {selected.length > 0 && `（${selected.length}）`}
            </Button>
            <Button
              type="primary"
              icon={<NotificationOutlined />}
              disabled={course !== undefined && course.learners === 0}
              onClick={() => setMessaging({ courseId, userIds: null, count: course?.learners ?? list.data?.totalCount ?? 0 })}
              data-testid="progress-message-all"
            >
              {t('progress.messageAll')}
            </Button>
          </>
        )
      }
    />
  );

  if (courses.isError || (courses.data && courses.data.courses.length === 0)) {
    return (
      <div data-testid="students-manager">
        {header}
        <Panel>
          {courses.isError ? (
            <Result
              status="warning"
              title={t('progress.coursesFailed')}
              subTitle={errorMessage(courses.error)}
              extra={<Button onClick={() => void courses.refetch()}>{t('common.retry')}</Button>}
              data-testid="progress-courses-error"
            />
          ) : (
            <Empty description={<span>{t('progress.noCourses')}<br /><span className="sc-muted sc-small">{t('progress.noCoursesHint')}</span></span>} data-testid="progress-no-courses" />
          )}
        </Panel>
      </div>
    );
  }

  return (
    <div data-testid="students-manager">
      {header}
      {list.isError && (
        <Alert
          className="lp-error"
          type="error"
          showIcon
          message={t('progress.listFailed')}
          description={errorMessage(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          data-testid="progress-list-error"
        />
      )}
      <ProgressTable
        list={list}
        pageSize={query.size}
        showCourse={false}
        filters={STUDENT_FILTERS}
        onOpen={setOpened}
        rowSelection={{
          selectedRowKeys: selected.map(rowKey),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelection({ courseId, rows: rows.filter(Boolean) }),
          getCheckboxProps: (r) => ({ 'aria-label': r.name || r.username }) as object,
        }}
      >
        <ProgressFilters query={query} courses={courses.data?.courses} coursesLoading={courses.isPending} courseRequired />
        {selected.length > 0 && (
          <Alert
            className="lp-selection"
            type="info"
            showIcon
            message={t('progress.selectedCount', { count: selected.length })}
            action={
              <Button size="small" type="link" onClick={clearSelection} data-testid="progress-clear-selection">
                {t('progress.clearSelection')}
              </Button>
            }
          />
        )}
      </ProgressTable>
      <LearnerProgressDrawer target={opened} onClose={() => setOpened(null)} />
      <MessageDialog target={messaging} onClose={() => setMessaging(null)} onSent={clearSelection} />
    </div>
  );
}
