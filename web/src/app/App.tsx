// Root component: providers, the router, and the API client's 401 → /login hook.
import { useEffect, useState } from 'react';
import { useApp } from '../lib/useApp';
import { RouterProvider } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { setUnauthorizedHandler } from '../lib/api';
import { paths } from '../lib/paths';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

function AppRouter() {
  const [router] = useState(createAppRouter);
  const { message } = useApp();
  const { t } = useTranslation();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      message.warning(t('errors.sessionExpired'));
      void router.navigate(paths.login, { replace: true });
    });
  }, [router, message, t]);

  return <RouterProvider router={router} />;
}

/** The page's prerendered HTML (scripts/prerender.mjs) is React's from the first commit on: its mark goes. */
function useTakeOver() {
  useEffect(() => {
    delete document.getElementById('root')?.dataset.prerendered;
  }, []);
}

export function App() {
  useTakeOver();
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
