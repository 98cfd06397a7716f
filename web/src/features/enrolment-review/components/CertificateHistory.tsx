// The certificates of one application as the desks see them (material reviewers, certificate:manage): each one issued —
// the current and those replaced or revoked — with its status, who issued it, how often it was verified on the public
// page; the PDF of a valid one, and revocation with a reason (certificate:manage).
import { Button, Flex, Form, Input, Modal, Tag, Timeline } from 'antd';
import { DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { PERMISSION } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useApp } from '../../../lib/useApp';
import { CERTIFICATE_REVOKE_REASON_MAX, certificateRevokeRules, formRules } from '../../../lib/validation';
import { certificateApi, certificateQueries, useRevokeCertificate } from '../../../lib/certificates';
import type { IssuedCertificate } from '../../../lib/api-types';

function RevokeDialog({ certificate, onClose }: { certificate: IssuedCertificate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useRevokeCertificate();
  const submit = async () => {
    if (!certificate) return;
    const { reason } = await form.validateFields();
    try {
      await revoke.mutateAsync({ id: certificate.id, reason: reason.trim() });
      message.success(t('certificates.revokedDone'));
      onClose();
    } catch (error) {
      if (Object.keys(setFieldErrors(form, error, ['reason'])).length === 0) message.error(errorMessage(error));
    }
  };
  return (
    <Modal
      open={certificate !== null}
      title={t('certificates.revokeTitle', { number: certificate?.number ?? '' })}
      okText={t('certificates.revoke')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: revoke.isPending, ...({ 'data-testid': 'certificate-revoke-ok' } as object) }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <p className="sc-secondary">{t('certificates.revokeHint')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('certificates.revokeReason')} rules={formRules(certificateRevokeRules, 'reason', t)}>
          <Input.TextArea rows={3} maxLength={CERTIFICATE_REVOKE_REASON_MAX} showCount data-testid="certificate-revoke-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CertificateHistory({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const { permissions } = useSession();
  const mayRevoke = permissions.includes(PERMISSION.certificateManage);
  const history = useQuery(certificateQueries.history(applicationId));
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  if (!history.data || history.data.length === 0) return null;

  const download = (c: IssuedCertificate) =>
    certificateApi.downloadAny(c.id, c.number).catch(() => message.error(t('certificates.downloadFailed')));

  return (
    <div className="sc-cert-history" data-testid="certificate-history">
      <Timeline
        items={history.data.map((c) => {
          const state = c.revokedAt ? (c.replacedBy ? 'replaced' : 'revoked') : 'valid';
          return {
            key: c.id,
            color: state === 'valid' ? 'green' : state === 'replaced' ? 'gray' : 'red',
            children: (
              <Flex vertical gap={2} data-testid="certificate-history-entry" data-state={state}>
                <Flex wrap gap="small" align="center">
                  <span className="sc-strong">{c.number}</span>
                  <Tag color={state === 'valid' ? 'green' : state === 'replaced' ? 'default' : 'red'}>{t(`certificates.state_${state}`)}</Tag>
                  <span className="sc-muted sc-small" data-testid="certificate-verifications">
                    {t('certificates.verifications', { count: c.verifications })}
                  </span>
                </Flex>
                <span className="sc-muted sc-small">
                  {t('certificates.issuedBy', { time: formatDateTime(c.issuedAt, i18n.language), name: c.issuedBy ?? '—' })}
                  {c.lastVerifiedAt ? ` · ${t('certificates.lastVerified', { time: formatDateTime(c.lastVerifiedAt, i18n.language) })}` : ''}
                </span>
                {c.revokedAt && (
                  <span className="sc-reason">
                    {t('certificates.revokedBy', { time: formatDateTime(c.revokedAt, i18n.language), name: c.revokedBy ?? '—', reason: c.revokeReason ?? '' })}
                  </span>
                )}
                {state === 'valid' && (
                  <Flex gap="small" wrap className="sc-cert-history-actions">
                    <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(c)} data-testid="certificate-pdf">
                      {t('certificates.downloadPdf')}
                    </Button>
                    {mayRevoke && (
                      <Button size="small" danger icon={<StopOutlined />} onClick={() => setRevoking(c)} data-testid="certificate-revoke">
                        {t('certificates.revoke')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Flex>
            ),
          };
        })}
      />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
