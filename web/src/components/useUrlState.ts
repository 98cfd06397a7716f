// The page's URL search parameters as its state: read a parameter, the ?page= number, and change several at once.
import { useLocation, useSearchParams } from 'react-router';
import { pageParam, textParam } from '../lib/searchParams';

export type UrlChanges = Record<string, string | number | null | undefined>;

/**
 * The newest parameters of this page. The router renders a navigation in a transition: until React commits it, a
 * render caused by typing (and the handlers it makes) still holds the previous parameters, so a search typed right
 * after picking a filter would bring back the filter just removed. The address bar already shows the navigation, so
 * on this page it is read from there (a memory router in the unit tests has another address: its own parameters).
 */
function newest(current: URLSearchParams, pathname: string): URLSearchParams {
  return window.location.pathname === pathname ? new URLSearchParams(window.location.search) : new URLSearchParams(current);
}

export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  /** A parameter's trimmed text; '' when it is absent. */
  const get = (name: string) => textParam(params, name);

  /** Sets each named parameter; null, undefined and '' remove it. The others stay as they are. */
  const set = (changes: UrlChanges, options?: { replace?: boolean }) =>
    setParams((current) => {
      const next = newest(current, pathname);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    }, options);

  /** The 1-based ?page= (1 when absent or not a number); page 1 is written as no parameter. */
  const page = pageParam(params);
  const setPage = (p: number) => set({ page: p > 1 ? p : null });

  return { params, get, set, page, setPage };
}
