// The app's query client, made in the entry: a route asks for its page's data while the page's chunks load (router.tsx
// `preloadRoutes` → the route's `prefetch`), so the page draws its data in its first render instead of asking for it
// after that render and drawing twice. The app's providers (providers.tsx) render with it and say what a failed query
// shows.
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';

type QueryErrorHandler = (error: Error, query: Query<unknown, unknown, unknown>) => void;

let onError: QueryErrorHandler = () => undefined;

/** What a failed query does from now on (the providers: the toast its meta names). */
export function setQueryErrorHandler(handler: QueryErrorHandler): void {
  onError = handler;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query as Query<unknown, unknown, unknown>) }),
    defaultOptions: {
      // The API client already repeats safe failures; Query must not multiply them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let current: QueryClient | null = null;

/** The client of the app on screen, made when first asked for (by a route's prefetch before the first render, or by the providers). */
export function queryClient(): QueryClient {
  return (current ??= createQueryClient());
}

/** The providers render with `client`; once they are gone (a test's end) the next start makes a new one. */
export function holdQueryClient(client: QueryClient): () => void {
  current = client;
  return () => {
    if (current === client) current = null;
  };
}
