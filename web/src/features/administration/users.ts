// Pure rules of the administration pages: the user list's URL → query, which rows to show, role tag overflow,
// form values ⇄ request bodies, role sets after a change.
import dayjs, { type Dayjs } from 'dayjs';
import { pageSizeOf, type PageSizes } from '../../components/ListPagination';
import type { AdminUserBody, AdminUserDetail, AdminUserEdit, AdminUserRow, RoleView } from '../../lib/api-types';
import type { Permission } from '../../lib/permissions';

/** Spec 001 §9: 100 users a page by default, 10, 20, 50 or 100 to choose from. */
export const USER_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 100 };
/**
 * The search boxes of the user list, each its own URL parameter (and the server's query parameter): spec 001's four,
 * then the whole ID number (the server finds it by its keyed hash: the numbers are stored sealed).
 */
export const USER_SEARCH_PARAMS = ['id', 'username', 'phone', 'email', 'idCard'] as const;
export type UserSearchParam = (typeof USER_SEARCH_PARAMS)[number];
/** Spec 001 §9: role tags show at most 2, then an ellipsis with the rest. */
export const ROLE_TAG_LIMIT = 2;

export interface UserListQuery {
  /** Zero-based. */
  page: number;
  size: number;
  id?: string;
  username?: string;
  phone?: string;
  email?: string;
  idCard?: string;
}

/** The server query of the user list from the page's URL (?page= is 1-based there; blank searches are left out). */
export function userListQuery(params: URLSearchParams): UserListQuery {
  const query: UserListQuery = {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) - 1,
    size: pageSizeOf(params.get('size'), USER_PAGE_SIZES),
  };
  for (const name of USER_SEARCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Spec 001 §5: rows with no id, or with username, name, phone and e-mail all blank, are not shown. */
export function visibleUsers<T extends Pick<AdminUserRow, 'id' | 'username' | 'name' | 'phone' | 'email'>>(rows: T[] | undefined): T[] | undefined {
  return rows?.filter((r) => Boolean(r.id) && !(blank(r.username) && blank(r.name) && blank(r.phone) && blank(r.email)));
}

/** The tags shown in a cell and the rest, which go behind an ellipsis. */
export function splitTags<T>(items: readonly T[], limit = ROLE_TAG_LIMIT): { shown: T[]; rest: T[] } {
  return { shown: items.slice(0, limit), rest: items.slice(limit) };
}

// ---- dates of birth ---------------------------------------------------------------------------------------

/** A day after today cannot be a date of birth (the picker disables it). */
export function isFutureDay(day: Dayjs, today: Dayjs = dayjs()): boolean {
  return day.isAfter(today, 'day');
}

/**
 * The chosen day as epoch milliseconds at 00:00 UTC, so the server reads the same calendar day whether it takes
 * the instant in UTC or in China time (a local midnight in UTC+8 is the day before in UTC).
 */
export function birthMs(day: Dayjs): number {
  return Date.UTC(day.year(), day.month(), day.date());
}

/** The picker's value of a stored YYYY-MM-DD (null when missing or not a date). */
export function birthDay(birthDate: string | null | undefined): Dayjs | null {
  if (!birthDate) return null;
  const day = dayjs(birthDate, 'YYYY-MM-DD');
  return day.isValid() ? day : null;
}

// ---- the add and edit forms ------------------------------------------------------------------------------

export interface UserFormValues {
  username?: string;
  name?: string;
  phone?: string;
  email?: string;
  idCard?: string;
  birth?: Dayjs | null;
  education?: string;
  degree?: string;
  workUnit?: string;
  workExperience?: number | null;
  address?: string;
  password?: string;
  inviteCode?: string;
  roles?: string[];
  permissions?: Permission[];
}

const trimmed = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string | null | undefined) => trimmed(v) || null;

/** Add user: the form's values as the body (optional blanks sent as null; the password as typed). */
export function toUserBody(values: UserFormValues): AdminUserBody {
  return {
    username: trimmed(values.username),
    name: trimmed(values.name),
    phone: trimmed(values.phone),
    email: trimmed(values.email),
    idCard: trimmed(values.idCard),
    birth: values.birth ? birthMs(values.birth) : 0,
    education: trimmed(values.education),
    degree: trimmed(values.degree),
    workUnit: orNull(values.workUnit),
    workExperience: values.workExperience ?? null,
    address: orNull(values.address),
    password: values.password ?? '',
    inviteCode: orNull(values.inviteCode),
    roles: values.roles ?? [],
    permissions: values.permissions ?? [],
  };
}

/** Edit user: the id and every field of the edit form (never a password: that is the reset dialog's). */
export function toUserEdit(id: number, values: UserFormValues): AdminUserEdit {
  return {
    id,
    username: trimmed(values.username),
    name: trimmed(values.name),
    phone: trimmed(values.phone),
    email: trimmed(values.email),
    idCard: trimmed(values.idCard),
    ...(values.birth ? { birth: birthMs(values.birth) } : {}),
    education: trimmed(values.education),
    degree: trimmed(values.degree),
    workUnit: trimmed(values.workUnit),
    workExperience: values.workExperience ?? null,
    address: trimmed(values.address),
  };
}

/** The edit form's starting values from a user's details. */
export function editFormValues(user: AdminUserDetail): UserFormValues {
  return {
    username: user.username,
    name: user.name ?? '',
    phone: user.phone ?? '',
    email: user.email ?? '',
    idCard: user.idCard ?? '',
    birth: birthDay(user.birthDate),
    education: user.education ?? undefined,
    degree: user.degree ?? undefined,
    workUnit: user.workUnit ?? '',
    workExperience: user.workExperience ?? null,
    address: user.address ?? '',
  };
}

/** Server field names → the form's (the server says roleName/permissionName for the role call, birth for birthDate). */
export function userFormField(serverName: string): string | null {
  const known = ['username', 'name', 'phone', 'email', 'idCard', 'birth', 'education', 'degree', 'workUnit', 'workExperience', 'address', 'password', 'inviteCode', 'roles', 'permissions'];
  const alias: Record<string, string> = { birthDate: 'birth', roleName: 'roles', permissionName: 'permissions' };
  const name = alias[serverName] ?? serverName;
  return known.includes(name) ? name : null;
}

// ---- roles -----------------------------------------------------------------------------------------------

/** The permission names the chosen roles carry, in catalogue order of first appearance. */
export function permissionsOfRoles(roleNames: readonly string[], roles: readonly RoleView[]): string[] {
  const out: string[] = [];
  for (const name of roleNames) {
    for (const p of roles.find((r) => r.name === name)?.permissionNames ?? []) if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** The roles left after removing one; null when that would leave none (角色不能为空). */
export function rolesWithout(roles: readonly string[], removed: string): string[] | null {
  const left = roles.filter((r) => r !== removed);
  return left.length > 0 ? left : null;
}

/** `current` with `added` after it, each once. */
export function union<T extends string>(current: readonly T[], added: readonly T[]): T[] {
  return [...new Set([...current, ...added])];
}

/** A role's display label: the built-in label of this language, else the role's description, else its name. */
export function roleLabel(t: (key: string, options?: { defaultValue: string }) => string, name: string, description?: string | null): string {
  return t(`roles.${name}`, { defaultValue: description || name });
}

/** A permission's label: this language's text of the name, else the server's Chinese label, else the name. */
export function permissionLabel(t: (key: string, options?: { defaultValue: string }) => string, name: string, description?: string | null): string {
  return t(`administration.permission.${name.replace(/[:.]/g, '_')}`, { defaultValue: description || name });
}
