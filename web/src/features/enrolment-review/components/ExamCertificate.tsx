// The exam and certificate of an application (material reviewers and administrators): whether the learner passed the
// course's exam — recorded by the grading or, for an enrolled learner, here; withdrawn here until the certificate is
// issued; each with an optional reason — and, once the learner is enrolled and passed, the certificate: issued (or
// corrected) in a dialog, then shown with its fields.
import { useState } from 'react';
import { Button, Col, DatePicker, Descriptions, Flex, Form, Input, Modal, Row, Select, Tag, Tooltip } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckCircleOutlined, EditOutlined, RollbackOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { CertificateHistory } from './CertificateHistory';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { optionChoices } from '../../../lib/optionLabels';
import { CERTIFICATE_AUTHORITY_MAX, CERTIFICATE_LEVELS, CERTIFICATE_NUMBER_MAX, certificateRules, formRules } from '../../../lib/validation';
import { reviewApi, useReviewMutation } from '../api';
import { REASON_MAX, STATUS, canIssueCertificate, canRecordExam, canWithdrawExam, recordMovedOn } from '../review';
import type { ApplicationView, CertificateBody } from '../../../lib/api-types';

const CERTIFICATE_FIELDS = ['number', 'level', 'date', 'authority'] as const;

/** Records or withdraws "passed the exam", with an optional reason for the trail. */
function ExamPassDialog({ record, open, onClose }: { record: ApplicationView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const passing = !record.examCompleted;
  const save = useReviewMutation((reason: string) => reviewApi.setExamPassed(record.courseId, record.id as number, { examCompleted: passing, reason: reason || null }));
  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await save.mutateAsync((reason ?? '').trim());
      message.success(t(passing ? 'review.exam.recorded' : 'review.exam.withdrawn'));
    } catch (error) {
      if (recordMovedOn(error)) message.warning(t('review.record.conflict', { message: errorMessage(error) }));
      else message.error(errorMessage(error, t('review.record.decisionFailed')));
    }
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t(passing ? 'review.exam.recordTitle' : 'review.exam.withdrawTitle')}
      okText={t(passing ? 'review.exam.record' : 'review.exam.withdraw')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !passing, loading: save.isPending, ...({ 'data-testid': 'exam-pass-submit' } as object) }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <p className="sc-secondary">{t(passing ? 'review.exam.recordConfirm' : 'review.exam.withdrawConfirm', { name: record.form.name || '' })}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('review.exam.reason')} rules={[{ max: REASON_MAX, message: t('review.record.reasonTooLong', { max: REASON_MAX }) }]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t(passing ? 'review.exam.recordPlaceholder' : 'review.exam.withdrawPlaceholder')} data-testid="exam-pass-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The certificate's number, level, date and issuing authority; the server's field errors show under the fields. */
function CertificateDialog({ record, open, onClose }: { record: ApplicationView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<CertificateBody>();
  const save = useReviewMutation((body: CertificateBody) => reviewApi.issueCertificate(record.courseId, record.id as number, body));
  const existing = record.certificate ?? null;
  const rules = (field: string) => formRules(certificateRules, field, t);
  const submit = async () => {
    const values = await form.validateFields();
    const body: CertificateBody = { number: (values.number ?? '').trim(), level: values.level, date: values.date, authority: (values.authority ?? '').trim() };
    try {
      await save.mutateAsync(body);
      message.success(t(existing ? 'review.certificate.updated' : 'review.certificate.issued'));
      onClose();
    } catch (error) {
      // A record that moved on (no longer enrolled or passed) closes the dialog; a duplicate number is the field's.
      if (recordMovedOn(error)) {
        message.warning(t('review.record.conflict', { message: errorMessage(error) }));
        onClose();
        return;
      }
      const fields = setFieldErrors(form, error, CERTIFICATE_FIELDS);
      if (Object.keys(fields).length === 0) message.error(errorMessage(error, t('review.record.decisionFailed')));
    }
  };
  return (
    <Modal
      open={open}
      title={t(existing ? 'review.certificate.editTitle' : 'review.certificate.issueTitle')}
      okText={t(existing ? 'review.certificate.save' : 'review.certificate.issue')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, ...({ 'data-testid': 'certificate-submit' } as object) }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <p className="sc-secondary">{t('review.certificate.issueFor', { name: record.form.name || '', course: record.courseName })}</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={existing ? { number: existing.number, level: existing.level, date: existing.date, authority: existing.authority } : { date: dayjs().format('YYYY-MM-DD') }}
        data-testid="certificate-form"
      >
        <Form.Item name="number" label={t('review.certificate.number')} rules={rules('number')} required extra={t('review.certificate.numberHint')}>
          <Input maxLength={CERTIFICATE_NUMBER_MAX} placeholder={t('review.certificate.numberPlaceholder')} autoFocus data-testid="certificate-number" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="level" label={t('review.certificate.level')} rules={rules('level')} required>
              <Select placeholder={t('review.certificate.levelPlaceholder')} options={optionChoices(t, 'certificateLevel', CERTIFICATE_LEVELS)} data-testid="certificate-level" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {/* The form holds the date as YYYY-MM-DD, as it is sent; the picker works on dayjs values. */}
            <Form.Item
              name="date"
              label={t('review.certificate.date')}
              rules={rules('date')}
              required
              getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v) : null })}
              normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
            >
              <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="certificate-date" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="authority" label={t('review.certificate.authority')} rules={rules('authority')} required>
          <Input maxLength={CERTIFICATE_AUTHORITY_MAX} placeholder={t('review.certificate.authorityPlaceholder')} data-testid="certificate-authority" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ExamCertificatePanel({ record }: { record: ApplicationView }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'exam' | 'certificate' | null>(null);
  // Before the enrolment there is nothing to record: the panel would only take room on every application in review.
  if (record.id == null || (record.status !== STATUS.enrolled && !record.examCompleted && !record.certificate)) return null;
  const certificate = record.certificate ?? null;
  const passed = record.examCompleted;

  let certificateBody;
  if (certificate) {
    certificateBody = (
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 3 }}
        data-testid="record-certificate"
        items={[
          { key: 'number', label: t('review.certificate.number'), children: <span className="sc-strong" data-testid="record-certificate-number">{certificate.number}</span> },
          { key: 'level', label: t('review.certificate.level'), children: certificate.level },
          { key: 'date', label: t('review.certificate.date'), children: certificate.date },
          { key: 'authority', label: t('review.certificate.authority'), children: certificate.authority },
          { key: 'issuedAt', label: t('review.certificate.issuedAt'), children: formatDateTime(certificate.issuedAt, i18n.language) },
        ]}
      />
    );
  } else if (canIssueCertificate(record)) {
    certificateBody = <p className="sc-secondary sc-er-cert-hint">{t('review.certificate.ready')}</p>;
  } else {
    const why = record.status !== STATUS.enrolled ? 'review.certificate.needsEnrolment' : 'review.certificate.needsExam';
    certificateBody = (
      <p className="sc-muted sc-er-cert-hint" data-testid="certificate-blocked">
        {t(why)}
      </p>
    );
  }

  return (
    <Panel title={t('review.exam.title')} testId="record-exam-certificate">
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={9}>
          <Flex vertical gap="small" align="flex-start">
            <span className="sc-secondary">{t('review.exam.state')}</span>
            <Flex wrap gap="small" align="center">
              <Tag bordered={false} color={passed ? 'success' : 'default'} icon={passed ? <CheckCircleOutlined /> : undefined} data-testid="record-exam-state" data-passed={passed ? 'true' : 'false'}>
                {t(passed ? 'review.exam.passed' : 'review.exam.notPassed')}
              </Tag>
              {passed && record.examCompletedAt && <span className="sc-muted sc-small">{formatDateTime(record.examCompletedAt, i18n.language)}</span>}
            </Flex>
            {canRecordExam(record) && (
              <Tooltip title={passed && certificate ? t('refusals.CERTIFICATE_ISSUED_KEEPS_EXAM') : undefined}>
                <Button
                  size="small"
                  danger={passed}
                  disabled={passed && !canWithdrawExam(record)}
                  icon={passed ? <RollbackOutlined /> : <CheckCircleOutlined />}
                  onClick={() => setDialog('exam')}
                  data-testid={passed ? 'exam-withdraw' : 'exam-record'}
                >
                  {t(passed ? 'review.exam.withdraw' : 'review.exam.record')}
                </Button>
              </Tooltip>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={15}>
          <Flex vertical gap="small">
            <Flex justify="space-between" align="center" gap="small" wrap>
              <span className="sc-secondary">{t('review.certificate.title')}</span>
              {certificate ? (
                <Button size="small" icon={<EditOutlined />} onClick={() => setDialog('certificate')} data-testid="certificate-edit">
                  {t('review.certificate.edit')}
                </Button>
              ) : (
                canIssueCertificate(record) && (
                  <Button type="primary" size="small" icon={<SafetyCertificateOutlined />} onClick={() => setDialog('certificate')} data-testid="certificate-issue">
                    {t('review.certificate.issue')}
                  </Button>
                )
              )}
            </Flex>
            {certificateBody}
            <CertificateHistory applicationId={record.id} />
          </Flex>
        </Col>
      </Row>
      <ExamPassDialog record={record} open={dialog === 'exam'} onClose={() => setDialog(null)} />
      <CertificateDialog record={record} open={dialog === 'certificate'} onClose={() => setDialog(null)} />
    </Panel>
  );
}
