// Theme preference (light/dark), persisted under the `theme` key; React views subscribe to it.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './session';

export type ThemeMode = 'light' | 'dark';

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

export function setTheme(mode: ThemeMode): void {
  current = mode;
  localStorage.setItem(STORAGE_KEYS.theme, mode);
  applyDocumentTheme(mode);
  listeners.forEach((l) => l());
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
