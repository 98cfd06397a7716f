// /StudentProfile/changepwd: current, new, confirmation (spec 000 §5); this session stays, the others end.
import { useTranslation } from '../../../lib/i18n';
import { Panel } from '../../../components/Panel';
import { PasswordChangeForm } from '../../../components/PasswordChangeForm';
import '../profile.css';

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <Panel title={t('profile.pwdTitle')} subtitle={t('profile.pwdSubtitle')} testId="profile-password">
      <PasswordChangeForm />
    </Panel>
  );
}
