// The parts of an application record: the overview, the application form laid out as the paper form reads,
// the documents and the payment (the timeline is the shared components/EventTimeline).
import { Col, Descriptions, Empty, Flex, Image, Row, Table, type DescriptionsProps } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { EnrolmentStatusTag } from '../../../components/EnrolmentStatusTag';
import { Panel } from '../../../components/Panel';
import { fenToYuan } from '../../../lib/course';
import { formatDateTime } from '../../../lib/exam';
import { EDUCATION_COLUMNS, FORM_SECTIONS, WIDE_FIELDS, WORK_COLUMNS, paymentStage } from '../../../lib/enrolment';
import { usePrivateFile } from '../../../lib/privateFile';
import {
  experienceRows,
  formText,
  signatureDate,
  type ExperienceRow,
} from '../review';
import type { ApplicationView } from '../../../lib/api-types';
import { DocumentCard } from './DocumentCard';
import { CourseTypeTag, PaymentTag, ProgressTags } from './Tags';

const DESCRIPTION_COLUMNS: DescriptionsProps['column'] = { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 };
/** The form's label–value pairs: one per row while the page is narrow (768 px with the menu open). */
const FORM_COLUMNS: DescriptionsProps['column'] = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 3 };

export function RecordSummary({ record }: { record: ApplicationView }) {
  const { t, i18n } = useTranslation();
  const items: DescriptionsProps['items'] = [
    { key: 'learner', label: t('review.record.learner'), children: record.form.name || '—' },
    { key: 'course', label: t('review.record.course'), children: record.courseName },
    { key: 'type', label: t('review.record.courseType'), children: <CourseTypeTag type={record.courseType} /> },
    { key: 'fee', label: t('review.record.fee'), children: `¥${fenToYuan(record.fee)}` },
    { key: 'status', label: t('review.record.status'), children: <EnrolmentStatusTag status={record.status} testId="record-status" /> },
    { key: 'submittedAt', label: t('review.record.submittedAt'), children: formatDateTime(record.submittedAt, i18n.language) },
    { key: 'reviewedAt', label: t('review.record.reviewedAt'), children: formatDateTime(record.reviewedAt, i18n.language) },
    { key: 'number', label: t('review.record.enrolmentNumber'), children: record.enrolmentNumber || '—' },
    { key: 'progress', label: t('review.record.progress'), children: <ProgressTags record={record} /> },
  ];
  if (record.status === 3 && record.reviewReason) {
    items.push({ key: 'reason', label: t('review.record.reviewReason'), span: 'filled', children: <span className="sc-reason">{record.reviewReason}</span> });
  }
  return (
    <Panel title={t('review.record.summary')} testId="record-summary">
      <Flex gap="large" align="flex-start">
        {record.form.photo && (
          <Flex vertical align="center" gap={4} className="sc-er-photo-box">
            <Photo url={record.form.photo} alt={t('applicationForm.fields.photo')} />
            <span className="sc-muted sc-small">{t('applicationForm.fields.photo')}</span>
          </Flex>
        )}
        <Descriptions className="sc-grow" size="small" column={DESCRIPTION_COLUMNS} items={items} />
      </Flex>
    </Panel>
  );
}

function Photo({ url, alt }: { url: string; alt: string }) {
  const file = usePrivateFile(url);
  if (!file.data) return <div className="sc-er-photo is-empty" />;
  return <Image src={file.data.objectUrl} alt={alt} className="sc-er-photo" width={72} height={96} />;
}

function ExperienceTable({ rows, columns, prefix }: { rows: ExperienceRow[]; columns: readonly string[]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <Table<ExperienceRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('review.record.noRows') }}
      columns={columns.map((c) => ({ title: t(`applicationForm.fields.${c}`), dataIndex: c, key: c, render: (v: string) => v || '—' }))}
      data-testid={`record-${prefix}`}
    />
  );
}

/** The whole application form, section by section, as the learner filled it in. */
export function FormDetails({ record }: { record: ApplicationView }) {
  const { t } = useTranslation();
  const form = record.form;
  const text = (v: string) => (v ? v : <span className="sc-muted">{t('review.record.empty')}</span>);
  return (
    <Panel title={t('review.record.form')} testId="record-form" className="sc-er-form">
      {FORM_SECTIONS.map((section) => (
        <Descriptions
          key={section.key}
          size="small"
          bordered
          title={t(`applicationForm.sections.${section.key}`)}
          column={FORM_COLUMNS}
          items={section.fields.map((f) => ({
            key: f,
            label: t(`applicationForm.fields.${f}`),
            span: WIDE_FIELDS.includes(f) ? 'filled' : 1,
            children: text(formText(form, f)),
          }))}
          className="sc-er-section"
        />
      ))}
      <h3 className="sc-er-subhead">{t('applicationForm.sections.education')}</h3>
      <ExperienceTable rows={experienceRows(form, EDUCATION_COLUMNS)} columns={EDUCATION_COLUMNS} prefix="education" />
      <h3 className="sc-er-subhead">{t('applicationForm.sections.work')}</h3>
      <ExperienceTable rows={experienceRows(form, WORK_COLUMNS)} columns={WORK_COLUMNS} prefix="work" />
      <Descriptions
        size="small"
        bordered
        title={t('applicationForm.sections.signature')}
        column={1}
        className="sc-er-section"
        items={[{ key: 'sign', label: t('applicationForm.fields.signDate'), children: text(signatureDate(form)) }]}
      />
    </Panel>
  );
}

export function DocumentList({ record }: { record: ApplicationView }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('review.record.documents')} testId="record-documents">
      {record.documents.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.record.noDocuments')} />
      ) : (
        <div className="sc-er-docs">
          {record.documents.map((d) => (
            <DocumentCard key={d.slot} doc={d} />
          ))}
        </div>
      )}
    </Panel>
  );
}

/** `wide`: the panel spans the page, so the proof sits beside the facts. */
export function PaymentDetails({ record, wide = false }: { record: ApplicationView; wide?: boolean }) {
  const { t, i18n } = useTranslation();
  const stage = paymentStage({ status: record.status, paymentCompleted: record.paymentCompleted, paymentSubmittedAt: record.paymentSubmittedAt });
  const method = record.paymentMethod ? t(`review.record.methods.${record.paymentMethod}`, { defaultValue: record.paymentMethod }) : '—';
  const items: DescriptionsProps['items'] = [
    { key: 'stage', label: t('review.record.paymentStage'), children: <PaymentTag record={record} /> },
    { key: 'fee', label: t('review.record.fee'), children: <span className="sc-er-fee">¥{fenToYuan(record.fee)}</span> },
    { key: 'method', label: t('review.record.paymentMethod'), children: method },
    { key: 'reference', label: t('review.record.paymentReference'), children: record.paymentReference || '—' },
    { key: 'submitted', label: t('review.record.paymentSubmittedAt'), children: formatDateTime(record.paymentSubmittedAt, i18n.language) },
    { key: 'paidAt', label: t('review.record.paidAt'), children: formatDateTime(record.paidAt, i18n.language) },
    { key: 'number', label: t('review.record.enrolmentNumber'), children: record.enrolmentNumber || '—' },
    {
      key: 'invoice',
      label: t('review.record.invoice'),
      children: (
        <span className={record.invoiceIssued ? 'sc-er-ok' : 'sc-muted'} data-testid="record-invoice">
          {record.invoiceIssued ? t('review.invoiceIssued') : t('review.invoiceNotIssued')}
        </span>
      ),
    },
  ];
  if (record.paymentRefusal) {
    items.push({ key: 'refusal', label: t('review.record.paymentRefusal'), span: 'filled', children: <span className="sc-reason">{record.paymentRefusal}</span> });
  }
  return (
    <Panel title={t('review.record.payment')} testId="record-payment">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={wide ? 12 : 24}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: wide ? 1 : 2, xl: 2, xxl: 2 }} items={items} />
          {!record.paymentProof && stage !== 'confirmed' && <p className="sc-muted sc-er-nopay">{t('review.record.noPayment')}</p>}
        </Col>
        {record.paymentProof && (
          <Col xs={24} lg={wide ? 12 : 24}>
            <DocumentCard doc={{ ...record.paymentProof, slot: 'paymentProof' }} wide />
          </Col>
        )}
      </Row>
    </Panel>
  );
}
