import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearSession,
  examCompletedKey,
  examExitCountKey,
  getCookie,
  getExamExitCount,
  getToken,
  getUserInfo,
  getUserRole,
  getUserRoles,
  isExamCompleted,
  isGuestLogin,
  markManualLogout,
  normalizeRoles,
  primaryRole,
  readSession,
  refreshUser,
  saveLogin,
  sessionHome,
} from './session';
import { staffUser, userView } from '../test/fixtures';

const user = userView({ id: 7, username: 'alice' });

describe('role priority and routing', () => {
  it('sorts roles admin > distributor > teacher > finance > reviewer > student > guest', () => {
    expect(normalizeRoles(['guest', 'student', 'reviewer', 'finance', 'teacher', 'distributor', 'admin'])).toEqual([
      'admin',
      'distributor',
      'teacher',
      'finance',
      'reviewer',
      'student',
      'guest',
    ]);
    expect(primaryRole(['student', 'teacher'])).toBe('teacher');
    expect(primaryRole('student, finance')).toBe('finance');
    expect(primaryRole(['custom', 'student'])).toBe('student');
    expect(primaryRole([])).toBeNull();
  });

  it('lands each built-in role in its area (spec 000 §4)', () => {
    const cases: [string[], string][] = [
      [['admin'], '/root'],
      [['distributor'], '/distributor'],
      [['teacher', 'student'], '/teacher/course-manager'],
      [['finance'], '/auditors/financial/home'],
      [['reviewer'], '/auditors/material/home'],
      [['student'], '/classroom'],
      [['guest'], '/classroom'],
    ];
    for (const [roles, home] of cases) {
      expect(saveLogin({ token: 't', user: staffUser(roles), roles })).toBe(roles[0]);
      expect(sessionHome(readSession())).toBe(home);
    }
  });
});

describe('saveLogin', () => {
  it('stores token, user, role and roles in localStorage and 7-day cookies', () => {
    const role = saveLogin({ token: 'tok', user, roles: ['student', 'teacher'] });
    expect(role).toBe('teacher');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('userRole')).toBe('teacher');
    expect(JSON.parse(localStorage.getItem('userRoles')!)).toEqual(['teacher', 'student']);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
    expect(getCookie('token')).toBe('tok');
    expect(getCookie('userRole')).toBe('teacher');
    expect(JSON.parse(getCookie('userInfo')!)).toEqual(user);
    expect(JSON.parse(getCookie('userRoles')!)).toEqual(['teacher', 'student']);
    expect(getToken()).toBe('tok');
    expect(getUserInfo()).toEqual(user);
    expect(getUserRoles()).toEqual(['teacher', 'student']);
  });

  it('sets auditorType for a login that lands on an auditor desk', () => {
    saveLogin({ token: 't', user: staffUser(['finance']), roles: ['finance'] });
    expect(localStorage.getItem('auditorType')).toBe('financial');
    saveLogin({ token: 't', user: staffUser(['reviewer']), roles: ['reviewer'] });
    expect(localStorage.getItem('auditorType')).toBe('material');
    saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
    expect(localStorage.getItem('auditorType')).toBeNull();
    saveLogin({ token: 't', user: staffUser(['student']), roles: ['student'] });
    expect(localStorage.getItem('auditorType')).toBeNull();
  });

  it('lands a custom role where its permissions open an area', () => {
    expect(saveLogin({ token: 't', user: userView({ id: 3, username: 'ta', permissions: ['exam:grade'] }), roles: ['assistant'] })).toBe('assistant');
    expect(sessionHome(readSession())).toBe('/teacher/reprint-manager');
    expect(readSession().permissions).toEqual(['exam:grade']);
  });

  it('refuses a role that opens no area and stores nothing', () => {
    expect(saveLogin({ token: 't', user, roles: ['custom'] })).toBeNull();
    expect(getToken()).toBeNull();
    // A built-in staff role whose permissions were all taken away opens nothing either.
    expect(saveLogin({ token: 't', user, roles: ['finance'] })).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('sets the guest flag only for guest entry and clears manual_logout', () => {
    localStorage.setItem('manual_logout', 'true');
    saveLogin({ token: 'g', user, roles: ['guest'] }, { guest: true });
    expect(isGuestLogin()).toBe(true);
    expect(localStorage.getItem('manual_logout')).toBeNull();
    saveLogin({ token: 's', user, roles: ['student'] });
    expect(isGuestLogin()).toBe(false);
  });

  it('falls back to user.roles when the answer has none', () => {
    expect(saveLogin({ token: 't', user: { ...user, roles: ['admin'] }, roles: [] })).toBe('admin');
  });
});

describe('logout', () => {
  it('clearSession removes credentials from storage and cookies', () => {
    saveLogin({ token: 'tok', user, roles: ['reviewer'] }, { guest: false });
    clearSession();
    for (const key of ['token', 'userInfo', 'userRole', 'userRoles', 'auditorType', 'guest_login']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getCookie('token')).toBeNull();
    expect(getUserRole()).toBeNull();
  });

  it('markManualLogout also sets manual_logout', () => {
    saveLogin({ token: 'tok', user, roles: ['student'] });
    markManualLogout();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('manual_logout')).toBe('true');
  });
});

describe('other keys', () => {
  it('uses the spec key names', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(
      expect.arrayContaining([
        'token',
        'remembered_username',
        'guest_login',
        'userRole',
        'userRoles',
        'userInfo',
        'manual_logout',
        'auditorType',
        'theme',
        'sidebarCollapsed',
      ]),
    );
    expect(examExitCountKey(5)).toBe('exam_exit_count_5');
    expect(examCompletedKey('9')).toBe('exam_completed_9');
  });

  it('reads exam exit counts and completion flags', () => {
    expect(getExamExitCount(3)).toBe(0);
    localStorage.setItem('exam_exit_count_3', '4');
    expect(getExamExitCount(3)).toBe(4);
    localStorage.setItem('exam_completed_3', 'true');
    expect(isExamCompleted(3)).toBe(true);
  });

  it('reads the token from the cookie when localStorage lost it', () => {
    saveLogin({ token: 'cookie-tok', user, roles: ['student'] });
    localStorage.removeItem('token');
    expect(getToken()).toBe('cookie-tok');
    expect(readSession().role).toBe('student');
  });
});

describe('re-reading the signed-in user', () => {
  it('takes the roles, permissions and active role an administrator gave since the login', () => {
    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3 }), roles: ['teacher'] });
    refreshUser(staffUser(['admin', 'teacher'], { id: 3 }));
    const session = readSession();
    expect(session.role).toBe('admin');
    expect(session.roles).toEqual(['admin', 'teacher']);
    expect(session.permissions).toContain('settings:manage');
    expect(getCookie(STORAGE_KEYS.userRole)).toBe('admin');

    refreshUser(staffUser(['reviewer'], { id: 3 }));
    expect(readSession()).toMatchObject({ role: 'reviewer', roles: ['reviewer'], permissions: ['material:review'] });
  });

  it('leaves an ended session, or another user’s, as it is', () => {
    refreshUser(staffUser(['admin'], { id: 3 }));
    expect(getUserInfo()).toBeNull();
    expect(getToken()).toBeNull();

    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3 }), roles: ['teacher'] });
    refreshUser(staffUser(['admin'], { id: 4 }));
    expect(readSession()).toMatchObject({ role: 'teacher', user: { id: 3 } });
  });
});
