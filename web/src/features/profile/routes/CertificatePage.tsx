// /StudentProfile/certificate: the learner's certificates (course, number, level, date, issuing authority, valid or
// revoked), each downloadable as the PDF and with its public verification link, and the official look-up site; before
// any is issued, what brings one.
import { useState } from 'react';
import { Button, Descriptions, Empty, Flex, Tag } from 'antd';
import { DownloadOutlined, ExportOutlined, FormOutlined, LinkOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { optionLabel } from '../../../lib/optionLabels';
import { CERTIFICATE_QUERY_URL, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useApp } from '../../../lib/useApp';
import { certificateApi } from '../../../lib/certificates';
import { profileQueries } from '../api';
import { ProfileLoadFailed, ProfileLoading } from '../components/ProfileLoadState';
import type { LearnerCertificate } from '../../../lib/api-types';
import '../profile.css';

function OfficialLookup() {
  const { t } = useTranslation();
  return (
    <Button href={CERTIFICATE_QUERY_URL} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />} data-testid="certificate-lookup">
      {t('profile.certificateLookup')}
    </Button>
  );
}

function CertificateCard({ c }: { c: LearnerCertificate }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const revoked = c.revokedAt !== null && c.revokedAt !== undefined;
  const download = () => {
    setBusy(true);
    certificateApi
      .downloadOwn(c.id, c.number)
      .catch(() => message.error(t('certificates.downloadFailed')))
      .finally(() => setBusy(false));
  };
  return (
    <article className="sc-card sc-pf-cert" data-testid={`certificate-${c.number}`} data-status={revoked ? 'revoked' : 'valid'}>
      <Flex align="center" gap="small" className="sc-pf-cert-head">
        <SafetyCertificateOutlined className="sc-pf-cert-icon" />
        <h3 className="sc-pf-cert-course">{c.courseName}</h3>
        <Tag color={revoked ? 'red' : 'green'}>{revoked ? t('certificates.revoked') : t('certificates.valid')}</Tag>
      </Flex>
      <Descriptions
        size="small"
        column={1}
        className="sc-pf-cert-body"
        items={[
          { key: 'number', label: t('profile.certificateNumber'), children: <span className="sc-strong sc-pf-cert-number">{c.number}</span> },
          { key: 'level', label: t('profile.certificateLevel'), children: optionLabel(t, 'certificateLevel', c.level) },
          { key: 'date', label: t('profile.certificateDate'), children: c.date },
          { key: 'authority', label: t('profile.certificateAuthority'), children: c.authority },
          ...(revoked && c.revokeReason ? [{ key: 'revoked', label: t('certificates.revoked'), children: c.revokeReason }] : []),
        ]}
      />
      {!revoked && (
        <Flex gap="small" wrap className="sc-pf-cert-actions">
          <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid="certificate-download">
            {t('certificates.download')}
          </Button>
          <Button icon={<LinkOutlined />} href={`${paths.verify}?t=${c.token}`} target="_blank" rel="noopener noreferrer" data-testid="certificate-verify-link">
            {t('certificates.verifyLink')}
          </Button>
        </Flex>
      )}
    </article>
  );
}

export default function CertificatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const list = useQuery({ ...profileQueries.certificates(user?.id), meta: { errorToast: 'profile.certificatesFailed' } });

  let body;
  if (list.isPending) body = <ProfileLoading />;
  else if (list.isError) body = <ProfileLoadFailed text={t('profile.certificatesFailed')} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span className="sc-strong">{t('profile.noCertificates')}</span>} data-testid="certificates-empty">
        <p className="sc-secondary sc-pf-cert-empty">{t('profile.noCertificatesHint')}</p>
        <Button type="primary" icon={<FormOutlined />} onClick={() => navigate(paths.examCenter)}>
          {t('profile.goExamCenter')}
        </Button>
      </Empty>
    );
  else
    body = (
      <div className="sc-pf-certs" data-testid="certificate-list">
        {list.data.map((c) => (
          <CertificateCard key={c.id} c={c} />
        ))}
      </div>
    );

  return (
    <Panel title={t('titles.profileCertificate')} subtitle={t('profile.certificatesSubtitle')} extra={<OfficialLookup />} testId="profile-certificates">
      {body}
    </Panel>
  );
}
