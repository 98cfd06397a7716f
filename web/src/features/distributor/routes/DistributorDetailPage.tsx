// /root/distributors/:userId: the administrator's view of one distributor's dashboard and invite codes, the same
// components the distributor sees, for the period in the URL.
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { NotFound } from '../../../components/StatusPages';
import { paths } from '../../../lib/paths';
import { periodSearch } from '../dashboard';
import { distributorQueries, tabOf } from '../api';
import { DashboardView } from '../components/DashboardView';
import { PeriodSwitch, usePeriod } from '../components/PeriodSwitch';
import { useUrlState } from '../../../components/useUrlState';

export default function DistributorDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const period = usePeriod();
  // The invite codes count all time: the period applies to the overview alone.
  const overview = tabOf(useUrlState().params) === 'overview';
  // The name comes from the comparison of the same period (usually cached from the list the administrator came from).
  const comparison = useQuery({ ...distributorQueries.comparison(period), enabled: Number.isInteger(userId) && userId > 0 });
  if (!Number.isInteger(userId) || userId <= 0) return <NotFound />;
  const row = comparison.data?.distributors.find((d) => d.userId === userId);
  const name = row ? row.name || row.username : '';

  return (
    <>
      <PageHeader
        title={
          <span data-testid="dd-distributor-name">
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(`${paths.adminDistributors}${periodSearch(period)}`)} aria-label={t('common.back')} data-testid="dd-back" />
            {name ? t('distributor.detailTitle', { name }) : t('titles.adminDistributor')}
          </span>
        }
        subtitle={overview ? t('distributor.subtitle', { from: period.from, to: period.to }) : undefined}
        extra={overview ? <PeriodSwitch /> : undefined}
      />
      <DashboardView scope={userId} period={period} />
    </>
  );
}
