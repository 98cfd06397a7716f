// How a page reads its address's search parameters (components/useUrlState.ts), also where no component renders: a
// route's prefetch (router.tsx) asks for the same data the page will, from the same address.

/** A parameter's trimmed text; '' when it is absent. */
export function textParam(search: URLSearchParams, name: string): string {
  return search.get(name)?.trim() ?? '';
}

/** The 1-based ?page= (1 when absent or not a number). */
export function pageParam(search: URLSearchParams): number {
  return Math.max(1, Number(search.get('page')) || 1);
}
