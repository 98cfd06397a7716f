// /distributor, 数据看板: the signed-in distributor's own figures for the period in the URL, and their invite codes.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { DashboardView } from '../components/DashboardView';
import { PeriodSwitch, usePeriod } from '../components/PeriodSwitch';

export default function DistributorDashboardPage() {
  const { t } = useTranslation();
  const period = usePeriod();
  return (
    <>
      <PageHeader title={t('titles.distributorDashboard')} subtitle={t('distributor.subtitle', { from: period.from, to: period.to })} extra={<PeriodSwitch />} />
      <DashboardView scope={undefined} period={period} />
    </>
  );
}
