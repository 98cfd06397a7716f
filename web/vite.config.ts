// Vite build of the web app (served by the skillcert binary from web/dist) and its unit-test set-up.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const apiTarget = process.env.SKILLCERT_API ?? 'http://127.0.0.1:8080';

/** The modules a learner's page starts from: the root route, the learner shell and the learner features' pages. */
const LEARNER_ROOTS = /[\\/]src[\\/](app[\\/](UiRoot|layouts[\\/]LearnerLayout)\.tsx$|features[\\/](auth|courses|enrolment|exams|learning|messages|profile)[\\/]routes[\\/])/;

/** The library's index modules, which re-export every component or icon: only what is imported through them is followed. */
const BARRELS: [RegExp, RegExp, (name: string) => string][] = [
  [/[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/, /import\s*\{([^}]+)\}\s*from\s*["']antd["']/g, (name) => `/antd/es/${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}/index.js`],
  [/[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/, /import\s*\{([^}]+)\}\s*from\s*["']@ant-design\/icons["']/g, (name) => `/@ant-design/icons/es/icons/${name}.js`],
];

/**
 * The library code (antd, its rc-* parts, icons, query) of the learner's shell and of at least a third of the learner's
 * pages, found once the module graph is known: it becomes one chunk (`learner-ui`) instead of ~80 of a few hundred
 * bytes to a few KB that each page asked for (a phone on a slow network waited for each round of requests; one chunk
 * also compresses better: each page now downloads fewer bytes than before). The rest (a date picker, an upload, a
 * table of a few pages) stays with those pages, and what the entry uses stays in the entry. The antd components the
 * learner's pages import are written to `.vite/learner-antd.json`, for scripts/prerender.mjs to build their styles.
 */
function learnerUi(modules: Set<string>): Plugin {
  const antdNames = new Set<string>();
  return {
    name: 'skillcert-learner-ui',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const byPath = (suffix: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(suffix));
      /** Every module `from` imports statically, directly or not (through a barrel only what is named, the antd names into `found`). */
      const reach = (from: string[], found = new Set<string>()) => {
        const seen = new Set<string>();
        const todo = [...from];
        while (todo.length) {
          const id = todo.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? []) {
            const barrel = BARRELS.find(([test]) => test.test(next));
            if (!barrel) todo.push(next);
            else
              for (const m of (info?.code ?? '').matchAll(barrel[1]))
                for (const name of m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
                  if (/^[A-Z]\w*$/.test(name)) {
                    if (barrel === BARRELS[0]) found.add(name);
                    todo.push(...[byPath(barrel[2](name))].filter((x) => x !== undefined));
                  }
          }
        }
        return seen;
      };
      const entry = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const roots = ids.filter((id) => LEARNER_ROOTS.test(id));
      const pagesUsing = new Map<string, number>();
      for (const root of roots) {
        // The root route and the shell come with every page.
        const weight = /[\\/]src[\\/]app[\\/]/.test(root) ? roots.length : 1;
        for (const id of reach([root], antdNames))
          if (/[\\/]node_modules[\\/]/.test(id) && !entry.has(id)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + weight);
      }
      for (const [id, count] of pagesUsing) if (count * 3 >= roots.length) modules.add(id);
    },
    generateBundle() {
      if (antdNames.size) this.emitFile({ type: 'asset', fileName: '.vite/learner-antd.json', source: JSON.stringify([...antdNames].sort()) });
    },
  };
}
const learnerUiModules = new Set<string>();

export default defineConfig({
  plugins: [react(), learnerUi(learnerUiModules)],
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
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'learner-ui', test: (id) => learnerUiModules.has(id), priority: 1, includeDependenciesRecursively: false },
          ],
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
