// Prerenders the public pages a visitor opens first (src/prerender.tsx) into dist/prerendered/<page>.html: the
// built index.html with the page's markup in #root and antd's styles in the head, so a phone paints the page from
// the HTML alone while the scripts load. The server answers /login with dist/prerendered/login.html, and so on
// (server/src/web.rs); main.tsx hydrates it when the visitor's settings are the ones it was rendered with.
// Runs after `vite build` and the SSR build of src/prerender.tsx (target/prerender/prerender.js); a page that fails to
// render stops the build.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

/** Each prerendered page with the lazy modules its route renders (src/app/router.tsx): their chunks and styles. */
const PAGES = {
  login: ['src/features/auth/components/AuthLayout.tsx', 'src/features/auth/routes/LoginPage.tsx'],
  register: ['src/features/auth/components/AuthLayout.tsx', 'src/features/auth/routes/RegisterPage.tsx'],
};
const web = new URL('../', import.meta.url);
const dist = new URL('dist/', web);
const index = readFileSync(new URL('index.html', dist), 'utf8');
const manifestFile = new URL('.vite/manifest.json', dist);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
// The antd components the learner's pages import (vite.config.ts, the learnerUi plugin).
const learnerAntd = JSON.parse(readFileSync(new URL('.vite/learner-antd.json', dist), 'utf8'));
rmSync(new URL('.vite/', dist), { recursive: true });
// The bundle reads it as it is evaluated (React's and antd's production paths).
process.env.NODE_ENV = 'production';

/** The chunks and style sheets of `modules` and of everything they import statically, that index.html lacks. */
function assetsOf(modules) {
  const chunks = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    if (chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  modules.forEach(visit);
  const missing = (file) => !index.includes(`/${file}"`);
  return { chunks: [...chunks].filter(missing), styles: [...styles].filter(missing) };
}

/** A browser-like global scope at `url`: a phone upright (375 px), nothing stored, no network. */
function browserAt(url) {
  const dom = new JSDOM('<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  const width = 375;
  window.matchMedia = (query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !/prefers-reduced-motion/.test(query);
    return { matches, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false };
  };
  window.fetch = () => Promise.reject(new Error('no network while prerendering'));
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key] });
  }
  for (const key of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'matchMedia', 'getComputedStyle', 'fetch']) {
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key] });
  }
}

mkdirSync(new URL('prerendered/', dist), { recursive: true });
for (const [page, modules] of Object.entries(PAGES)) {
  browserAt(`http://localhost/${page}`);
  // A fresh copy of the bundle per page (the query), evaluated in that page's document.
  const { render } = await import(`${new URL('target/prerender/prerender.js', web).href}?${page}`);
  const { html, styles, rootStyle } = await render();
  // The entry and every chunk the page needs start once the page is painted (public/start.js), not with the HTML.
  const { chunks, styles: sheets } = assetsOf(modules);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
  if (!entry) throw new Error('dist/index.html has no entry script');
  const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const start = `<script defer src="/start.js" data-entry="${entry[1]}" data-preload="${[...preloads.map((m) => m[1]), ...chunks.map((f) => `/${f}`)].join(' ')}"></script>`;
  let out = index.replace(entry[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  // antd's styles before the app's style sheets, as its runtime puts them (the app's own rules win), after the
  // charset (which must come in the first 1 024 bytes).
  out = out
    .replace('</title>', `</title>\n    <style>${rootStyle}</style>${styles}`)
    .replace('</head>', `  ${sheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ')}\n    ${start}\n  </head>`)
    .replace(/<div id="root">.*$/m, () => `<div id="root" data-prerendered="/${page}">${html}</div>`);
  if (!out.includes('data-prerendered')) throw new Error('dist/index.html has no #root line');
  writeFileSync(new URL(`prerendered/${page}.html`, dist), out);
  console.log(`prerendered /${page}: ${(out.length / 1024).toFixed(0)} KB of HTML`);
}

// antd's styles of the components a learner's pages use (src/prerender.tsx renderStyles), as one hashed style sheet in
// index.html's head before the app's own: with its map, antd's run time finds each component's style in place instead
// of building and inserting it on the phone's CPU after the first paint. It is parsed before that paint (where a
// phone's work does not hold up a tap); a visitor in the dark theme or with reduced motion has other styles, built at
// run time as before (these do not apply: their class names carry the theme's hash). The prerendered pages carry
// their own, inline.
browserAt('http://localhost/');
const { renderStyles } = await import(`${new URL('target/prerender/prerender.js', web).href}?styles`);
const css = await renderStyles(learnerAntd);
const file = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
writeFileSync(new URL(file, dist), css);
if (!index.includes('</title>')) throw new Error('dist/index.html has no title');
writeFileSync(new URL('index.html', dist), index.replace('</title>', `</title>\n    <link rel="stylesheet" href="/${file}">`));
console.log(`antd's styles of ${learnerAntd.length} components: /${file}, ${(css.length / 1024).toFixed(0)} KB`);
