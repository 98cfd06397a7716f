// The finance reviewer's area (/auditors/financial/*): payment proofs to confirm, confirmed payments and invoices,
// and the material queue read-only.
import { Col, Flex, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import { financialInformationPath, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { reviewQueries } from '../api';
import { StatCards } from '../../../components/StatCards';
import { ShortList } from '../components/DeskHome';
import { MaterialQueue, PaymentQueue } from '../components/Queues';
import { RecordPage } from '../components/RecordPage';
import { PaymentTag } from '../components/Tags';
import type { QueueEntry } from '../../../lib/api-types';

const toRecord = (r: QueueEntry) => financialInformationPath(r.id);

/** /auditors/financial/home: payments waiting and confirmed, materials waiting; the oldest proofs and the latest confirmations. */
export function FinancialHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const summary = useQuery({ ...reviewQueries.summary(), meta: { errorToast: 'review.home.summaryFailed', serverMessage: true } });
  const waiting = useQuery(reviewQueries.payments({ state: 'waiting', page: 0, size: 5 }));
  const confirmed = useQuery(reviewQueries.payments({ state: 'confirmed', page: 0, size: 5 }));
  const count = summary.data?.paymentsWaiting;
  return (
    <div data-testid="financial-home">
      <PageHeader
        title={t('review.home.welcome', { name: user?.name || user?.username || t('roles.finance') })}
        subtitle={count === undefined ? undefined : t('review.home.financeSubtitle', { count })}
      />
      <Flex vertical gap="middle">
        <StatCards
          cards={[
            { key: 'payments-waiting', label: t('review.home.paymentsWaiting'), value: count, to: paths.financialReview, action: t('review.home.goConfirm'), tone: 'warning' },
            { key: 'confirmed', label: t('review.home.confirmed'), value: confirmed.data?.totalCount, to: paths.financialStatus, tone: 'success' },
            { key: 'materials-waiting', label: t('review.home.materialsWaiting'), value: summary.data?.materialsWaiting, to: paths.financialMaterialReview, tone: 'primary' },
          ]}
        />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <ShortList
              title={t('review.home.oldestPayments')}
              rows={waiting.data?.records}
              loading={waiting.isFetching}
              time={(r) => r.paymentSubmittedAt}
              recordPath={toRecord}
              allPath={paths.financialReview}
              testId="home-payments"
              tag={(r) => <PaymentTag record={r} />}
            />
          </Col>
          <Col xs={24} lg={12}>
            <ShortList
              title={t('review.home.recentConfirmed')}
              rows={confirmed.data?.records}
              loading={confirmed.isFetching}
              time={(r) => r.updatedAt}
              recordPath={toRecord}
              allPath={paths.financialStatus}
              testId="home-confirmed"
              tag={(r) => <PaymentTag record={r} />}
            />
          </Col>
        </Row>
      </Flex>
    </div>
  );
}

/** /auditors/financial/review: payment proofs waiting for confirmation. */
export function PaymentReviewPage() {
  const { t } = useTranslation();
  return <PaymentQueue title={t('auditor.paymentReview')} subtitle={t('review.paymentReviewSubtitle')} state="waiting" recordPath={toRecord} testId="payment-review" />;
}

/** /auditors/financial/status: confirmed payments (and whether their invoices are issued). */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  return <PaymentQueue title={t('auditor.paymentStatus')} subtitle={t('review.paymentStatusSubtitle')} state="confirmed" recordPath={toRecord} testId="payment-status" />;
}

/** /auditors/financial/material/review: the material queue, read only. */
export function FinancialMaterialReviewPage() {
  const { t } = useTranslation();
  return (
    <MaterialQueue
      title={t('auditor.financialMaterialReview')}
      subtitle={t('review.financeMaterialReviewSubtitle')}
      results={['pending']}
      decides={false}
      recordPath={toRecord}
      testId="financial-material-review"
    />
  );
}

/** /auditors/financial/material/status: the material decisions, read only. */
export function FinancialMaterialStatusPage() {
  const { t } = useTranslation();
  return (
    <MaterialQueue
      title={t('auditor.financialMaterialStatus')}
      subtitle={t('review.financeMaterialStatusSubtitle')}
      results={['approved', 'rejected']}
      decides={false}
      recordPath={toRecord}
      testId="financial-material-status"
    />
  );
}

/** /auditors/financial/financialinformation?id=: one application with its payment, to confirm, refuse or invoice. */
export function FinancialInformationPage() {
  const { get } = useUrlState();
  const id = get('id');
  const query = useQuery({ ...reviewQueries.payment(id), enabled: id !== '' });
  return <RecordPage record={id === '' ? null : query} desk="finance" listPath={paths.financialReview} testId="financial-record" />;
}
