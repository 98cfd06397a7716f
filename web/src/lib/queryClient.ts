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
let held = false;

/** The client of the app on screen, made when first asked for (by a route's prefetch before the first render). */
export function queryClient(): QueryClient {
  return (current ??= createQueryClient());
}

/**
 * The client a mounting app renders with: the one a prefetch filled, unless another app on screen holds it (a test's
 * earlier render), then a new one.
 */
export function takeQueryClient(): QueryClient {
  return held ? createQueryClient() : queryClient();
}

/** The providers render with `client` (a route's prefetch now fills it); once they are gone the next start makes a new one. */
export function holdQueryClient(client: QueryClient): () => void {
  current = client;
  held = true;
  return () => {
    if (current !== client) return;
    current = null;
    held = false;
  };
}
