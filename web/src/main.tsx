// Entry point: i18n (with the last known site name) and theme are initialised before the first render.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, currentLanguage, loadLanguage } from './lib/i18n';
import { getToken } from './lib/session';
import { loadSiteName, storedSiteName } from './lib/siteName';
import { REDUCED_MOTION, storedTheme } from './lib/theme';
import './app/global.css';
import { App } from './app/App';
import { preloadRoutes } from './app/router';

// The site name is read once per visit; the one stored from the last visit shows until it answers.
void loadSiteName();
// The first page's chunks (its area's shell and the page) download while the language's texts load, and the work of
// asking for them is done here, not in the first render's long task.
preloadRoutes(window.location);

// The stored language's texts (en-US is a lazy chunk) are in place before the first render; if they
// cannot be fetched, the app still starts, in zh-CN texts.
// The first render is a transition: React renders in slices of a few milliseconds and lets the browser answer
// between them (a phone's first render of a page was one task of several hundred), then shows the page at once.
void loadLanguage(currentLanguage()).catch(() => undefined).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page prerendered at build time (src/prerender.tsx: zh-CN, the light theme with motion, the product's own name,
  // no session, no query) is hydrated when this visitor would see the same: React takes over its markup instead of drawing it
  // again (what was typed into it stays).
  // Otherwise the page is drawn afresh over it.
  const prerendered = container.dataset.prerendered;
  if (
    prerendered === window.location.pathname.toLowerCase() &&
    !window.location.search &&
    currentLanguage() === DEFAULT_LANGUAGE &&
    storedTheme() === 'light' &&
    !REDUCED_MOTION &&
    !storedSiteName() &&
    !getToken()
  ) {
    // As a transition, hydration too is done in slices between which the browser answers.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
