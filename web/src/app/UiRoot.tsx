// The router's root: everything around the pages that needs antd — its theme and locale, the App context (toasts,
// dialogs), the theme's CSS variables, the query client (AppProviders) — the session-expiry hook and the route guard.
// A chunk of its own, asked for with the first page's (preloadRoutes), so the entry carries none of antd.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useApp } from '../lib/useApp';
import { RouteGuard } from './guard';
import { AppProviders } from './providers';

/** The API client's 401: the toast (one, however many requests were refused at once), then the login page. */
function SessionExpiry() {
  const navigate = useNavigate();
  const { message } = useApp();
  const { t } = useTranslation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      message.warning({ content: t('errors.sessionExpired'), key: 'session-expired' });
      void navigate(paths.login, { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, message, t]);
  return null;
}

export default function UiRoot() {
  return (
    <AppProviders>
      <SessionExpiry />
      <RouteGuard />
    </AppProviders>
  );
}
