// Route access rules (spec 001 §2 "Route guard", §6), computed from the session as a pure function.
import { getExamExitCount, type SessionSnapshot } from '../lib/session';
import { paths } from '../lib/paths';
import { EXAM_EXIT_LIMIT } from '../lib/exam';

/**
 * public      — anyone (login pages, trial course, not-found).
 * auth        — a token is needed.
 * guestPass   — a token is needed, but the guest-login flag also lets the visitor through.
 *               (A guest session opens only these; other learner pages send it to /login.)
 * examPaper   — auth, and refused once the exam was left 3 or more times.
 * admin       — the stored role must be admin ('该页面需要管理员权限').
 * teacher / reviewer / finance / distributor — the user's roles must include that staff role.
 */
export type Access = 'public' | 'auth' | 'guestPass' | 'examPaper' | 'admin' | 'teacher' | 'reviewer' | 'finance' | 'distributor';

export { EXAM_EXIT_LIMIT };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; message?: string };

export interface AccessInput {
  access: Access;
  params?: Record<string, string | undefined>;
  session: Pick<SessionSnapshot, 'token' | 'role' | 'roles' | 'guest'>;
  /** Injected for tests; defaults to the stored exit count. */
  exitCount?: (examId: string) => number;
}

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_LOGIN: AccessDecision = { kind: 'redirect', to: paths.login };

export function resolveAccess({ access, params = {}, session, exitCount = getExamExitCount }: AccessInput): AccessDecision {
  if (access === 'public') return ALLOW;

  if (access === 'examPaper' && params.id && exitCount(params.id) >= EXAM_EXIT_LIMIT) {
    return { kind: 'redirect', to: paths.examRecord, message: 'errors.examExitLimit' };
  }

  if (!session.token) {
    if (access === 'guestPass' && session.guest) return ALLOW;
    return TO_LOGIN;
  }

  // A guest session only opens the guest pages; everything else asks the visitor to log in.
  const guest = session.guest || session.role === 'guest';
  if (guest && (access === 'auth' || access === 'examPaper')) {
    return { kind: 'redirect', to: paths.login, message: 'shell.loginFirst' };
  }

  switch (access) {
    case 'admin':
      return session.role === 'admin' ? ALLOW : { kind: 'redirect', to: paths.login, message: 'errors.adminOnly' };
    case 'teacher':
    case 'reviewer':
    case 'finance':
    case 'distributor':
      return session.roles.includes(access) || session.role === access
        ? ALLOW
        : { kind: 'redirect', to: paths.login, message: 'errors.noAccess' };
    default:
      return ALLOW;
  }
}
