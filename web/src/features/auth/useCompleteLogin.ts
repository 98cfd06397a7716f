// After any successful login answer: store the session and route the active role to its area (spec 000 §4).
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePathForRole, saveLogin } from '../../lib/session';
import type { LoginAnswer } from '../../lib/api-types';

export function useCompleteLogin() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();

  /** Returns false (and says why) when the answer's role has no area. */
  return (answer: LoginAnswer, options: { guest?: boolean } = {}): boolean => {
    const role = saveLogin(answer, options);
    const target = homePathForRole(role);
    if (!role || !target) {
      message.error(t('auth.login.roleMismatch'));
      return false;
    }
    message.success(t('auth.login.success'));
    navigate(target, { replace: true });
    return true;
  };
}
