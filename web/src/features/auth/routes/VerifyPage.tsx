// /verify (no login): anyone checks a certificate — by the QR code's link (?t=token), or by its serial number and the
// holder's full name. The answer says valid or revoked (since when), with the holder's name masked, what it certifies
// and who issued it; and reminds the reader to check that the page is on the training centre's own site.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Spin, Tag } from 'antd';
import { Result } from '../../../components/Result';
import { SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { optionLabel } from '../../../lib/optionLabels';
import { certificateVerifyRules, formRules } from '../../../lib/validation';
import { certificateApi } from '../../../lib/certificates';
import { AuthHeader } from '../components/AuthLayout';
import type { CertificateCheck } from '../../../lib/api-types';
import '../auth.css';

interface Values {
  number: string;
  name: string;
}

function Outcome({ check }: { check: CertificateCheck }) {
  const { t, i18n } = useTranslation();
  const valid = check.status === 'valid';
  return (
    <div className="sc-verify-result" data-testid="verify-result" data-status={check.status}>
      <Result
        status={valid ? 'success' : 'error'}
        icon={<SafetyCertificateOutlined />}
        title={valid ? t('certificates.valid') : t('certificates.revoked')}
        subTitle={!valid && check.revokedAt ? t('certificates.revokedAt', { time: formatDateTime(check.revokedAt, i18n.language) }) : undefined}
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'status', label: t('certificates.status'), children: <Tag color={valid ? 'green' : 'red'}>{valid ? t('certificates.valid') : t('certificates.revoked')}</Tag> },
          { key: 'number', label: t('certificates.number'), children: check.number },
          { key: 'holder', label: t('certificates.holder'), children: check.holder },
          { key: 'occupation', label: t('certificates.occupation'), children: check.occupation || '—' },
          { key: 'level', label: t('certificates.level'), children: optionLabel(t, 'certificateLevel', check.level) },
          { key: 'course', label: t('certificates.course'), children: check.course },
          { key: 'date', label: t('certificates.issueDate'), children: check.issueDate },
          { key: 'authority', label: t('certificates.authority'), children: check.authority },
          { key: 'organisation', label: t('certificates.organisation'), children: check.organisation || '—' },
        ]}
      />
    </div>
  );
}

export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('t');
  const [form] = Form.useForm<Values>();
  // The QR code's link checks at once; the form checks by number and name.
  const byToken = useQuery({ queryKey: ['verify', token], queryFn: () => certificateApi.verifyByToken(token as string), enabled: !!token, retry: false, staleTime: 0 });
  const byNumber = useMutation({ mutationFn: (v: Values) => certificateApi.verifyByNumber(v.number.trim(), v.name.trim()) });
  const shown = token ? byToken : byNumber;
  const check = shown.data ?? null;
  const error = shown.error ? errorMessage(shown.error) : null;

  return (
    <div className="sc-verify" data-testid="verify-page">
      <AuthHeader title={t('certificates.verifyTitle')} subtitle={t('certificates.verifySubtitle')} />
      <Alert type="info" showIcon className="sc-verify-site" message={t('certificates.checkSite', { site: window.location.host })} data-testid="verify-site" />
      {!token && (
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => byNumber.mutate(v)}>
          <Form.Item name="number" label={t('certificates.number')} rules={formRules(certificateVerifyRules, 'number', t)}>
            <Input size="large" autoComplete="off" data-testid="verify-number" />
          </Form.Item>
          <Form.Item name="name" label={t('certificates.holderName')} rules={formRules(certificateVerifyRules, 'name', t)}>
            <Input size="large" autoComplete="off" data-testid="verify-name" />
          </Form.Item>
          <Button type="primary" size="large" htmlType="submit" block icon={<SearchOutlined />} loading={byNumber.isPending} data-testid="verify-submit">
            {t('certificates.verify')}
          </Button>
        </Form>
      )}
      {token && byToken.isPending && <Spin className="sc-verify-spin" />}
      {error && <Alert type="error" showIcon className="sc-verify-error" message={error} data-testid="verify-error" />}
      {check && <Outcome check={check} />}
    </div>
  );
}
