// /root/study-report and /teacher/study-report, 学时报表: the 学时 the server credited each learner of a course
// (study:verify: every course; a teacher: their own), filtered by course (the first until one is chosen), period
// and a search (all in the URL), paged on the server; a learner's sessions in a drawer, and the filtered report as
// an Excel file.
import { useState } from 'react';
import { Alert, Button, Empty } from 'antd';
import { Result } from '../../../components/Result';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/Panel';
import { useUrlState } from '../../../components/useUrlState';
import { errorMessage } from '../../../lib/api';
import { useApp } from '../../../lib/useApp';
import { studyReportApi, studyReportQueries } from '../api';
import { StudyReportFilters } from '../components/StudyReportFilters';
import { StudyReportTable } from '../components/StudyReportTable';
import { StudySessionsDrawer, type SessionsTarget } from '../components/StudySessionsDrawer';
import { reportFilter, reportListQuery } from '../studyReport';
import '../learningProgress.css';

export default function StudyReportPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const { params } = useUrlState();
  const courses = useQuery(studyReportQueries.courses());
  const urlQuery = reportListQuery(params);
  // Until a course is chosen, the first of the list is shown.
  const query = { ...urlQuery, courseId: urlQuery.courseId ?? courses.data?.courses[0]?.id };
  const courseId = query.courseId;
  const report = useQuery({ ...studyReportQueries.report(query), enabled: courseId !== undefined });
  const [opened, setOpened] = useState<SessionsTarget | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      await studyReportApi.exportExcel(reportFilter(query), t('studyReport.exportFileName'));
    } catch (error) {
      message.error(t('studyReport.exportFailed', { message: errorMessage(error) }));
    } finally {
      setExporting(false);
    }
  };

  const shown = report.isError ? undefined : report.data;
  const subtitle = !shown
    ? t('studyReport.subtitle')
    : shown.requiredPeriods > 0
      ? t('studyReport.subtitleRequired', { minutes: shown.periodMinutes, required: shown.requiredPeriods })
      : t('studyReport.subtitleMinutes', { minutes: shown.periodMinutes });

  const header = (
    <PageHeader
      title={t('studyReport.title')}
      subtitle={subtitle}
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={courseId === undefined} onClick={() => void exportExcel()} data-testid="study-report-export">
          {t('studyReport.export')}
        </Button>
      }
    />
  );

  if (courses.isError || (courses.data && courses.data.courses.length === 0)) {
    return (
      <div data-testid="study-report">
        {header}
        <Panel>
          {courses.isError ? (
            <Result
              status="warning"
              title={t('studyReport.coursesFailed')}
              subTitle={errorMessage(courses.error)}
              extra={<Button onClick={() => void courses.refetch()}>{t('common.retry')}</Button>}
              data-testid="study-report-courses-error"
            />
          ) : (
            <Empty
              description={
                <span>
                  {t('studyReport.noCourses')}
                  <br />
                  <span className="sc-muted sc-small">{t('studyReport.noCoursesHint')}</span>
                </span>
              }
              data-testid="study-report-no-courses"
            />
          )}
        </Panel>
      </div>
    );
  }

  return (
    <div data-testid="study-report">
      {header}
      {report.isError && (
        <Alert
          className="lp-error"
          type="error"
          showIcon
          message={t('studyReport.listFailed')}
          description={errorMessage(report.error)}
          action={<Button onClick={() => void report.refetch()}>{t('common.retry')}</Button>}
          data-testid="study-report-error"
        />
      )}
      <StudyReportTable list={report} pageSize={query.size} onOpen={(learner) => setOpened({ learner, filter: reportFilter(query) })}>
        <StudyReportFilters query={query} courses={courses.data?.courses} coursesLoading={courses.isPending} />
      </StudyReportTable>
      <StudySessionsDrawer target={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
