// The build's prerendering (scripts/prerender.mjs): a public page rendered once at build time, in the browser-like
// document the script sets up (jsdom at the page's address, a phone's screen, nothing stored), as the HTML and
// antd's styles a visitor's browser paints before any script has run. The browser then hydrates it (main.tsx).
import { prerender } from 'react-dom/static';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { theme as antdTheme } from 'antd';
import './app/global.css';
import { App } from './app/App';
import { preloadRoutes } from './app/router';
import { themeFor, themeVariables } from './app/providers';

export interface Prerendered {
  /** The markup of `#root`. */
  html: string;
  /** antd's style tags (with the map that lets the browser's antd use them instead of making its own). */
  styles: string;
  /** The `--sc-*` variables and the body's colours of the light theme (ThemeVariables sets them after a render). */
  rootStyle: string;
}

/** Renders the app at the document's address (every lazy chunk of the page awaited). */
export async function render(): Promise<Prerendered> {
  preloadRoutes(window.location);
  const cache = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <App />
    </StyleProvider>,
    // Every part inline in its place: a large part is otherwise sent after the rest with a script to move it in
    // (which the app's Content-Security-Policy would not run).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  // A page that failed to render is not shipped half drawn: the build stops.
  if (errors.length) throw new AggregateError(errors, `prerendering ${window.location.pathname} failed`);
  if (html.includes("<!--$?-->")) throw new Error(`prerendering ${window.location.pathname} left a part unfinished`);
  const token = antdTheme.getDesignToken(themeFor('light'));
  const vars = Object.entries(themeVariables(token))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return {
    html,
    styles: extractStyle(cache),
    rootStyle: `:root{${vars}}body{background:${token.colorBgLayout};color:${token.colorText}}`,
  };
}
