// Entry point: i18n (with the last known site name) and theme are initialised before the first render.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, loadLanguage } from './lib/i18n';
import { loadSiteName } from './lib/siteName';
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
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
