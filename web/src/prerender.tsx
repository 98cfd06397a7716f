// The build's prerendering (scripts/prerender.mjs): a public page rendered once at build time, in the browser-like
// document the script sets up (jsdom at the page's address, a phone's screen, nothing stored), as the HTML and
// antd's styles a visitor's browser paints before any script has run. The browser then hydrates it (main.tsx).
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { theme as antdTheme } from 'antd';
import './app/global.css';
import { App } from './app/App';
import { preloadRoutes } from './app/router';
import { AppProviders, themeFor, themeVariables } from './app/providers';

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

/** Props some antd components need to render at all (the rest render with none). */
const GALLERY_PROPS: Record<string, Record<string, unknown>> = {
  Menu: { items: [{ key: 'a', label: 'a' }] },
  Dropdown: { menu: { items: [] }, children: <span /> },
  Tree: { treeData: [] },
  Carousel: { children: <div /> },
  Popconfirm: { title: '', children: <span /> },
  Popover: { children: <span /> },
  Tooltip: { children: <span /> },
};

/**
 * antd's styles of the light theme for the named components and their parts (`Form.Item`, `Input.Password`, …), with
 * the map that tells antd's run time they are already in the document: the style sheet main.tsx puts before the app's
 * own, so a page does not build and insert antd's styles one component at a time on the phone's CPU. A part this
 * gallery does not render is styled by antd's run time as before.
 */
export async function renderStyles(names: string[]): Promise<string> {
  const antd = (await import('antd')) as unknown as Record<string, unknown>;
  const isComponent = (value: unknown): value is React.ComponentType<Record<string, unknown>> =>
    typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  const items: React.ReactNode[] = [];
  for (const name of names) {
    const Component = antd[name];
    if (!isComponent(Component)) continue;
    items.push(<Component key={name} {...GALLERY_PROPS[name]} />);
    for (const [part, Part] of Object.entries(Component)) {
      if (/^[A-Z]/.test(part) && isComponent(Part)) items.push(<Part key={`${name}.${part}`} {...GALLERY_PROPS[`${name}.${part}`]} />);
    }
  }
  const cache = createCache();
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <AppProviders>
        {items.map((item, i) => (
          <Suspense key={i}>{item}</Suspense>
        ))}
      </AppProviders>
    </StyleProvider>,
    // A part that cannot render without its parent (List.Item outside a List, …) is left to the run time.
    { onError: () => undefined },
  );
  await new Response(prelude as ReadableStream<Uint8Array>).text();
  return extractStyle(cache, { plain: true });
}
