// /root/course-schedule, 学习进度: every learner's progress in the courses in the caller's scope, filtered by course,
// enrolment status and a search (all in the URL), paged on the server; a learner's lessons and exams in a drawer,
// and the filtered list as an Excel file.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useApp } from '../../../lib/useApp';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { progressApi, progressQueries } from '../api';
import { LearnerProgressDrawer, type DrawerTarget } from '../components/LearnerProgressDrawer';
import { ProgressFilters } from '../components/ProgressFilters';
import { ProgressTable } from '../components/ProgressTable';
import { progressFilter, progressListQuery } from '../progress';
import '../learningProgress.css';

export default function ProgressPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { params } = useUrlState();
  const query = progressListQuery(params);
  const list = useQuery(progressQueries.list(query));
  const courses = useQuery(progressQueries.courses());
  const [opened, setOpened] = useState<DrawerTarget | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      await progressApi.exportExcel(progressFilter(query), t('progress.exportFileName'));
    } catch (error) {
      message.error(t('progress.exportFailed', { message: errorMessage(error) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="progress-manager">
      <PageHeader
        title={t('titles.adminCourseSchedule')}
        subtitle={t('progress.subtitle')}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportExcel()} data-testid="progress-export">
            {t('progress.export')}
          </Button>
        }
      />
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
      <ProgressTable list={list} pageSize={query.size} onOpen={setOpened}>
        <ProgressFilters query={query} courses={courses.data?.courses} coursesLoading={courses.isPending} />
      </ProgressTable>
      <LearnerProgressDrawer target={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
