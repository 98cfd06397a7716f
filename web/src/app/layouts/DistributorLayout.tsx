// Distributor (channel dealer) shell around the data dashboard. Lazily loaded.
import { DashboardOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SiderShell } from './SiderShell';

export default function DistributorLayout() {
  const { t } = useTranslation();
  return (
    <SiderShell
      testId="distributor-shell"
      consoleName={t('distributor.console')}
      area="distributor"
      menu={[{ key: 'dashboard', label: t('distributor.dashboard'), icon: <DashboardOutlined />, to: paths.distributor, entry: 'distributor.dashboard' }]}
    />
  );
}
