// /StudentProfile/career: the openings the training centre referred the learner to (company, position, city, salary,
// where it stands, when referred and last updated); before any, what brings one.
import { Button, Descriptions, Empty, Flex } from 'antd';
import { BankOutlined, BookOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ReferralStatusTag } from '../../../components/CareerTags';
import { Panel } from '../../../components/Panel';
import { formatSalary } from '../../../lib/career';
import { formatDateTime } from '../../../lib/exam';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { profileQueries } from '../api';
import { ProfileLoadFailed, ProfileLoading } from '../components/ProfileLoadState';
import type { OwnReferral } from '../../../lib/api-types';
import '../profile.css';

function ReferralCard({ r }: { r: OwnReferral }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="sc-card sc-pf-career" data-testid={`career-referral-${r.id}`}>
      <Flex align="flex-start" gap="small" className="sc-pf-career-head">
        <BankOutlined className="sc-pf-career-icon" />
        <Flex vertical className="sc-grow sc-pf-career-names">
          <h3 className="sc-pf-career-title">{r.positionTitle}</h3>
          <span className="sc-secondary">{r.company}</span>
        </Flex>
        <ReferralStatusTag status={r.status} label={r.statusLabel} testId={`career-referral-status-${r.id}`} />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'city', label: t('profile.careerCity'), children: r.city },
          { key: 'salary', label: t('profile.careerSalary'), children: <span className="sc-strong">{formatSalary(r.salaryMin, r.salaryMax, t)}</span> },
          { key: 'referredAt', label: t('profile.careerReferredAt'), children: formatDateTime(r.createdAt, i18n.language) },
          { key: 'updatedAt', label: t('profile.careerUpdatedAt'), children: formatDateTime(r.updatedAt, i18n.language) },
        ]}
      />
    </article>
  );
}

export default function CareerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const list = useQuery({ ...profileQueries.careerReferrals(user?.id), meta: { errorToast: 'profile.careerFailed' } });

  let body;
  if (list.isPending) body = <ProfileLoading />;
  else if (list.isError) body = <ProfileLoadFailed text={t('profile.careerFailed')} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span className="sc-strong">{t('profile.noCareer')}</span>} data-testid="career-empty">
        <p className="sc-secondary sc-pf-cert-empty">{t('profile.noCareerHint')}</p>
        <Button type="primary" icon={<BookOutlined />} onClick={() => navigate(paths.classroom)}>
          {t('profile.goClassroom')}
        </Button>
      </Empty>
    );
  else
    body = (
      <div className="sc-pf-certs" data-testid="career-list">
        {list.data.map((r) => (
          <ReferralCard key={r.id} r={r} />
        ))}
      </div>
    );

  return (
    <Panel title={t('titles.profileCareer')} subtitle={t('profile.careerSubtitle')} testId="profile-career">
      {body}
    </Panel>
  );
}
