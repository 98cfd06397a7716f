// Step 3, pay: the fee, the payment methods (WeChat by default, Alipay, bank transfer) with the administrator's
// account details and QR codes, and the transfer proof with its reference; then, until finance decides, the proof
// waiting for confirmation. A refused proof shows finance's reason and the form again.
import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Image, Input, Segmented } from 'antd';
import { Result } from '../../../components/Result';
import { useApp } from '../../../lib/useApp';
import { AlipayCircleOutlined, BankOutlined, ClockCircleOutlined, SendOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { CourseFee } from '../../../components/CourseFee';
import { FileUpload } from '../../../components/FileUpload';
import { Panel } from '../../../components/Panel';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { paymentStage } from '../../../lib/enrolment';
import { formatDateTime } from '../../../lib/exam';
import { fileUrl } from '../../../lib/upload';
import { enrolmentApi, useApplicationMutation, type EnrolmentSettings } from '../api';
import type { ApplicationView, EnrolmentOptions, FileView, PaymentBody } from '../../../lib/api-types';

type PaymentMethod = EnrolmentOptions['paymentMethods'][number];

const PROOF_TYPES = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
const ICONS: Record<PaymentMethod, React.ReactNode> = { wechat: <WechatOutlined />, alipay: <AlipayCircleOutlined />, bank: <BankOutlined /> };

/** The account details of a method (empty when the administrator has set none). */
function accountOf(method: string, s: EnrolmentSettings): { rows: [string, string][]; qr: string } {
  if (method === 'bank') {
    const rows: [string, string][] = [
      ['enrolment.pay.bankName', s.bankName ?? ''],
      ['enrolment.pay.bankAccountName', s.bankAccountName ?? ''],
      ['enrolment.pay.bankAccount', s.bankAccount ?? ''],
    ];
    return { rows: rows.filter(([, v]) => v.trim()), qr: '' };
  }
  const account = (method === 'alipay' ? s.alipayAccount : s.wechatAccount) ?? '';
  const qr = (method === 'alipay' ? s.alipayQr : s.wechatQr) ?? '';
  return { rows: account.trim() ? [['enrolment.pay.account', account]] : [], qr };
}

function Account({ method, settings }: { method: string; settings: EnrolmentSettings }) {
  const { t } = useTranslation();
  const { rows, qr } = accountOf(method, settings);
  if (rows.length === 0 && !qr) return <Alert type="warning" showIcon message={t('enrolment.pay.noAccount')} data-testid="pay-no-account" />;
  return (
    <Flex wrap gap="large" align="flex-start" className="sc-enrol-account" data-testid="pay-account">
      {qr && (
        <Flex vertical align="center" gap={4}>
          <Image src={fileUrl(qr)} alt={t('enrolment.pay.qr')} width={168} height={168} className="sc-enrol-qr" data-testid="pay-qr" />
          <span className="sc-small sc-muted">{t('enrolment.pay.qr')}</span>
        </Flex>
      )}
      {rows.length > 0 && (
        <Descriptions
          column={1}
          size="small"
          className="sc-grow"
          items={rows.map(([key, value]) => ({ key, label: t(key), children: <span className="sc-strong sc-enrol-copy">{value}</span> }))}
        />
      )}
    </Flex>
  );
}

function Waiting({ application }: { application: ApplicationView }) {
  const { t, i18n } = useTranslation();
  const method = application.paymentMethod ?? '';
  return (
    <Panel testId="payment-waiting">
      <Result
        icon={<ClockCircleOutlined className="sc-enrol-waiting" />}
        title={t('enrolment.pay.waiting')}
        subTitle={t('enrolment.pay.waitingHint')}
        extra={
          <Descriptions
            column={1}
            size="small"
            bordered
            className="sc-enrol-summary"
            items={[
              { key: 'fee', label: t('enrolment.pay.fee'), children: <CourseFee fee={application.fee} /> },
              { key: 'method', label: t('enrolment.pay.method'), children: t(`enrolment.pay.methods.${method}`, { defaultValue: method }) },
              { key: 'reference', label: t('enrolment.pay.reference'), children: application.paymentReference || '—' },
              { key: 'proof', label: t('enrolment.pay.proof'), children: application.paymentProof?.name ?? '—' },
              { key: 'at', label: t('enrolment.pay.submittedAt'), children: formatDateTime(application.paymentSubmittedAt, i18n.language) },
            ]}
          />
        }
      />
    </Panel>
  );
}

interface PayValues {
  proof: FileView | null;
  reference: string;
}

function PayForm({ application, methods, settings }: { application: ApplicationView; methods: EnrolmentOptions['paymentMethods']; settings: EnrolmentSettings }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<PayValues>();
  const [method, setMethod] = useState(methods[0] ?? 'wechat');
  const proof = Form.useWatch('proof', form);
  const pay = useApplicationMutation(application.courseId, (id, body: PaymentBody) => enrolmentApi.pay(id, body), true);

  const submit = async ({ proof: file, reference }: PayValues) => {
    try {
      await pay.mutateAsync({ method, reference: reference.trim(), proofFileId: file?.id });
    } catch (error) {
      setFieldErrors(form, error, (name) => (name === 'proofFileId' ? 'proof' : name === 'reference' ? name : null));
      message.error(t('enrolment.pay.submitFailed', { message: errorMessage(error) }));
    }
  };

  return (
    <Flex vertical gap="middle">
      {application.paymentRefusal && (
        <Alert
          type="error"
          showIcon
          message={t('enrolment.pay.refused')}
          description={
            <>
              <div className="sc-reason">{t('review.record.reasonLine', { reason: application.paymentRefusal })}</div>
              <div>{t('enrolment.pay.refusedHint')}</div>
            </>
          }
          data-testid="payment-refused"
        />
      )}
      <Panel title={t('enrolment.pay.title')} subtitle={application.courseName}>
        <Flex vertical gap="large">
          <Flex align="baseline" gap="small">
            <span className="sc-secondary">{t('enrolment.pay.fee')}</span>
            <span className="sc-enrol-fee" data-testid="pay-fee">
              <CourseFee fee={application.fee} />
            </span>
          </Flex>
          <Flex vertical gap="small">
            <span className="sc-secondary">{t('enrolment.pay.method')}</span>
            <Segmented<PaymentMethod>
              value={method}
              onChange={setMethod}
              options={methods.map((m) => ({ value: m, label: t(`enrolment.pay.methods.${m}`, { defaultValue: m }), icon: ICONS[m] }))}
              data-testid="pay-method"
            />
          </Flex>
          <Account method={method} settings={settings} />
          {settings.paymentNote?.trim() && <Alert type="info" message={<span className="sc-enrol-notice">{settings.paymentNote}</span>} />}
        </Flex>
      </Panel>
      <Panel title={t('enrolment.pay.proof')}>
        <Form<PayValues> form={form} layout="vertical" onFinish={(v) => void submit(v)} className="sc-enrol-pay-form">
          <Form.Item
            name="proof"
            label={t('enrolment.pay.proof')}
            rules={[{ required: true, type: 'object', message: t('refusals.PAYMENT_PROOF_REQUIRED') }]}
            // The form keeps the uploaded file; the picker shows its URL.
            getValueFromEvent={(_url: string | null, uploaded: FileView | null) => uploaded}
            getValueProps={(file: FileView | null | undefined) => ({ value: file?.url ?? null })}
          >
            <FileUpload
              source="payment"
              accept={PROOF_TYPES}
              isPrivate
              preview={proof?.type.startsWith('image/') ? 'image' : 'none'}
              hint={t('enrolment.pay.proofHint')}
              testId="payment-proof"
            />
          </Form.Item>
          <Form.Item name="reference" label={t('enrolment.pay.reference')} rules={[{ required: true, whitespace: true, message: t('refusals.PAYMENT_REFERENCE_REQUIRED') }]}>
            <Input maxLength={64} placeholder={t('enrolment.pay.referencePlaceholder')} data-testid="pay-reference" />
          </Form.Item>
          <Flex justify="flex-end">
            <Button type="primary" size="large" htmlType="submit" icon={<SendOutlined />} loading={pay.isPending} data-testid="pay-submit">
              {t('enrolment.pay.submit')}
            </Button>
          </Flex>
        </Form>
      </Panel>
    </Flex>
  );
}

export function PaymentStep({ application, methods, settings }: { application: ApplicationView; methods: EnrolmentOptions['paymentMethods']; settings: EnrolmentSettings | undefined }) {
  const stage = paymentStage({ status: application.status, paymentCompleted: application.paymentCompleted, paymentSubmittedAt: application.paymentSubmittedAt });
  return (
    <div data-testid="payment-step" data-stage={stage}>
      {stage === 'waiting' ? <Waiting application={application} /> : <PayForm application={application} methods={methods} settings={settings ?? {}} />}
    </div>
  );
}
