// Auditor shells: material reviewer (/auditors/material/*) and finance reviewer (/auditors/financial/*). Lazily loaded.
// The record pages (materialinformation, financialinformation) need an application id, so they open from the
// lists rather than from the menu.
import {
  AccountBookOutlined,
  AuditOutlined,
  CheckCircleOutlined,
  FileSearchOutlined,
  HomeOutlined,
  PayCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SiderShell, type SiderMenuItem } from './SiderShell';

export function MaterialAuditorLayout() {
  const { t } = useTranslation();
  const menu: SiderMenuItem[] = [
    { key: 'home', label: t('auditor.home'), icon: <HomeOutlined />, to: paths.materialHome, entry: 'material.home' },
    { key: 'review', label: t('auditor.materialReview'), icon: <FileSearchOutlined />, to: paths.materialReview, entry: 'material.review' },
    { key: 'status', label: t('auditor.materialStatus'), icon: <CheckCircleOutlined />, to: paths.materialStatus, entry: 'material.status' },
  ];
  return (
    <SiderShell
      testId="material-auditor-shell"
      consoleName={t('auditor.materialConsole')}
      area="material"
      menu={menu}
    />
  );
}

export function FinancialAuditorLayout() {
  const { t } = useTranslation();
  const menu: SiderMenuItem[] = [
    { key: 'home', label: t('auditor.home'), icon: <HomeOutlined />, to: paths.financialHome, entry: 'financial.home' },
    { key: 'review', label: t('auditor.paymentReview'), icon: <PayCircleOutlined />, to: paths.financialReview, entry: 'financial.review' },
    { key: 'status', label: t('auditor.paymentStatus'), icon: <AccountBookOutlined />, to: paths.financialStatus, entry: 'financial.status' },
    { key: 'material-review', label: t('auditor.financialMaterialReview'), icon: <AuditOutlined />, to: paths.financialMaterialReview, entry: 'financial.materialReview' },
    { key: 'material-status', label: t('auditor.financialMaterialStatus'), icon: <CheckCircleOutlined />, to: paths.financialMaterialStatus, entry: 'financial.materialStatus' },
  ];
  return (
    <SiderShell
      testId="financial-auditor-shell"
      consoleName={t('auditor.financialConsole')}
      area="financial"
      menu={menu}
    />
  );
}
