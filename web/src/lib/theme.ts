// Theme preference (light/dark), persisted under the `theme` key; React views subscribe to it, and every tab follows
// a switch made in another.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './session';

export type ThemeMode = 'light' | 'dark';

/** Asked for by the system (an accessibility setting): no sliding, fading or zooming of antd's components. */
export const REDUCED_MOTION = typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

const listeners = new Set<() => void>();

export function storedTheme(): ThemeMode {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let current: ThemeMode = storedTheme();

function applyDocumentTheme(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
applyDocumentTheme(current);

function apply(mode: ThemeMode): void {
  current = mode;
  applyDocumentTheme(mode);
  listeners.forEach((l) => l());
}

export function setTheme(mode: ThemeMode): void {
  localStorage.setItem(STORAGE_KEYS.theme, mode);
  apply(mode);
}

// Another tab of the app switched the theme (or cleared the storage): this one follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if ((e.key === STORAGE_KEYS.theme || e.key === null) && storedTheme() !== current) apply(storedTheme());
  });
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}
