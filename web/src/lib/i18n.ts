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

/**
 * The zh-CN texts a first page does not need, each a chunk of its own: the signed-in pages' (locales/zh-CN.learner.ts)
 * and the staff areas' (locales/zh-CN.staff.ts). en-US has every text in its own chunk.
 */
const TEXT_PARTS = {
  learner: () => import('../locales/zh-CN.learner'),
  staff: () => import('../locales/zh-CN.staff'),
};
export type TextPart = keyof typeof TEXT_PARTS;

const textParts = new Map<TextPart, Promise<void>>();

function loadPart(part: TextPart): Promise<void> {
  let loading = textParts.get(part);
  if (!loading) {
    loading = TEXT_PARTS[part]().then(
      ({ default: texts }) => {
        i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', structuredClone(texts), true, false);
      },
      (error: unknown) => {
        textParts.delete(part);
        throw error;
      },
    );
    textParts.set(part, loading);
  }
  return loading;
}

/**
 * Adds these parts of the zh-CN texts: the router loads them with the areas and pages that show them, so a learner
 * never downloads the staff areas' texts and the login page neither. A failed load may be tried again.
 */
export async function loadTexts(...parts: TextPart[]): Promise<void> {
  await Promise.all(parts.map(loadPart));
}

export function setLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, lng);
  void loadLanguage(lng).then(() => i18n.changeLanguage(lng));
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

export default i18n;
