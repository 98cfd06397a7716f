// Route guard: page title per route, access decision per route (see access.ts), redirects with their message,
// and the index elements of the staff areas.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigationType } from 'react-router';
import { useApp } from '../lib/useApp';
import { useTranslation } from '../lib/i18n';
import { useSession } from '../lib/session';
import { areaHome, type AreaId } from '../lib/permissions';
import { paths } from '../lib/paths';
import { resolveAccess, type Access } from './access';

export interface RouteHandle {
  /** i18n key of the page title. */
  title?: string;
  access?: Access;
  /**
   * Asks for the page's data while its chunks load (the queries it renders first, from the address's parameters; each
   * imports its feature's small api module), when the session may open the page.
   */
  prefetch?: (search: URLSearchParams, params: Record<string, string | undefined>) => Promise<unknown>;
}

/** The deepest title and access declared along the matched branch (children override parents). */
export function useRouteHandle(): { title?: string; access: Access; params: Record<string, string | undefined> } {
  const matches = useMatches();
  let title: string | undefined;
  let access: Access = 'public';
  for (const m of matches) {
    const h = m.handle as RouteHandle | undefined;
    if (h?.title) title = h.title;
    if (h?.access) access = h.access;
  }
  return { title, access, params: matches[matches.length - 1]?.params ?? {} };
}

function RedirectWithMessage({ to, message }: { to: string; message?: string }) {
  const { message: toast } = useApp();
  const { t } = useTranslation();
  const shown = useRef(false);
  useEffect(() => {
    if (message && !shown.current) {
      shown.current = true;
      toast.warning(t(message));
    }
  }, [message, t, toast]);
  return <Navigate to={to} replace />;
}

export function RouteGuard() {
  const { title, access, params } = useRouteHandle();
  const session = useSession();
  const { pathname } = useLocation();
  // `t` is a new function after every change of the language or the texts (the site name among them).
  const { t } = useTranslation();

  useEffect(() => {
    document.title = title ? t('app.pageTitle', { page: t(title) }) : t('app.name');
  }, [title, t]);

  // Another page opens at its top (an exam opened from far down the exam centre showed its paper scrolled past the
  // first question); Back leaves the scroll to the browser, and a page's own filters and pages (its search
  // parameters) keep it.
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') document.documentElement.scrollTop = 0;
  }, [pathname, navigationType]);

  const decision = resolveAccess({ access, pathname, params, session });
  if (decision.kind === 'redirect') return <RedirectWithMessage to={decision.to} message={decision.message} />;
  return <Outlet />;
}

/** An area's own path: its first page this user may open (the guard decides the same; this is the element). */
export function AreaIndex({ area }: { area: AreaId }) {
  const session = useSession();
  return <Navigate to={areaHome(area, session) ?? paths.login} replace />;
}

/** /auditors: the stored desk when it is still open, else the first auditor desk the permissions open. */
export function AuditorsIndex() {
  const session = useSession();
  const desks: AreaId[] = session.auditorType ? [session.auditorType, 'material', 'financial'] : ['material', 'financial'];
  const to = desks.map((d) => areaHome(d, session)).find(Boolean) ?? paths.login;
  return <Navigate to={to} replace />;
}
