// Honest status pages: a feature not released yet and the 404 page. Not in the entry (antd's Result carries its
// illustrations): the router loads the 404 page from here when a path matches nothing.
import { Button, Flex, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { sessionHome, useSession } from '../lib/session';
import { Logo } from './Logo';
import { PreferenceSwitches } from './PreferenceSwitches';
import './components.css';
import './page.css';

/** Where the 404 page leads back to: the session's home, else the login page. */
function useNotFoundHome(): string {
  return sessionHome(useSession()) ?? '/login';
}

/** The page of a path that matches nothing, outside every shell: the logo (a link home), the language/theme switches
 * and the message. */
export function NotFoundPage() {
  const home = useNotFoundHome();
  return (
    <Flex vertical className="sc-screen" data-testid="page-not-found">
      <Flex component="header" justify="space-between" align="center" className="sc-notfound-header">
        <Link to={home}>
          <Logo size={28} />
        </Link>
        <PreferenceSwitches />
      </Flex>
      <NotFoundResult />
    </Flex>
  );
}

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

/** The 404 page's message (in NotFoundPage, and inside a shell in NotFound). */
export function NotFoundResult() {
  const { t } = useTranslation();
  const home = useNotFoundHome();
  return (
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
  );
}

/** A 404 inside a shell (an address that names nothing of this user's): the shell's header is already there, so no frame. */
export function NotFound() {
  return (
    <Flex align="center" justify="center" className="sc-panel sc-status-page" data-testid="page-not-found">
      <NotFoundResult />
    </Flex>
  );
}
