// i18n: i18next set up with zh-CN (default) and en-US; the chosen language persists under `lang`.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from '../locales/zh-CN';
import { STORAGE_KEYS } from './session';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
};

export function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.lang);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  // en-US is added by loadLanguage: most learners never switch, so its texts stay out of the entry bundle. A copy:
  // the store's texts change (the site name, lib/siteName.ts) while the module's stay the locale's own.
  resources: { 'zh-CN': { translation: structuredClone(zhCN) } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Views re-render when texts change after start (the site name replaces app.name), not only on a language change.
  react: { bindI18nStore: 'added' },
});

function applyDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** Makes a language's texts available; en-US is a separate chunk fetched on first use. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const { default: enUS } = await import('../locales/en-US');
  i18n.addResourceBundle(lng, 'translation', enUS);
}

let staffTexts: Promise<void> | undefined;

/**
 * Adds the staff areas' zh-CN texts (locales/zh-CN.staff.ts): the router loads them with each staff area's shell,
 * so a learner never downloads them. en-US has every text in its own chunk. A failed load may be tried again.
 */
export function loadStaffTexts(): Promise<void> {
  staffTexts ??= import('../locales/zh-CN.staff').then(
    ({ default: staff }) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', structuredClone(staff), true, false);
    },
    (error: unknown) => {
      staffTexts = undefined;
      throw error;
    },
  );
  return staffTexts;
}

export function setLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, lng);
  void loadLanguage(lng).then(() => i18n.changeLanguage(lng));
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

export default i18n;
