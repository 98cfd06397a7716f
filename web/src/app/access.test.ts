import { describe, expect, it } from 'vitest';
import { resolveAccess, type Access, type AccessInput } from './access';
import { permissionsOf } from '../test/fixtures';

type S = AccessInput['session'];

const as = (roles: string[], permissions = permissionsOf(roles)): S => ({ token: 't', role: roles[0] ?? null, roles, guest: false, permissions });

const anon: S = { token: null, role: null, roles: [], guest: false, permissions: [] };
const guest: S = { token: 'g', role: 'guest', roles: ['guest'], guest: true, permissions: ['course:browse'] };
const guestFlagOnly: S = { token: null, role: null, roles: [], guest: true, permissions: [] };
const student = as(['student']);
const admin = as(['admin']);
const teacher = as(['teacher', 'student']);
const finance = as(['finance']);
const reviewer = as(['reviewer']);
const distributor = as(['distributor']);
/** A role the administrator made: grading only. */
const assistant = as(['assistant'], ['exam:grade']);
/** A custom role managing users, and one that may only send notices. */
const userAdmin = as(['useradmin'], ['user:manage']);
const noticeOnly = as(['notifier'], ['notice:send']);

const decide = (access: Access, session: S, pathname = '', params = {}, exits = 0) =>
  resolveAccess({ access, session, pathname, params, exitCount: () => exits });

const ALLOW = { kind: 'allow' };
const ADMIN_ONLY = { kind: 'redirect', to: '/login', message: 'errors.adminOnly' };
const NO_ACCESS = { kind: 'redirect', to: '/login', message: 'errors.noAccess' };

describe('route guard', () => {
  it('lets anyone open public pages', () => {
    expect(decide('public', anon)).toEqual(ALLOW);
  });

  it('brings an imported account to the initial password change until it is done', () => {
    const imported = { ...student, user: { mustChangePassword: true } as S['user'] };
    const first = { kind: 'redirect', to: '/initial-password' };
    expect(decide('guestPass', imported, '/examcenter')).toEqual(first);
    expect(decide('auth', imported, '/StudentProfile/basicinfo')).toEqual(first);
    expect(decide('auth', imported, '/initial-password')).toEqual(ALLOW);
    expect(decide('public', imported, '/login')).toEqual(ALLOW);
    const changed = { ...student, user: { mustChangePassword: false } as S['user'] };
    expect(decide('guestPass', changed, '/examcenter')).toEqual(ALLOW);
  });

  it('sends visitors without a token to /login', () => {
    expect(decide('auth', anon)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('guestPass', anon)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('admin', anon, '/root')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets the guest flag through the guest pages only', () => {
    expect(decide('guestPass', guestFlagOnly)).toEqual(ALLOW);
    expect(decide('auth', guestFlagOnly)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('guestPass', guest)).toEqual(ALLOW);
  });

  it('asks a guest session to log in for other learner pages', () => {
    expect(decide('auth', guest)).toEqual({ kind: 'redirect', to: '/login', message: 'shell.loginFirst' });
    expect(decide('examPaper', guest, '/exam-paper/1', { id: '1' })).toEqual({ kind: 'redirect', to: '/login', message: 'shell.loginFirst' });
    expect(decide('auth', student)).toEqual(ALLOW);
  });

  it('sends an exam left 3 times to /examrecord', () => {
    expect(decide('examPaper', student, '/exam-paper/4', { id: '4' }, 2)).toEqual(ALLOW);
    expect(decide('examPaper', student, '/exam-paper/4', { id: '4' }, 3)).toEqual({
      kind: 'redirect',
      to: '/examrecord',
      message: 'errors.examExitLimit',
    });
    expect(decide('examPaper', anon, '/exam-paper/4', { id: '4' }, 0)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('staff areas follow permissions', () => {
  // Each area's first page, and who may enter it.
  const areas: [Access, string][] = [
    ['admin', '/root'],
    ['teacher', '/teacher/course-manager'],
    ['material', '/auditors/material/home'],
    ['financial', '/auditors/financial/home'],
    ['distributor', '/distributor'],
  ];
  const who: [string, S, Access[]][] = [
    ['admin', admin, ['admin', 'teacher', 'material', 'financial', 'distributor']],
    ['teacher', teacher, ['teacher']],
    ['reviewer', reviewer, ['material']],
    ['finance', finance, ['financial']],
    ['distributor', distributor, ['distributor']],
    ['student', student, []],
    ['guest', guest, []],
    ['assistant (exam:grade)', assistant, ['teacher']],
    ['user manager (user:manage)', userAdmin, ['admin']],
  ];

  for (const [name, session, open] of who) {
    for (const [area, page] of areas) {
      const allowed = open.includes(area);
      it(`${name} ${allowed ? 'may' : 'may not'} enter ${area}`, () => {
        const decision = decide(area, session, page);
        if (!allowed) expect(decision).toEqual(area === 'admin' ? ADMIN_ONLY : NO_ACCESS);
        else if (name.startsWith('assistant')) expect(decision).toEqual({ kind: 'redirect', to: '/teacher/reprint-manager', message: 'errors.noAccess' });
        else expect(decision).toEqual(ALLOW);
      });
    }
  }

  it('opens each page only with its permission', () => {
    const rows: [Access, string, S, boolean][] = [
      ['admin', '/root/role-manage', userAdmin, false],
      ['admin', '/root/role-manage', as(['r'], ['role:manage']), true],
      ['admin', '/root/general-course', as(['r'], ['user:manage', 'course:manage']), true],
      ['admin', '/root/course-center', userAdmin, false],
      ['admin', '/root/topic-repository', as(['r'], ['user:manage', 'question:manage']), true],
      ['admin', '/root/exam-manage', as(['r'], ['user:manage', 'exam:grade']), false],
      ['admin', '/root/rewinding-center', as(['r'], ['user:manage', 'exam:grade']), true],
      ['admin', '/root/reroll-page/12', as(['r'], ['user:manage', 'exam:manage']), true],
      ['admin', '/root/reroll-page/12', userAdmin, false],
      ['admin', '/root/file-center', as(['r'], ['file:manage']), true],
      ['admin', '/root/audit-log', admin, true],
      ['admin', '/root/audit-log', as(['auditor'], ['audit:read']), true],
      ['admin', '/root/audit-log', userAdmin, false],
      ['admin', '/root/file-center', as(['auditor'], ['audit:read']), false],
      ['admin', '/root/material-center', as(['r'], ['user:manage', 'material:review']), true],
      ['admin', '/root/career-referrals', userAdmin, false],
      ['admin', '/root/career-referrals', as(['r'], ['user:manage', 'course:manage']), false],
      ['admin', '/root/career-referrals', as(['r'], ['user:manage', 'career:manage']), true],
      ['admin', '/root/career-referrals', admin, true],
      ['admin', '/root/career-referrals', as(['careers'], ['career:manage']), true],
      ['admin', '/root/course-center', as(['careers'], ['career:manage']), false],
      ['admin', '/root/distributors', admin, true],
      ['admin', '/root/distributors/7', admin, true],
      ['admin', '/root/distributors', as(['r'], ['user:manage', 'career:manage']), false],
      ['admin', '/root/distributors', as(['channels'], ['distributor:manage']), true],
      ['admin', '/root/distributors/7', as(['channels'], ['distributor:manage']), true],
      ['admin', '/root/career-referrals', as(['channels'], ['distributor:manage']), false],
      ['admin', '/root/information', userAdmin, true],
      ['admin', '/root/information', noticeOnly, true],
      ['admin', '/root/', admin, true],
      ['teacher', '/teacher/course-manager', assistant, false],
      ['teacher', '/teacher/topic-manager', as(['t'], ['question:manage']), true],
      ['teacher', '/teacher/exam-manager', assistant, false],
      ['teacher', '/teacher/reprint-manager', assistant, true],
      ['teacher', '/teacher/rewinding-manager', assistant, true],
      ['teacher', '/teacher/rewinding-manager', teacher, true],
      ['teacher', '/teacher/students-manager', assistant, false],
      ['teacher', '/TEACHER/Reprint-Manager/', assistant, true],
      ['material', '/auditors/material/materialinformation', reviewer, true],
      ['financial', '/auditors/financial/material/review', finance, true],
    ];
    for (const [area, path, session, allowed] of rows) {
      const decision = decide(area, session, path);
      expect(decision.kind === 'allow', `${path} for ${session.permissions.join(',')}`).toBe(allowed);
      if (!allowed) expect(decision).toMatchObject({ kind: 'redirect', message: 'errors.noAccess' });
    }
  });

  it('sends a refused page to the first page of the area the user may open', () => {
    expect(decide('admin', userAdmin, '/root/exam-manage')).toEqual({ kind: 'redirect', to: '/root', message: 'errors.noAccess' });
    expect(decide('admin', as(['r'], ['role:manage']), '/root')).toEqual({ kind: 'redirect', to: '/root/role-manage', message: 'errors.noAccess' });
    expect(decide('admin', noticeOnly, '/root')).toEqual({ kind: 'redirect', to: '/root/information', message: 'errors.noAccess' });
    // A role made for the audit log alone (audit:read) enters the area on that page.
    expect(decide('admin', as(['auditor'], ['audit:read']), '/root')).toEqual({ kind: 'redirect', to: '/root/audit-log', message: 'errors.noAccess' });
    expect(decide('teacher', assistant, '/teacher/topic-manager')).toEqual({ kind: 'redirect', to: '/teacher/reprint-manager', message: 'errors.noAccess' });
  });

  it("sends an area's own path to its first page for this user, without a message", () => {
    expect(decide('teacher', teacher, '/teacher')).toEqual({ kind: 'redirect', to: '/teacher/course-manager' });
    expect(decide('teacher', assistant, '/teacher/')).toEqual({ kind: 'redirect', to: '/teacher/reprint-manager' });
    expect(decide('teacher', as(['q'], ['question:manage']), '/teacher')).toEqual({ kind: 'redirect', to: '/teacher/topic-manager' });
    expect(decide('material', admin, '/auditors/material')).toEqual({ kind: 'redirect', to: '/auditors/material/home' });
    expect(decide('financial', finance, '/auditors/financial')).toEqual({ kind: 'redirect', to: '/auditors/financial/home' });
  });

  it('keeps notification and settings for the admin role (spec: 该页面需要管理员权限)', () => {
    for (const path of ['/root/notification', '/root/settings', '/root/Settings/']) {
      expect(decide('admin', admin, path)).toEqual(ALLOW);
      expect(decide('admin', userAdmin, path)).toEqual(ADMIN_ONLY);
      expect(decide('admin', noticeOnly, path)).toEqual(ADMIN_ONLY);
      expect(decide('admin', teacher, path)).toEqual(ADMIN_ONLY);
    }
  });

  it('lets the admin role into /root whatever its stored permissions say', () => {
    expect(decide('admin', as(['admin'], []), '/root/notification')).toEqual(ALLOW);
    expect(decide('admin', as(['admin'], []), '/root/information')).toEqual(ALLOW);
  });
});
