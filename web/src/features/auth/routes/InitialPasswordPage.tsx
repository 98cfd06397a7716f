// /initial-password: an account an administrator imported signs in with the initial password it was given (by SMS or
// on paper) and must choose its own before anything else — the server refuses every other call until then, and the
// route guard brings every page here. Afterwards the user goes where their login lands.
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordChangeForm } from '../../../components/PasswordChangeForm';
import { fetchCurrentUser } from '../../../lib/currentUser';
import { paths } from '../../../lib/paths';
import { markManualLogout, readSession, refreshUser, sessionHome } from '../../../lib/session';
import { authApi } from '../api';
import { AuthHeader } from '../components/AuthLayout';
import '../auth.css';

export default function InitialPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const saved = async () => {
    refreshUser(await fetchCurrentUser());
    navigate(sessionHome(readSession()) ?? paths.login, { replace: true });
  };

  const leave = async () => {
    await authApi.logout().catch(() => undefined);
    markManualLogout();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <Flex vertical gap="middle" data-testid="initial-password">
      <AuthHeader title={t('auth.initial.title')} subtitle={t('auth.initial.subtitle')} />
      <PasswordChangeForm onSaved={saved} currentLabel={t('auth.initial.current')} submitLabel={t('auth.initial.submit')} />
      <Button type="link" onClick={() => void leave()} data-testid="initial-password-logout">
        {t('auth.initial.logout')}
      </Button>
    </Flex>
  );
}
