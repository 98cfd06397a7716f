// Vitest set-up: jsdom gaps antd relies on, i18n initialised (with the signed-in pages' and the staff areas' texts,
// which the app loads with an area's shell: tests render pages on their own), storage reset between tests.
import { loadTexts } from '../lib/i18n';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

await loadTexts('learner', 'staff');

// Pages and area shells are lazy chunks: a test's first render of one waits for its modules to be
// transformed, which can take longer than findBy's default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom has no canvas; the captcha only needs a context that accepts drawing calls.
HTMLCanvasElement.prototype.getContext = function getContext() {
  return new Proxy(
    {},
    {
      get: (_t, prop) => (prop === 'measureText' ? () => ({ width: 10 }) : () => undefined),
      set: () => true,
    },
  );
} as unknown as HTMLCanvasElement['getContext'];

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
