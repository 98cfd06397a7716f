// /distributor, 数据看板: the signed-in distributor's own figures for the period in the URL, and their invite codes.
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { tabOf } from '../api';
import { DashboardView } from '../components/DashboardView';
import { PeriodSwitch, usePeriod } from '../components/PeriodSwitch';
import { useUrlState } from '../../../components/useUrlState';

export default function DistributorDashboardPage() {
  const { t } = useTranslation();
  const period = usePeriod();
  // The invite codes count all time: the period applies to the overview alone.
  const overview = tabOf(useUrlState().params) === 'overview';
  return (
    <>
      <PageHeader title={t('titles.distributorDashboard')} subtitle={overview ? t('distributor.subtitle', { from: period.from, to: period.to }) : undefined} extra={overview ? <PeriodSwitch /> : undefined} />
      <DashboardView scope={undefined} period={period} />
    </>
  );
}
