// Vite build of the web app (served by the skillcert binary from web/dist) and its unit-test set-up.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.SKILLCERT_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // react-router's package exports name its development build for every bundler condition; the
    // production build is the same code without its development warnings.
    alias: process.env.VITEST
      ? []
      : [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
  },
  // The build-time prerendering (src/prerender.tsx) runs in Node: everything it imports is bundled into it, as
  // antd's ES modules cannot be imported by Node from node_modules.
  ssr: { noExternal: true },
  server: {
    // The locale test compares zh-CN's refusal texts with the server's catalogue (server/src/refusals.rs).
    fs: { allow: ['.', '../server/src'] },
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Read by scripts/prerender.mjs (which chunks and style sheets a prerendered page needs), then deleted.
    manifest: true,
    rolldownOptions: {
      output: {
        // React is needed by every page: one stable vendor chunk. antd is deliberately not grouped:
        // one antd chunk made the learner entry preload every component that any area uses; left to
        // rolldown, a component lands in the chunks of the pages that import it.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd page tests render whole pages in jsdom; on a loaded 2-core CI machine one can take
    // longer than vitest's default 5 s.
    testTimeout: 20_000,
    // The test files share their workers' jsdom and module cache instead of one fresh process each: the set-up
    // resets storage, cookies and the DOM after every test, and every stub is undone by its test. On 2 cores the
    // import and environment phases fell from 178 s to 7 s.
    isolate: false,
  },
});
