// /StudentProfile/certificate: the learner's certificates (course, number, level, date, issuing authority) with the
// official look-up site to verify them; before any is issued, what brings one.
import { Button, Descriptions, Empty, Flex } from 'antd';
import { ExportOutlined, FormOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { optionLabel } from '../../../lib/optionLabels';
import { CERTIFICATE_QUERY_URL, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
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
  return (
    <article className="sc-card sc-pf-cert" data-testid={`certificate-${c.number}`}>
      <Flex align="center" gap="small" className="sc-pf-cert-head">
        <SafetyCertificateOutlined className="sc-pf-cert-icon" />
        <h3 className="sc-pf-cert-course">{c.courseName}</h3>
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
        ]}
      />
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
          <CertificateCard key={`${c.courseId}-${c.number}`} c={c} />
        ))}
      </div>
    );

  return (
    <Panel title={t('titles.profileCertificate')} subtitle={t('profile.certificatesSubtitle')} extra={<OfficialLookup />} testId="profile-certificates">
      {body}
    </Panel>
  );
}
