// After any successful login answer: store the session and go where it lands (spec 000 §4, by permissions: lib/permissions.ts).
import { useApp } from '../../lib/useApp';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { readSession, saveLogin, sessionHome } from '../../lib/session';
import type { LoginAnswer } from '../../lib/api-types';

export function useCompleteLogin() {
  const { message } = useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();

  /** Returns false (and says why) when the answer opens no area. */
  return (answer: LoginAnswer, options: { guest?: boolean } = {}): boolean => {
    const role = saveLogin(answer, options);
    const target = role ? sessionHome(readSession()) : null;
    if (!role || !target) {
      message.error(t('auth.login.roleMismatch'));
      return false;
    }
    message.success(t('auth.login.success'));
    // An imported account chooses its own password before anything else.
    navigate(answer.user.mustChangePassword ? paths.initialPassword : target, { replace: true });
    return true;
  };
}
