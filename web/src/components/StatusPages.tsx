// Honest status pages: a feature not released yet, the 404 page, the lazy-chunk loader and its failure.
import { Button, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionHome, useSession } from '../lib/session';
import { Logo } from './Logo';
import { PreferenceSwitches } from './PreferenceSwitches';
import './components.css';
import './page.css';

/** Shown by every page whose feature is not released yet; it never shows made-up data. */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" className="sc-panel sc-status-page" data-testid="page-unavailable">
      <Result
        icon={
          <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
            <rect x="12" y="14" width="96" height="68" rx="10" fill="var(--sc-fill)" />
            <rect x="24" y="28" width="48" height="8" rx="4" fill="var(--sc-primary)" opacity=".55" />
            <rect x="24" y="44" width="72" height="6" rx="3" fill="var(--sc-border)" />
            <rect x="24" y="56" width="60" height="6" rx="3" fill="var(--sc-border)" />
            <circle cx="92" cy="30" r="10" fill="var(--sc-primary)" opacity=".2" />
            <path d="M92 24v7l4 3" stroke="var(--sc-primary)" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          </svg>
        }
        title={t('unavailable.title')}
        subTitle={t('unavailable.description')}
      />
    </Flex>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  const session = useSession();
  const home = sessionHome(session) ?? '/login';
  return (
    <Flex vertical className="sc-screen" data-testid="page-not-found">
      <Flex component="header" justify="space-between" align="center" className="sc-notfound-header">
        <Link to={home}>
          <Logo size={28} />
        </Link>
        <PreferenceSwitches />
      </Flex>
      <Result
        style={{ margin: 'auto', paddingBottom: 96 }}
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.subtitle')}
        extra={
          <Link to={home}>
            <Button type="primary">{t('notFound.backHome')}</Button>
          </Link>
        }
      />
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
      <Result
        status="warning"
        title={t('common.pageLoadFailed')}
        subTitle={t('common.pageLoadFailedHint')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()} data-testid="page-load-retry">
            {t('common.retry')}
          </Button>
        }
      />
    </Flex>
  );
}
