// The screen's width class, read from matchMedia during the first render. antd's Grid.useBreakpoint answers {} until
// its effect has run, so a phone first rendered (and styled) the desktop header menu with its tooltips, then threw it
// away: one wasted render of the heaviest components on every learner page's first load.
import { useSyncExternalStore } from 'react';

/** antd's breakpoints (its Grid's lg starts at 992 px, sm at 576 px), as media queries. */
export const SCREEN = {
  /** At least 992 px: the header menu, the side-by-side layouts. */
  lg: '(min-width: 992px)',
  /** At least 576 px. */
  sm: '(min-width: 576px)',
  /** At most 575 px: a phone upright. */
  xs: '(max-width: 575px)',
} as const;

/**
 * Whether `query` (one of `SCREEN`) matches now; the component renders again when that changes. A prerendered page
 * (src/prerender.tsx) is rendered, and hydrated, as on a phone upright; a wider screen renders again at once.
 */
export function useScreen(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => query === SCREEN.xs,
  );
}
