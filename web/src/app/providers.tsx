// App-wide providers: TanStack Query, antd theme/locale (following the stored theme and language), antd App context.
import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
import zhCNModule from 'antd/locale/zh_CN';
import enUSModule from 'antd/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../lib/theme';

/**
 * antd's locale files are CommonJS: in the production bundle the default import is the module object with the
 * locale under `default` (the dev server and the tests get the locale itself). Without this, antd's own texts
 * (pagination, date picker, empty states) stayed English in the built app.
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

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already repeats safe failures; Query must not multiply them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Mirrors the antd tokens into --sc-* CSS variables so plain CSS follows the theme. */
function ThemeVariables() {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const vars: Record<string, string> = {
      '--sc-primary': token.colorPrimary,
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
      '--sc-error': token.colorError,
      '--sc-shadow': token.boxShadowTertiary,
    };
    const root = document.documentElement;
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const mode = useThemeMode();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en-US' ? enUSLocale : zhCNLocale;

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        theme={{
          algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: { colorPrimary: '#1677ff', borderRadius: 8, fontFamily: FONT_FAMILY },
        }}
      >
        <AntApp message={{ duration: TOAST_SECONDS, maxCount: 3 }}>
          <ThemeVariables />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
