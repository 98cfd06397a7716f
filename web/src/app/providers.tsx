// App-wide providers: antd theme/locale (following the stored theme and language) with the shells' component tokens,
// antd's App context (AppHost), TanStack Query with the one toast for a failed query. Not in the entry: the router's
// root route (UiRoot) loads them with the first page.
import '@ant-design/v5-patch-for-react-19';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCNModule from 'antd/es/locale/zh_CN';
import enUSModule from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { holdQueryClient, setQueryErrorHandler, takeQueryClient } from '../lib/queryClient';
import { errorMessage } from '../lib/api';
import { useApp } from '../lib/useApp';
import i18n, { useTranslation } from '../lib/i18n';
import '../lib/queryMeta';
import { REDUCED_MOTION, useThemeMode, type ThemeMode } from '../lib/theme';
import { AppHost } from './AppHost';

/**
 * antd's `antd/locale/*` files are CommonJS: in the production bundle their default import is the module object
 * with the locale under `default` (the dev server and the tests get the locale itself), and antd's own texts
 * (pagination, date picker, empty states) stayed English in the built app. The locales are now imported from
 * `antd/es/locale` (ES modules, sharing the picker and pagination locales antd's own en_US default already brings,
 * instead of a CommonJS copy in the entry); this still accepts either form.
 */
export function unwrapLocale(imported: Locale): Locale {
  const inner = (imported as Locale & { default?: Locale }).default;
  return inner && typeof inner === 'object' && 'locale' in inner ? inner : imported;
}
const zhCNLocale = unwrapLocale(zhCNModule);
const enUSLocale = unwrapLocale(enUSModule);

/** Success toasts last 2 s (spec constants). */
export const TOAST_SECONDS = 2;

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif";

const BASE_TOKEN = { borderRadius: 8, borderRadiusLG: 12, fontFamily: FONT_FAMILY, motion: !REDUCED_MOTION };

/**
 * The colours that carry text, per mode, at WCAG AA (4.5:1): antd's default blue #1677ff under white text is 4.1:1 and
 * its tertiary grey on white 3.4:1. In light mode one blue serves both. In dark mode no blue can carry white text and
 * be read on the dark ground at 4.5:1 both: buttons keep the algorithm's #1668dc (5.2:1 under white), while text in
 * blue (links, the selected tab and menu item, info and processing tags, --sc-primary-text) is a lighter blue
 * (5.9–7.5:1), and the purple and geekblue tags' text is one step lighter than antd's.
 */
const MODE_TOKEN = {
  light: { colorPrimary: '#1668dc', colorInfo: '#1668dc', colorLink: '#1668dc', colorSuccess: '#277f0a', colorTextTertiary: 'rgba(0, 0, 0, 0.55)' },
  dark: {
    colorPrimary: '#1677ff',
    colorInfo: '#69b1ff',
    colorLink: '#69b1ff',
    colorPrimaryText: '#65a9f3',
    colorInfoText: '#65a9f3',
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    purple7: '#ab7ae0',
    geekblue7: '#7f9ef3',
  },
} as const;

/** The theme of a mode: the shells' Layout and Menu looks are component tokens, so no CSS has to fight antd's. */
export function themeFor(mode: ThemeMode): ThemeConfig {
  const algorithm = mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  const token = { ...BASE_TOKEN, ...MODE_TOKEN[mode] };
  const { colorBgContainer, colorPrimaryText, paddingLG, paddingXL, paddingMD } = antdTheme.getDesignToken({ algorithm, token });
  return {
    algorithm,
    token,
    components: {
      Layout: {
        headerBg: colorBgContainer,
        headerPadding: `0 ${paddingLG}px`,
        footerBg: colorBgContainer,
        footerPadding: `${paddingXL}px ${paddingLG}px ${paddingMD}px`,
      },
      // No rule under the header menu nor beside the side menus; items sit on their container's background.
      Menu: { lineWidth: 0, itemBg: 'transparent', itemSelectedColor: colorPrimaryText, horizontalItemSelectedColor: colorPrimaryText },
      Tabs: { itemSelectedColor: colorPrimaryText },
      Carousel: { dotOffset: 16 },
      // The unread dot of a message row is a status Badge.
      Badge: { statusSize: 8 },
    },
  };
}

/** The antd tokens as --sc-* CSS variables, so plain CSS follows the theme, spacing and radius. */
export function themeVariables(token: ReturnType<typeof antdTheme.getDesignToken>): Record<string, string> {
  return {
    '--sc-primary': token.colorPrimary,
    '--sc-primary-text': token.colorPrimaryText,
    '--sc-primary-bg': token.colorPrimaryBg,
    '--sc-text': token.colorText,
    '--sc-text-secondary': token.colorTextSecondary,
    '--sc-text-tertiary': token.colorTextTertiary,
    '--sc-bg-layout': token.colorBgLayout,
    '--sc-bg-container': token.colorBgContainer,
    '--sc-bg-elevated': token.colorBgElevated,
    '--sc-border': token.colorBorder,
    '--sc-border-secondary': token.colorBorderSecondary,
    '--sc-fill': token.colorFillSecondary,
    '--sc-fill-tertiary': token.colorFillTertiary,
    '--sc-success': token.colorSuccess,
    '--sc-warning': token.colorWarning,
    '--sc-error': token.colorError,
    '--sc-shadow': token.boxShadowTertiary,
    '--sc-radius-sm': `${token.borderRadiusSM}px`,
    '--sc-radius': `${token.borderRadius}px`,
    '--sc-radius-lg': `${token.borderRadiusLG}px`,
    '--sc-space-xs': `${token.paddingXS}px`,
    '--sc-space-sm': `${token.paddingSM}px`,
    '--sc-space': `${token.padding}px`,
    '--sc-space-md': `${token.paddingMD}px`,
    '--sc-space-lg': `${token.paddingLG}px`,
    '--sc-space-xl': `${token.paddingXL}px`,
  };
}

/** Mirrors the antd tokens into the --sc-* variables and the body's colours before the first paint. */
function ThemeVariables() {
  const { token } = antdTheme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [k, v] of Object.entries(themeVariables(token))) root.style.setProperty(k, v);
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token]);
  return null;
}

/**
 * The app's query client (the one a route's prefetch filled before the first render), inside AppHost (antd's App
 * context) so that the failed-query toast is themed like every other: a failed query whose meta names an `errorToast`
 * shows that toast (one at a time per text).
 */
function QueryProvider({ children }: { children: ReactNode }) {
  const { message } = useApp();
  const [client] = useState(takeQueryClient);
  useEffect(() => holdQueryClient(client), [client]);
  useEffect(
    () =>
      setQueryErrorHandler((error, query) => {
        const key = query.meta?.errorToast;
        if (!key) return;
        const text = i18n.t(key);
        message.error({ content: query.meta?.serverMessage ? errorMessage(error, text) : text, key });
      }),
    [message],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const {
    i18n: { language },
  } = useTranslation();
  const locale = language === 'en-US' ? enUSLocale : zhCNLocale;
  const theme = useMemo(() => themeFor(mode), [mode]);

  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AppHost message={{ duration: TOAST_SECONDS, maxCount: 3 }}>
        <ThemeVariables />
        <QueryProvider>{children}</QueryProvider>
      </AppHost>
    </ConfigProvider>
  );
}
