// Test helpers: render the app's routes at a path, with fetch answered by a small in-memory API.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router';

export type Handler = (req: { method: string; path: string; query: URLSearchParams; body: unknown }) => { status?: number; data?: unknown; message?: string; error?: string } | undefined;

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  keepalive?: boolean;
}

/** Stubs fetch: each handler may answer; unanswered calls get a 404 envelope. Returns the call log. */
export function serveApi(...handlers: Handler[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      const call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body, keepalive: init.keepalive };
      calls.push(call);
      for (const h of handlers) {
        const answer = h(call);
        if (answer) {
          const status = answer.status ?? 200;
          const code = status === 200 ? 0 : status * 100;
          return new Response(JSON.stringify({ code, message: answer.message ?? 'ok', error: answer.error, data: answer.data ?? null }), { status });
        }
      }
      return new Response(JSON.stringify({ code: 40400, message: '不存在', data: null }), { status: 404 });
    }),
  );
  return calls;
}

export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The root route brings the providers (UiRoot).
  render(<RouterProvider router={router} />);
  return router;
}
