// One application on a desk: the head with the way back, the Word form and the desk's decisions, a note of
// where the application stands, then the overview, the exam and certificate (material desks), the form, the
// documents, the payment and the timeline.
import type { ReactNode } from 'react';
import { Alert, Button, Col, Flex, Row, Skeleton } from 'antd';
import { Result } from '../../../components/Result';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { EventTimeline } from '../../../components/EventTimeline';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api';
import { STATUS, canDecidePayment } from '../review';
import type { ApplicationView } from '../../../lib/api-types';
import { FormDownload, MaterialDecisions, PaymentDecisions } from './Decisions';
import { ExamCertificatePanel } from './ExamCertificate';
import { DocumentList, FormDetails, PaymentDetails, RecordSummary } from './RecordSections';
import '../enrolmentReview.css';

export type Desk = 'material' | 'finance' | 'admin';

export interface RecordPageProps {
  /** The record's query; null when the URL names no record. */
  record: UseQueryResult<ApplicationView> | null;
  desk: Desk;
  /** The list to go back to when the page was not opened from one. */
  listPath: string;
  testId: string;
}

function BackButton({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(from ?? listPath)} data-testid="record-back">
      {t('review.record.backToList')}
    </Button>
  );
}

/** Where the application stands, for the desk looking at it. */
function StandingNote({ record, desk }: { record: ApplicationView; desk: Desk }) {
  const { t } = useTranslation();
  let note: { type: 'info' | 'success' | 'warning'; text: string } | null = null;
  if (desk === 'finance' && canDecidePayment(record)) note = { type: 'warning', text: t('review.record.waitingPaymentNote') };
  else if (desk === 'finance' && record.status === STATUS.pending) note = { type: 'info', text: t('review.record.readOnlyMaterials') };
  else if (record.status === STATUS.approved && desk !== 'finance') note = { type: 'success', text: t('review.record.decidedApproved') };
  else if (record.status === STATUS.rejected) note = { type: 'info', text: t('review.record.decidedRejected') };
  else if (record.status === STATUS.enrolled) note = { type: 'success', text: t('review.record.decidedEnrolled') };
  if (!note) return null;
  return <Alert type={note.type} showIcon message={note.text} className="sc-er-note" data-testid="record-note" />;
}

export function RecordPage({ record, desk, listPath, testId }: RecordPageProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  let title: ReactNode = t(desk === 'finance' ? 'titles.financialInformation' : 'titles.materialInformation');
  let subtitle: ReactNode;
  let actions: ReactNode = null;

  if (!record) {
    body = <Result status="info" title={t('review.record.missing')} extra={<BackButton listPath={listPath} />} />;
  } else if (record.isPending) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else if (record.isError || !record.data) {
    body = (
      <Result
        status="warning"
        title={t('review.record.loadFailed')}
        subTitle={errorMessage(record.error)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void record.refetch()}>
            {t('review.record.retry')}
          </Button>
        }
      />
    );
  } else {
    const r = record.data;
    title = r.form.name || title;
    subtitle = r.courseName;
    actions = (
      <>
        <FormDownload record={r} />
        {desk === 'finance' ? <PaymentDecisions record={r} /> : <MaterialDecisions record={r} />}
      </>
    );
    const payment = <PaymentDetails record={r} wide={desk === 'finance'} />;
    body = (
      <Flex vertical gap="middle">
        <StandingNote record={r} desk={desk} />
        <RecordSummary record={r} />
        {desk !== 'finance' && <ExamCertificatePanel record={r} />}
        {desk === 'finance' && payment}
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <FormDetails record={r} />
          </Col>
          <Col xs={24} xl={10}>
            <Flex vertical gap="middle">
              <DocumentList record={r} />
              {desk !== 'finance' && (r.paymentSubmittedAt || r.paymentCompleted) && payment}
              <EventTimeline events={r.events} />
            </Flex>
          </Col>
        </Row>
      </Flex>
    );
  }

  return (
    <div data-testid={testId} className="sc-er-record">
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          <>
            <BackButton listPath={listPath} />
            {actions}
          </>
        }
      />
      {body}
    </div>
  );
}
