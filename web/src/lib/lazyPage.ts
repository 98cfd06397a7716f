// Lazy page chunks with the spec's load time-out (001 §9: 120 s): a chunk that fails or does not
// arrive in time throws into the route's error element, which offers a retry instead of a blank screen.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`page chunk not loaded within ${ms / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** `load`, or a rejection once `ms` pass without it settling. */
export function withTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A lazy page whose chunk can be asked for before React renders it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export type LazyPage<T extends ComponentType<any> = ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<{ default: T }> };

/**
 * `React.lazy` with the chunk time-out, and `preload()`: the router asks for the chunks of every level of the
 * matched routes at once (an area's shell and its page), where React would ask for the page only once the shell
 * has arrived and rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => (loading ??= withTimeout(load()));
  return Object.assign(lazy(preload), { preload });
}
