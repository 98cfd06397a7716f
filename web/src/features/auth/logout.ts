// Logout shared by every shell: confirm dialog, server revoke, local clean-up, '退出成功', back to /login.
import { useApp } from '../../lib/useApp';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { authApi } from './api';
import { markManualLogout } from '../../lib/session';
import { paths } from '../../lib/paths';

export function useLogout() {
  const { modal, message } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return () =>
    modal.confirm({
      title: t('shell.logoutTitle'),
      content: t('shell.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // The token is dropped locally whatever the server answers; a failed revoke still ends the session here.
        await authApi.logout().catch(() => undefined);
        markManualLogout();
        queryClient.clear();
        message.success(t('shell.logoutSuccess'));
        navigate(paths.login, { replace: true });
      },
    });
}
