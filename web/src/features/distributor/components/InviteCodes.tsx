// 邀请码: the distributor's codes with their label, status, registrations, the registration link to copy and the QR
// code to show and download; create a code (optional label), change its label, disable or enable it.
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Spin, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CopyOutlined, DownloadOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { CreateButton } from '../../../components/CreateButton';
import { Panel } from '../../../components/Panel';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { saveBlob, usePrivateFile } from '../../../lib/privateFile';
import { INVITE_LABEL_MAX, inviteLink } from '../dashboard';
import { distributorApi, distributorQueries, useInviteCodeMutation, type DistributorScope } from '../api';
import type { InviteCodeView } from '../../../lib/api-types';

/** Puts a text on the clipboard (the older copy command where the Clipboard API is missing or refused). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Create a code (code undefined: null) or change a code's label. */
function LabelDialog({ scope, code, onClose }: { scope: DistributorScope; code: InviteCodeView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<{ label: string }>();
  const create = useInviteCodeMutation(scope, (label: string | null) => distributorApi.createCode(scope, { label }));
  const update = useInviteCodeMutation(scope, ({ id, label }: { id: number; label: string | null }) => distributorApi.updateCode(scope, id, { label }));
  const open = code !== undefined;

  const submit = async ({ label }: { label: string }) => {
    const text = label?.trim() || null;
    try {
      if (code) await update.mutateAsync({ id: code.id, label: text });
      else await create.mutateAsync(text);
      message.success(t(code ? 'distributor.codeSaved' : 'distributor.codeCreated'));
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['label']);
      message.error(errorMessage(error, t('distributor.codeSaveFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t(code ? 'distributor.editLabel' : 'distributor.createCode')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(code ? 'distributor.save' : 'distributor.createCode')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'dd-code-dialog-ok' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ label: code?.label ?? '' }} onFinish={submit} data-testid="dd-code-dialog">
        <Form.Item
          name="label"
          label={t('distributor.label')}
          extra={t('distributor.labelHint')}
          rules={[{ max: INVITE_LABEL_MAX, message: t('distributor.labelTooLong') }]}
        >
          <Input placeholder={t('distributor.labelPlaceholder')} maxLength={INVITE_LABEL_MAX} showCount autoFocus data-testid="dd-code-label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The QR code of a code's registration link, read with the token, and its download. */
function QrDialog({ scope, code, onClose }: { scope: DistributorScope; code: InviteCodeView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const file = usePrivateFile(code ? distributorApi.qrPath(scope, code.id) : null);
  return (
    <Modal
      open={code !== null}
      title={code ? t('distributor.qrTitle', { code: code.code }) : ''}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!file.data}
          onClick={() => file.data && code && saveBlob(file.data.blob, `${code.code}.svg`)}
          data-testid="dd-qr-download"
        >
          {t('distributor.downloadQr')}
        </Button>
      }
      destroyOnHidden
      width={360}
    >
      <div className="dd-qr" data-testid="dd-qr">
        {file.isError ? (
          <Alert type="error" showIcon message={errorMessage(file.error, t('distributor.qrFailed'))} />
        ) : file.data ? (
          <img src={file.data.objectUrl} alt={t('distributor.qrAlt')} data-testid="dd-qr-image" />
        ) : (
          <Spin />
        )}
      </div>
      {code && <Typography.Paragraph className="dd-qr-link" copyable={{ text: inviteLink(code.link) }}>{inviteLink(code.link)}</Typography.Paragraph>}
    </Modal>
  );
}

export function InviteCodes({ scope }: { scope: DistributorScope }) {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const codes = useQuery({ ...distributorQueries.codes(scope), meta: { errorToast: 'distributor.codesFailed', serverMessage: true } });
  const toggle = useInviteCodeMutation(scope, (c: InviteCodeView) => distributorApi.updateCode(scope, c.id, { active: !c.active }));
  const [editing, setEditing] = useState<InviteCodeView | null | undefined>(undefined);
  const [qr, setQr] = useState<InviteCodeView | null>(null);

  const copy = async (c: InviteCodeView) => {
    await copyText(inviteLink(c.link));
    message.success(t('distributor.linkCopied'));
  };
  const flip = (c: InviteCodeView) =>
    toggle.mutateAsync(c).then(
      () => message.success(t(c.active ? 'distributor.codeDisabled' : 'distributor.codeEnabled')),
      (error: unknown) => message.error(errorMessage(error, t('distributor.codeSaveFailed'))),
    );

  const columns: TableColumnsType<InviteCodeView> = [
    { title: t('distributor.code'), dataIndex: 'code', key: 'code', render: (code: string) => <span className="dd-code">{code}</span> },
    { title: t('distributor.label'), dataIndex: 'label', key: 'label', render: (label: string | null) => label || <span className="sc-muted">—</span> },
    {
      title: t('distributor.status'),
      key: 'active',
      render: (_, c) => <Tag color={c.active ? 'success' : 'default'} bordered={false}>{t(c.active ? 'distributor.active' : 'distributor.inactive')}</Tag>,
    },
    { title: t('distributor.registrationsAllTime'), dataIndex: 'registrations', key: 'registrations', align: 'right', render: (n: number, c) => <span data-testid={`dd-code-registrations-${c.code}`}>{n}</span> },
    {
      title: t('distributor.link'),
      key: 'link',
      render: (_, c) => (
        <Space size={4}>
          <span className="dd-link sc-secondary" title={inviteLink(c.link)}>{inviteLink(c.link)}</span>
          <Tooltip title={t('distributor.copyLink')}>
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(c)} aria-label={t('distributor.copyLink')} data-testid={`dd-code-copy-${c.code}`} />
          </Tooltip>
        </Space>
      ),
    },
    { title: t('distributor.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (ms: number) => formatDateTime(ms, i18n.language) },
    {
      title: t('distributor.actions'),
      key: 'actions',
      render: (_, c) => (
        <Space size={4} wrap>
          <Tooltip title={t('distributor.showQr')}>
            <Button size="small" icon={<QrcodeOutlined />} onClick={() => setQr(c)} aria-label={t('distributor.showQr')} data-testid={`dd-code-qr-${c.code}`} />
          </Tooltip>
          <Tooltip title={t('distributor.editLabel')}>
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(c)} aria-label={t('distributor.editLabel')} data-testid={`dd-code-edit-${c.code}`} />
          </Tooltip>
          <Button size="small" danger={c.active} onClick={() => void flip(c)} data-testid={`dd-code-toggle-${c.code}`}>
            {t(c.active ? 'distributor.disable' : 'distributor.enable')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Panel
      title={t('distributor.codesTitle')}
      subtitle={t('distributor.codesHint')}
      extra={<CreateButton label={t('distributor.createCode')} onClick={() => setEditing(null)} testId="dd-code-create" />}
      testId="dd-codes"
    >
      {codes.isError && <Alert type="error" showIcon message={t('distributor.codesFailed')} description={errorMessage(codes.error)} />}
      <Table<InviteCodeView>
        rowKey="id"
        columns={columns}
        dataSource={codes.data?.codes ?? []}
        loading={codes.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(c) => ({ 'data-testid': `dd-code-${c.code}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('distributor.noCodes') }}
      />
      <LabelDialog scope={scope} code={editing} onClose={() => setEditing(undefined)} />
      <QrDialog scope={scope} code={qr} onClose={() => setQr(null)} />
    </Panel>
  );
}
