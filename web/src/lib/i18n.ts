// i18n: the app's texts in zh-CN (default) and en-US, `t` that reads them and `useTranslation` for the views; the
// chosen language persists under `lang`. Ours, not i18next's: the app uses dotted keys, `{{name}}` values, `$t(key)`
// inside a text, a default and the zh-CN fallback, which fit in this file; i18next and react-i18next were 18 KB gzip
// of the entry.
import { useSyncExternalStore } from 'react';
import zhCN from '../locales/zh-CN';
import { STORAGE_KEYS } from './session';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
};

/** A language's texts: sections whose leaves are the texts, read by dotted keys ('auth.phone.retryIn'). */
export interface Texts {
  [key: string]: string | Texts;
}

/** A text's `{{name}}` values, and the text shown when no language has the key (without one, the key itself). */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

export function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.lang);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The loaded texts: copies, so the locale modules keep their own while the store's change (lib/siteName.ts). */
const store: Partial<Record<Language, Texts>> = {};
let language = storedLanguage();
const listeners = new Set<() => void>();
const currentT: TFunction = (key, options) => translate(language, key, options);
/**
 * The store's version, which the views subscribe to (useTranslation): `t` in the current language, a new function
 * after every change of the language or of the texts, so that the memos and effects that list `t` run again.
 */
let versionT: TFunction = (key, options) => currentT(key, options);

function merge(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const own = Object.hasOwn(target, key) ? target[key] : undefined;
    target[key] = typeof value === 'string' ? value : merge(typeof own === 'object' ? own : {}, value);
  }
  return target;
}

/** The text under a dotted key; a section (an object) is not a text. */
function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}`: a value; `$t(key)`: another text, in the same language with the same values. */
const PLACEHOLDER = /{{(.+?)}}|\$t\(([^)]*)\)/g;

/**
 * The text of `key` in `lng`, else in zh-CN, else `defaultValue`, else the key; its placeholders are filled in one
 * pass, so a value is shown as it is, never read as a placeholder itself. `within`: the keys being nested, so a text
 * that nests itself (a site name '$t(app.name)') ends there.
 */
function translate(lng: Language, key: string, options: TOptions = {}, within: readonly string[] = []): string {
  const text = lookup(store[lng], key) ?? lookup(store[DEFAULT_LANGUAGE], key) ?? options.defaultValue ?? key;
  return text.replace(PLACEHOLDER, (placeholder, name: string | undefined, nested: string | undefined) => {
    if (nested !== undefined) {
      const chain = [...within, key];
      const inner = nested.trim();
      return chain.includes(inner) ? '' : translate(lng, inner, { ...options, defaultValue: undefined }, chain);
    }
    const value = name!.trim();
    // A value not given stays as written; one given as null or undefined is empty.
    if (!Object.hasOwn(options, value)) return placeholder;
    return String(options[value] ?? '');
  });
}

function changed(): void {
  versionT = (key, options) => currentT(key, options);
  listeners.forEach((listener) => listener());
}

function applyDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** The texts and the language. */
const i18n = {
  get language(): Language {
    return language;
  },
  /** A text in the current language. */
  t: currentT,
  /** A text in one language, whichever is current. */
  getFixedT(lng: Language): TFunction {
    return (key, options) => translate(lng, key, options);
  },
  /** Shows this language; its texts are loaded by loadLanguage (until then the zh-CN ones show). */
  changeLanguage(lng: Language): void {
    language = lng;
    applyDocumentLanguage(lng);
    changed();
  },
  /** A language's loaded texts (undefined before loadLanguage). */
  texts(lng: Language): Texts | undefined {
    return store[lng];
  },
  /** Merges these texts into a language's, replacing the keys they have; the views show them. */
  addTexts(lng: Language, texts: Texts): void {
    store[lng] = merge(store[lng] ?? {}, texts);
    changed();
  },
  /** Calls `listener` after every change of the language or the texts; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// en-US is added by loadLanguage: most learners never switch, so its texts stay out of the entry bundle.
store[DEFAULT_LANGUAGE] = merge({}, zhCN);
applyDocumentLanguage(language);

const version = () => versionT;

/** `t` for a view, which renders again when the language changes and when texts are added (a text part, the site name). */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t: useSyncExternalStore(i18n.subscribe, version, version), i18n };
}

/** Makes a language's texts available; en-US is a separate chunk fetched on first use. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (i18n.texts(lng)) return;
  const { default: enUS } = await import('../locales/en-US');
  i18n.addTexts(lng, enUS);
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
      ({ default: texts }) => i18n.addTexts(DEFAULT_LANGUAGE, texts),
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
  return i18n.language;
}

export default i18n;
