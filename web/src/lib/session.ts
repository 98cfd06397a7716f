// Session store: the browser-side keys of spec 000 §3 / 001 §3 (localStorage + 7-day cookies) and role routing.
import { useSyncExternalStore } from 'react';
import type { LoginAnswer, UserView } from './api-types';
import { EXAM_EXIT_LIMIT } from './exam';
import { areaOfPath, landingPath } from './permissions';

export const STORAGE_KEYS = {
  token: 'token',
  rememberedUsername: 'remembered_username',
  guestLogin: 'guest_login',
  userRole: 'userRole',
  userRoles: 'userRoles',
  userInfo: 'userInfo',
  manualLogout: 'manual_logout',
  auditorType: 'auditorType',
  draftMaterial: 'draftMaterial',
  selectedCourseId: 'selectedCourseId',
  theme: 'theme',
  sidebarCollapsed: 'sidebarCollapsed',
  lang: 'lang',
  /** The administrator's site name as last read (lib/siteName.ts), so the first paint already shows it. */
  siteName: 'site_name',
} as const;

export const examExitCountKey = (examId: string | number) => `exam_exit_count_${examId}`;
export const examCompletedKey = (examId: string | number) => `exam_completed_${examId}`;
/** The exam's limit of leaves as its paper last said (beside the spec's keys: an exam may set another than 3). */
export const examExitLimitKey = (examId: string | number) => `exam_exit_limit_${examId}`;

/** Keys that are mirrored into cookies (spec: token and user info kept in cookies for 7 days). */
const COOKIE_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.userInfo, STORAGE_KEYS.userRole, STORAGE_KEYS.userRoles];
export const COOKIE_DAYS = 7;

export const ROLE_PRIORITY = ['admin', 'distributor', 'teacher', 'finance', 'reviewer', 'student', 'guest'] as const;
export type KnownRole = (typeof ROLE_PRIORITY)[number];

export type AuditorType = 'financial' | 'material';

// ---- cookies ----------------------------------------------------------------------------------

export function setCookie(name: string, value: string, days = COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

// ---- change notification (so React views follow the store) ------------------------------------

const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(STORAGE_KEYS).includes(e.key as never)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// ---- roles -------------------------------------------------------------------------------------

/** Roles may come as an array or a comma-separated string; unknown roles sort after known ones. */
export function normalizeRoles(roles: string[] | string | null | undefined): string[] {
  const list = Array.isArray(roles) ? roles : typeof roles === 'string' ? roles.split(',') : [];
  const clean = Array.from(new Set(list.map((r) => r.trim()).filter(Boolean)));
  const rank = (r: string) => {
    const i = (ROLE_PRIORITY as readonly string[]).indexOf(r);
    return i === -1 ? ROLE_PRIORITY.length : i;
  };
  return clean.sort((a, b) => rank(a) - rank(b));
}

export function primaryRole(roles: string[] | string | null | undefined): string | null {
  return normalizeRoles(roles)[0] ?? null;
}

/** The auditor desk a landing path is on (kept in auditorType, spec 000 §4). */
export function auditorTypeForPath(path: string | null): AuditorType | null {
  const area = path ? areaOfPath(path) : null;
  return area === 'financial' || area === 'material' ? area : null;
}

// ---- reads -------------------------------------------------------------------------------------

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token) || getCookie(STORAGE_KEYS.token) || null;
}

export function getUserRole(): string | null {
  return read(STORAGE_KEYS.userRole) || getCookie(STORAGE_KEYS.userRole) || null;
}

export function getUserRoles(): string[] {
  const raw = read(STORAGE_KEYS.userRoles) || getCookie(STORAGE_KEYS.userRoles);
  const parsed = parseJson<string[] | string>(raw);
  return normalizeRoles(parsed ?? raw ?? []);
}

export function getUserInfo(): UserView | null {
  return parseJson<UserView>(read(STORAGE_KEYS.userInfo) || getCookie(STORAGE_KEYS.userInfo));
}

export function isGuestLogin(): boolean {
  return read(STORAGE_KEYS.guestLogin) === 'true';
}

export function getAuditorType(): AuditorType | null {
  const v = read(STORAGE_KEYS.auditorType);
  return v === 'financial' || v === 'material' ? v : null;
}

export function getRememberedUsername(): string | null {
  return read(STORAGE_KEYS.rememberedUsername);
}

export function setRememberedUsername(username: string | null): void {
  if (username) localStorage.setItem(STORAGE_KEYS.rememberedUsername, username);
  else localStorage.removeItem(STORAGE_KEYS.rememberedUsername);
}

export function getExamExitCount(examId: string | number): number {
  const n = Number.parseInt(read(examExitCountKey(examId)) ?? '0', 10);
  return Number.isFinite(n) ? n : 0;
}

/** The exam's limit of leaves (0: leaving never ends it); 3 unless its paper said otherwise. */
export function getExamExitLimit(examId: string | number): number {
  const n = Number.parseInt(read(examExitLimitKey(examId)) ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : EXAM_EXIT_LIMIT;
}

export function isExamCompleted(examId: string | number): boolean {
  return read(examCompletedKey(examId)) === 'true';
}

export function getSidebarCollapsed(): boolean {
  return read(STORAGE_KEYS.sidebarCollapsed) === 'true';
}

export function setSidebarCollapsed(collapsed: boolean): void {
  localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, String(collapsed));
  notify();
}

// ---- writes ------------------------------------------------------------------------------------

function writeMirrored(key: string, value: string): void {
  localStorage.setItem(key, value);
  setCookie(key, value);
}

/**
 * Stores a successful login. Returns the active role (highest priority) or null when the answer
 * opens no area (see landingPath) — then nothing is stored and the caller shows the mismatch message.
 */
export function saveLogin(answer: LoginAnswer, options: { guest?: boolean } = {}): string | null {
  const roles = normalizeRoles(answer.roles.length ? answer.roles : answer.user.roles);
  const role = roles[0] ?? null;
  const home = landingPath({ role, roles, permissions: answer.user.permissions ?? [] });
  if (!role || !home) return null;
  writeMirrored(STORAGE_KEYS.token, answer.token);
  writeMirrored(STORAGE_KEYS.userInfo, JSON.stringify(answer.user));
  writeMirrored(STORAGE_KEYS.userRole, role);
  writeMirrored(STORAGE_KEYS.userRoles, JSON.stringify(roles));
  localStorage.removeItem(STORAGE_KEYS.manualLogout);
  const auditorType = auditorTypeForPath(home);
  if (auditorType) localStorage.setItem(STORAGE_KEYS.auditorType, auditorType);
  else localStorage.removeItem(STORAGE_KEYS.auditorType);
  if (options.guest) localStorage.setItem(STORAGE_KEYS.guestLogin, 'true');
  else localStorage.removeItem(STORAGE_KEYS.guestLogin);
  notify();
  return role;
}

/**
 * The signed-in user as the server now sees them (a profile save, or a staff shell's re-read after an administrator
 * changed their roles or permissions): userInfo, the roles and the active role follow. Ignored when the session
 * ended or became another user's meanwhile; nothing is written (and no view re-renders) when nothing changed.
 */
export function refreshUser(user: UserView): void {
  if (!getToken() || getUserInfo()?.id !== user.id) return;
  const roles = normalizeRoles(user.roles);
  const next: [string, string][] = [
    [STORAGE_KEYS.userInfo, JSON.stringify(user)],
    [STORAGE_KEYS.userRoles, JSON.stringify(roles)],
    [STORAGE_KEYS.userRole, roles[0] ?? ''],
  ];
  const changed = next.filter(([key, value]) => read(key) !== value);
  if (!changed.length) return;
  for (const [key, value] of changed) writeMirrored(key, value);
  notify();
}

/** Drops every credential-bearing key (token, user, roles, guest flag, auditor type). */
export function clearSession(): void {
  for (const key of COOKIE_KEYS) {
    localStorage.removeItem(key);
    removeCookie(key);
  }
  localStorage.removeItem(STORAGE_KEYS.guestLogin);
  localStorage.removeItem(STORAGE_KEYS.auditorType);
  // The enrolment wizard's copy of an application form holds personal data: it leaves with the session.
  localStorage.removeItem(STORAGE_KEYS.draftMaterial);
  localStorage.removeItem(STORAGE_KEYS.selectedCourseId);
  notify();
}

/** A logout the user asked for: clears the session and remembers that it was deliberate. */
export function markManualLogout(): void {
  clearSession();
  localStorage.setItem(STORAGE_KEYS.manualLogout, 'true');
  notify();
}

// ---- React binding -----------------------------------------------------------------------------

export interface SessionSnapshot {
  token: string | null;
  role: string | null;
  roles: string[];
  user: UserView | null;
  /** The user's effective permissions (stored userInfo.permissions). */
  permissions: string[];
  guest: boolean;
  auditorType: AuditorType | null;
}

export function readSession(): SessionSnapshot {
  const user = getUserInfo();
  return {
    token: getToken(),
    role: getUserRole(),
    roles: getUserRoles(),
    user,
    permissions: Array.isArray(user?.permissions) ? user.permissions : [],
    guest: isGuestLogin(),
    auditorType: getAuditorType(),
  };
}

let cachedVersion = -1;
let cached: SessionSnapshot = {
  token: null,
  role: null,
  roles: [],
  user: null,
  permissions: [],
  guest: false,
  auditorType: null,
};

function snapshot(): SessionSnapshot {
  if (cachedVersion !== version) {
    cached = readSession();
    cachedVersion = version;
  }
  return cached;
}

/** Where this session starts (its login landing), or null when it has none. */
export function sessionHome(session: Pick<SessionSnapshot, 'token' | 'role' | 'roles' | 'permissions'>): string | null {
  return session.token ? landingPath(session) : null;
}

/** Current session; re-renders when this tab or another tab changes it. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Forces listeners to re-read storage (used by tests and after external writes). */
export function refreshSession(): void {
  notify();
}
