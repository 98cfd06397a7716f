// The site name the administrator chose (GET /api/v0/site): it replaces the app's own name (app.name, app.shortName)
// in every loaded language, so the headers, the copyright lines and the page titles (which nest $t(app.name)) show
// it. The last name read is kept in the browser, so the next visit's first paint already shows it; '' restores the
// locale's own name.
import i18n, { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n';
import { api } from './api';
import { STORAGE_KEYS } from './session';

interface Names {
  name: string;
  shortName: string;
}

/** Each language's own names, read before the first replacement. */
const own = new Map<Language, Names>();
let current = storedSiteName();

/** The site name kept from the last visit ('' when the product's own name is shown). */
export function storedSiteName(): string {
  try {
    return (localStorage.getItem(STORAGE_KEYS.siteName) ?? '').trim();
  } catch {
    return '';
  }
}

/** Puts the current name into one language's texts; only a real change writes, so the change it causes cannot loop. */
function applyTo(lng: Language): void {
  const app = i18n.texts(lng)?.app;
  if (typeof app !== 'object' || typeof app.name !== 'string' || typeof app.shortName !== 'string') return;
  if (!own.has(lng)) own.set(lng, { name: app.name, shortName: app.shortName });
  const want = current ? { name: current, shortName: current } : own.get(lng)!;
  if (app.name === want.name && app.shortName === want.shortName) return;
  // One change: every view (useTranslation) renders again with the new texts.
  i18n.addTexts(lng, { app: { ...want } });
}

const applyToAll = () => LANGUAGES.forEach(applyTo);
// A language loaded later (en-US is a lazy chunk) takes the name as it arrives.
i18n.subscribe(applyToAll);
applyToAll();

/** Shows this name (trimmed; empty: the app's own) in every loaded language and keeps it for the next visit. */
export function applySiteName(name: string | null | undefined): void {
  current = (name ?? '').trim();
  try {
    if (current) localStorage.setItem(STORAGE_KEYS.siteName, current);
    else localStorage.removeItem(STORAGE_KEYS.siteName);
  } catch {
    // Storage refused (private mode): the name still shows for this visit.
  }
  applyToAll();
}

/** The app's own name in a language (what an empty site name shows). */
export function defaultSiteName(lng: Language = i18n.language): string {
  return (own.get(lng) ?? own.get(DEFAULT_LANGUAGE))?.name ?? '';
}

/** Reads the name the server holds (anonymously: the login page needs it too) and shows it; a failure keeps the last one. */
export async function loadSiteName(): Promise<void> {
  try {
    const site = await api.get<Partial<Record<string, string>>>('/api/v0/site', undefined, { auth: false });
    applySiteName(site.siteName);
  } catch {
    // Offline or an older server: the stored name (or the app's own) stays.
  }
}
