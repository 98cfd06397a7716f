// Route access rules (spec 001 §2 "Route guard", §6), computed from the session as a pure function. Which
// permission opens which staff area and page is the table in lib/permissions.ts.
import { getExamExitCount, getExamExitLimit, type SessionSnapshot } from '../lib/session';
import { paths } from '../lib/paths';
import { EXAM_EXIT_LIMIT } from '../lib/exam';
import { AREAS, areaHome, canOpenArea, entryAt, meets, type AreaId } from '../lib/permissions';

/**
 * public      — anyone (login pages, trial course, not-found).
 * auth        — a token is needed.
 * guestPass   — a token is needed, but the guest-login flag also lets the visitor through.
 *               (A guest session opens only these; other learner pages send it to /login.)
 * examPaper   — auth, and refused once the exam was left 3 or more times.
 * admin / teacher / material / financial / distributor — a staff area: the area's permissions, then the
 *               page's own (see AREAS). The admin area is refused with '该页面需要管理员权限'.
 */
export type Access = 'public' | 'auth' | 'guestPass' | 'examPaper' | AreaId;

export { EXAM_EXIT_LIMIT };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; message?: string };

export interface AccessInput {
  access: Access;
  /** The current path, to find the staff page it is. */
  pathname?: string;
  params?: Record<string, string | undefined>;
  session: Pick<SessionSnapshot, 'token' | 'role' | 'roles' | 'guest' | 'permissions'> & { user?: SessionSnapshot['user'] };
  /** Injected for tests; defaults to the stored exit count. */
  exitCount?: (examId: string) => number;
  /** Injected for tests; defaults to the exam's limit as its paper last said (3 by default). */
  exitLimit?: (examId: string) => number;
}

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_LOGIN: AccessDecision = { kind: 'redirect', to: paths.login };

function isArea(access: Access): access is AreaId {
  return access in AREAS;
}

export function resolveAccess({ access, pathname = '', params = {}, session, exitCount = getExamExitCount, exitLimit = getExamExitLimit }: AccessInput): AccessDecision {
  if (access === 'public') return ALLOW;

  const limit = params.id ? exitLimit(params.id) : EXAM_EXIT_LIMIT;
  if (access === 'examPaper' && params.id && limit > 0 && exitCount(params.id) >= limit) {
    return { kind: 'redirect', to: paths.examRecord, message: 'errors.examExitLimit' };
  }

  if (!session.token) {
    if (access === 'guestPass' && session.guest) return ALLOW;
    return TO_LOGIN;
  }

  // An imported account's initial password must be changed first (the server refuses everything else meanwhile).
  if (session.user?.mustChangePassword && pathname.toLowerCase() !== paths.initialPassword) {
    return { kind: 'redirect', to: paths.initialPassword };
  }

  // A guest session only opens the guest pages; everything else asks the visitor to log in.
  const guest = session.guest || session.role === 'guest';
  if (guest && (access === 'auth' || access === 'examPaper')) {
    return { kind: 'redirect', to: paths.login, message: 'shell.loginFirst' };
  }

  if (!isArea(access)) return ALLOW;
  return resolveStaffPage(access, pathname, session);
}

/**
 * A staff page: the area must be open (else /login with the area's refusal). Inside it, the area's own path goes
 * to the first page the user may open; a page whose permission is missing also goes there, saying so — except
 * the admin-role pages, which keep the spec's refusal.
 */
export function resolveStaffPage(area: AreaId, pathname: string, session: AccessInput['session']): AccessDecision {
  const rule = AREAS[area];
  if (!canOpenArea(area, session)) return { kind: 'redirect', to: paths.login, message: rule.refusal };

  const home = areaHome(area, session);
  const entry = entryAt(area, pathname);
  if (!entry) {
    const atBase = pathname.toLowerCase().replace(/\/+$/, '') === rule.base.toLowerCase();
    return atBase && home ? { kind: 'redirect', to: home } : ALLOW;
  }
  if (meets(entry.requires, session)) return ALLOW;
  if (entry.adminOnly) return { kind: 'redirect', to: paths.login, message: 'errors.adminOnly' };
  return home ? { kind: 'redirect', to: home, message: 'errors.noAccess' } : { kind: 'redirect', to: paths.login, message: 'errors.noAccess' };
}
