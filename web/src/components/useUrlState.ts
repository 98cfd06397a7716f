// The page's URL search parameters as its state: read a parameter, the ?page= number, and change several at once.
import { useSearchParams } from 'react-router';

export type UrlChanges = Record<string, string | number | null | undefined>;

export function useUrlState() {
  const [params, setParams] = useSearchParams();

  /** A parameter's trimmed text; '' when it is absent. */
  const get = (name: string) => params.get(name)?.trim() ?? '';

  /** Sets each named parameter; null, undefined and '' remove it. The others stay as they are. */
  const set = (changes: UrlChanges, options?: { replace?: boolean }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    }, options);

  /** The 1-based ?page= (1 when absent or not a number); page 1 is written as no parameter. */
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (p: number) => set({ page: p > 1 ? p : null });

  return { params, get, set, page, setPage };
}
