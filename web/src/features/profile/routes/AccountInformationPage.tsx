// /root/information: a staff member's own account — the learner's basic info, personal data and password forms
// (same components, rules and calls), as tabs kept in ?tab=.
import { Tabs } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlState } from '../../../components/useUrlState';
import BasicInfoPage from './BasicInfoPage';
import PersonInfoPage from './PersonInfoPage';
import ChangePasswordPage from './ChangePasswordPage';

const TABS = ['basic', 'person', 'password'] as const;
type Tab = (typeof TABS)[number];

export default function AccountInformationPage() {
  const { t } = useTranslation();
  const { get, set } = useUrlState();
  const asked = get('tab') as Tab;
  const tab: Tab = TABS.includes(asked) ? asked : 'basic';

  return (
    <div data-testid="account-information">
      <PageHeader title={t('titles.adminInformation')} subtitle={t('profile.accountSubtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key === 'basic' ? null : key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'basic', label: t('shell.basicInfo'), children: <BasicInfoPage /> },
          { key: 'person', label: t('shell.personInfo'), children: <PersonInfoPage /> },
          { key: 'password', label: t('shell.changePwd'), children: <ChangePasswordPage /> },
        ]}
      />
    </div>
  );
}
