// The entry's share of the status pages: the lazy-chunk loader, its failure, and the 404 page's frame. They
// stay light: antd's Result carries its 403/404/500 illustrations, which no first page needs, so the failure
// screen has Result's "warning" look in plain markup and the 404 page's Result (StatusPages) is a lazy chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Flex, Spin } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { sessionHome, useSession } from '../lib/session';
import { Logo } from './Logo';
import './components.css';
import './page.css';

// The switches' dropdown and tooltip are no part of a first paint: loaded with the 404 page only.
const PreferenceSwitches = lazy(() => import('./PreferenceSwitches').then((m) => ({ default: m.PreferenceSwitches })));

/** Where the 404 page leads back to: the session's home, else the login page. */
export function useNotFoundHome(): string {
  return sessionHome(useSession()) ?? '/login';
}

/** The 404 page around its message: the logo (a link home) and the language/theme switches. */
export function NotFoundFrame({ children }: { children: ReactNode }) {
  const home = useNotFoundHome();
  return (
    <Flex vertical className="sc-screen" data-testid="page-not-found">
      <Flex component="header" justify="space-between" align="center" className="sc-notfound-header">
        <Link to={home}>
          <Logo size={28} />
        </Link>
        <Suspense fallback={null}>
          <PreferenceSwitches />
        </Suspense>
      </Flex>
      {children}
    </Flex>
  );
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" className="sc-page-loader" role="status">
      <Spin size="large" />
      <span className="sc-visually-hidden">{t('common.loading')}</span>
    </Flex>
  );
}

/** A page that failed to load (its chunk failed or timed out, or it threw): retry reloads the app. */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" className="sc-screen" data-testid="page-load-failed">
      <div className="sc-load-failed" role="alert">
        <ExclamationCircleFilled className="sc-load-failed-icon" />
        <div className="sc-load-failed-title">{t('common.pageLoadFailed')}</div>
        <div className="sc-load-failed-subtitle">{t('common.pageLoadFailedHint')}</div>
        <div className="sc-load-failed-extra">
          <Button type="primary" onClick={() => window.location.reload()} data-testid="page-load-retry">
            {t('common.retry')}
          </Button>
        </div>
      </div>
    </Flex>
  );
}
