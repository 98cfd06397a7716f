// The material reviewer's area (/auditors/material/*) and the administrator's material review (/root/material-center).
import { Col, Flex, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { adminMaterialRecordPath, materialInformationPath, paths, withQuery } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { reviewQueries } from '../api';
import { StatCards } from '../../../components/StatCards';
import { ShortList } from '../components/DeskHome';
import { MaterialQueue } from '../components/Queues';
import { RecordPage } from '../components/RecordPage';
import { RESULT_PARAM, mostRecent } from '../review';
import type { QueueEntry } from '../../../lib/api-types';

const toRecord = (r: QueueEntry) => materialInformationPath(r.courseId, r.id);
const toAdminRecord = (r: QueueEntry) => adminMaterialRecordPath(r.courseId, r.id);

/** The record named by ?courseId=&id= (null when either is missing). */
function useRecordFromUrl() {
  const { get } = useUrlState();
  const courseId = get('courseId');
  const id = get('id');
  const named = courseId !== '' && id !== '';
  const query = useQuery({ ...reviewQueries.material(courseId, id), enabled: named });
  return named ? query : null;
}

/** /auditors/material/home: the waiting count, the totals decided, the oldest waiting and the latest decided. */
export function MaterialHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const summary = useQuery({ ...reviewQueries.summary(), meta: { errorToast: 'review.home.summaryFailed', serverMessage: true } });
  const pending = useQuery(reviewQueries.materials({ page: 0, size: 5, reviewedResult: 'pending' }));
  const approved = useQuery(reviewQueries.materials({ page: 0, size: 5, reviewedResult: 'approved' }));
  const rejected = useQuery(reviewQueries.materials({ page: 0, size: 5, reviewedResult: 'rejected' }));
  const waiting = summary.data?.materialsWaiting;
  return (
    <div data-testid="material-home">
      <PageHeader
        title={t('review.home.welcome', { name: user?.name || user?.username || t('roles.reviewer') })}
        subtitle={waiting === undefined ? undefined : t('review.home.materialSubtitle', { count: waiting })}
      />
      <Flex vertical gap="middle">
        <StatCards
          cards={[
            { key: 'materials-waiting', label: t('review.home.materialsWaiting'), value: waiting, to: paths.materialReview, action: t('review.home.goReview'), tone: 'primary' },
            { key: 'approved', label: t('review.home.approved'), value: approved.data?.totalCount, to: paths.materialStatus, tone: 'success' },
            { key: 'rejected', label: t('review.home.rejected'), value: rejected.data?.totalCount, to: withQuery(paths.materialStatus, { [RESULT_PARAM]: 'rejected' }), tone: 'error' },
          ]}
        />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <ShortList
              title={t('review.home.oldestPending')}
              rows={pending.data?.records}
              loading={pending.isFetching}
              time={(r) => r.submittedAt}
              recordPath={toRecord}
              allPath={paths.materialReview}
              testId="home-pending"
            />
          </Col>
          <Col xs={24} lg={12}>
            <ShortList
              title={t('review.home.recentDecided')}
              rows={approved.data && rejected.data ? mostRecent([approved.data.records, rejected.data.records], 5) : undefined}
              loading={approved.isFetching || rejected.isFetching}
              time={(r) => r.reviewedAt}
              recordPath={toRecord}
              allPath={paths.materialStatus}
              testId="home-decided"
            />
          </Col>
        </Row>
      </Flex>
    </div>
  );
}

/** /auditors/material/review: the applications waiting for review. */
export function MaterialReviewPage() {
  const { t } = useTranslation();
  return (
    <MaterialQueue
      title={t('auditor.materialReview')}
      subtitle={t('review.materialReviewSubtitle')}
      results={['pending']}
      decides
      recordPath={toRecord}
      testId="material-review"
    />
  );
}

/** /auditors/material/status: the decided applications (approved or rejected). */
export function MaterialStatusPage() {
  const { t } = useTranslation();
  return (
    <MaterialQueue
      title={t('auditor.materialStatus')}
      subtitle={t('review.materialStatusSubtitle')}
      results={['approved', 'rejected']}
      decides
      recordPath={toRecord}
      testId="material-status"
    />
  );
}

/** /auditors/material/materialinformation?courseId=&id=: one application, to approve or reject. */
export function MaterialInformationPage() {
  const record = useRecordFromUrl();
  return <RecordPage record={record} desk="material" listPath={paths.materialReview} testId="material-record" />;
}

/** /root/material-center: every application by review result; ?courseId=&id= opens one (administrators decide too). */
export function MaterialCenterPage() {
  const { t } = useTranslation();
  const record = useRecordFromUrl();
  if (record) return <RecordPage record={record} desk="admin" listPath={paths.adminMaterialCenter} testId="admin-material-record" />;
  return (
    <MaterialQueue
      title={t('titles.adminMaterialCenter')}
      subtitle={t('review.adminMaterialSubtitle')}
      results={['pending', 'approved', 'rejected', 'all']}
      decides
      recordPath={toAdminRecord}
      testId="admin-material-center"
    />
  );
}
