// The decisions on a record: approve / reject materials, confirm / refuse a payment proof, mark the invoice, and
// the Word download of the application form. A refusal with a reason asks for it in a dialog; a material decision
// names the version of the record on screen, so a refusal because it moved on (someone else decided first, or the
// learner changed the application since it was loaded) tells the server's message and shows the record as it now is.
import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckOutlined, CloseOutlined, FileDoneOutlined, FileWordOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { api, errorMessage } from '../../../lib/api';
import { fenToYuan } from '../../../lib/course';
import { saveBlob } from '../../../lib/privateFile';
import { reviewApi, useReviewMutation } from '../api';
import { REASON_MAX, canDecideMaterials, canDecidePayment, canIssueInvoice, formDocxName, formDocxPath, reasonProblem, recordMovedOn } from '../review';
import type { ApplicationView, DecisionBody } from '../../../lib/api-types';

/** Runs a decision and tells how it went; never rejects (a dialog closes either way). */
function useDecision<TVars>(call: (vars: TVars) => Promise<ApplicationView>) {
  const { t } = useTranslation();
  const { message } = useApp();
  const mutation = useReviewMutation(call);
  const run = async (vars: TVars, done: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(vars);
      message.success(done);
      return true;
    } catch (error) {
      if (recordMovedOn(error)) message.warning(t('review.record.conflict', { message: errorMessage(error) }));
      else message.error(errorMessage(error, t('review.record.decisionFailed')));
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}

interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  placeholder: string;
  okText: string;
  onCancel: () => void;
  /** Resolves true when the decision was taken (the dialog closes), false to keep it open. */
  onSubmit: (reason: string) => Promise<boolean>;
}

function ReasonDialog({ open, title, label, placeholder, okText, onCancel, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      if (await onSubmit(reason.trim())) form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy, ...({ 'data-testid': 'reason-submit' } as object) }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item
          name="reason"
          label={label}
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = reasonProblem(value);
                if (problem === 'required') return Promise.reject(new Error(t('review.record.reasonRequired')));
                if (problem === 'tooLong') return Promise.reject(new Error(t('review.record.reasonTooLong', { max: REASON_MAX })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount placeholder={placeholder} autoFocus data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Approve / reject of an application waiting for review (material reviewers and administrators). */
export function MaterialDecisions({ record }: { record: ApplicationView }) {
  const { t } = useTranslation();
  const { modal } = useApp();
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecision((body: DecisionBody) => reviewApi.decideMaterial(record.courseId, record.id as number, body));
  if (!canDecideMaterials(record) || record.id == null) return null;
  const name = record.form.name || '';

  const approve = () =>
    modal.confirm({
      title: t('review.record.approveTitle'),
      content: t('review.record.approveConfirm', { name }),
      okText: t('review.record.approve'),
      cancelText: t('common.cancel'),
      okButtonProps: { ...({ 'data-testid': 'approve-ok' } as object) },
      onOk: () => decide.run({ result: 'approve', version: record.updatedAt }, t('review.record.approved')),
    });

  return (
    <>
      <Button type="primary" icon={<CheckOutlined />} onClick={approve} loading={decide.pending} data-testid="decision-approve">
        {t('review.record.approve')}
      </Button>
      <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)} disabled={decide.pending} data-testid="decision-reject">
        {t('review.record.reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={t('review.record.rejectTitle')}
        label={t('review.record.rejectReason')}
        placeholder={t('review.record.rejectPlaceholder')}
        okText={t('review.record.reject')}
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          const ok = await decide.run({ result: 'reject', reason, version: record.updatedAt }, t('review.record.rejected'));
          // A 409 means the record changed under us: close too, the page shows the new state.
          setRejecting(false);
          return ok;
        }}
      />
    </>
  );
}

/** Confirm / refuse a waiting payment proof, and mark the invoice of an enrolled application (finance). */
export function PaymentDecisions({ record }: { record: ApplicationView }) {
  const { t } = useTranslation();
  const { modal } = useApp();
  const [refusing, setRefusing] = useState(false);
  const id = record.id as number;
  const decide = useDecision((body: DecisionBody) => reviewApi.decidePayment(id, body));
  const invoice = useDecision(() => reviewApi.issueInvoice(id));
  if (record.id == null) return null;
  const name = record.form.name || '';

  const confirm = () =>
    modal.confirm({
      title: t('review.record.confirmPaymentTitle'),
      content: t('review.record.confirmPaymentConfirm', { name, amount: fenToYuan(record.fee) }),
      okText: t('review.record.confirmPayment'),
      cancelText: t('common.cancel'),
      okButtonProps: { ...({ 'data-testid': 'confirm-payment-ok' } as object) },
      onOk: () => decide.run({ result: 'confirm' }, t('review.record.paymentConfirmed')),
    });

  const markInvoice = () =>
    modal.confirm({
      title: t('review.record.markInvoice'),
      content: t('review.record.markInvoiceConfirm', { name }),
      okText: t('review.record.markInvoice'),
      cancelText: t('common.cancel'),
      okButtonProps: { ...({ 'data-testid': 'invoice-ok' } as object) },
      onOk: () => invoice.run(undefined, t('review.record.invoiceMarked')),
    });

  return (
    <>
      {canDecidePayment(record) && (
        <>
          <Button type="primary" icon={<CheckOutlined />} onClick={confirm} loading={decide.pending} data-testid="decision-confirm-payment">
            {t('review.record.confirmPayment')}
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={() => setRefusing(true)} disabled={decide.pending} data-testid="decision-refuse-payment">
            {t('review.record.refusePayment')}
          </Button>
          <ReasonDialog
            open={refusing}
            title={t('review.record.refuseTitle')}
            label={t('review.record.refuseReason')}
            placeholder={t('review.record.refusePlaceholder')}
            okText={t('review.record.refusePayment')}
            onCancel={() => setRefusing(false)}
            onSubmit={async (reason) => {
              const ok = await decide.run({ result: 'refuse', reason }, t('review.record.paymentRefused'));
              setRefusing(false);
              return ok;
            }}
          />
        </>
      )}
      {canIssueInvoice(record) && (
        <Button type="primary" icon={<FileDoneOutlined />} onClick={markInvoice} loading={invoice.pending} data-testid="decision-invoice">
          {t('review.record.markInvoice')}
        </Button>
      )}
    </>
  );
}

/** The application form as a Word file, made by the server (GET …/record/{id}/form.docx) and read with the token. */
export function FormDownload({ record }: { record: ApplicationView }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  if (record.id == null) return null;
  const download = async () => {
    setBusy(true);
    try {
      // Named after the learner (the server names every form alike), so a reviewer's downloads stay apart.
      const file = await api.blob(formDocxPath(record.courseId, record.id as number));
      saveBlob(file.blob, formDocxName(record));
    } catch (error) {
      message.error(t('review.record.formFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileWordOutlined />} loading={busy} onClick={() => void download()} data-testid="download-form">
      {t('review.record.downloadForm')}
    </Button>
  );
}
