import { describe, expect, it } from 'vitest';
import { resolveAccess, type Access, type AccessInput } from './access';

type S = AccessInput['session'];

const anon: S = { token: null, role: null, roles: [], guest: false };
const guest: S = { token: 'g', role: 'guest', roles: ['guest'], guest: true };
const guestFlagOnly: S = { token: null, role: null, roles: [], guest: true };
const student: S = { token: 's', role: 'student', roles: ['student'], guest: false };
const admin: S = { token: 'a', role: 'admin', roles: ['admin'], guest: false };
const teacher: S = { token: 't', role: 'teacher', roles: ['teacher', 'student'], guest: false };
const finance: S = { token: 'f', role: 'finance', roles: ['finance'], guest: false };

const decide = (access: Access, session: S, params = {}, exits = 0) =>
  resolveAccess({ access, session, params, exitCount: () => exits });

describe('route guard', () => {
  it('lets anyone open public pages', () => {
    expect(decide('public', anon)).toEqual({ kind: 'allow' });
  });

  it('sends visitors without a token to /login', () => {
    expect(decide('auth', anon)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('guestPass', anon)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('admin', anon)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets the guest flag through the guest pages only', () => {
    expect(decide('guestPass', guestFlagOnly)).toEqual({ kind: 'allow' });
    expect(decide('auth', guestFlagOnly)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('guestPass', guest)).toEqual({ kind: 'allow' });
  });

  it('asks a guest session to log in for other learner pages', () => {
    expect(decide('auth', guest)).toEqual({ kind: 'redirect', to: '/login', message: 'shell.loginFirst' });
    expect(decide('examPaper', guest, { id: '1' })).toEqual({ kind: 'redirect', to: '/login', message: 'shell.loginFirst' });
    expect(decide('auth', student)).toEqual({ kind: 'allow' });
  });

  it('requires the admin role for /root pages', () => {
    expect(decide('admin', admin)).toEqual({ kind: 'allow' });
    for (const s of [guest, student, teacher]) {
      expect(decide('admin', s)).toEqual({ kind: 'redirect', to: '/login', message: 'errors.adminOnly' });
    }
  });

  it('requires the matching role for staff areas', () => {
    expect(decide('teacher', teacher)).toEqual({ kind: 'allow' });
    expect(decide('finance', finance)).toEqual({ kind: 'allow' });
    expect(decide('reviewer', finance)).toEqual({ kind: 'redirect', to: '/login', message: 'errors.noAccess' });
    expect(decide('distributor', guest)).toEqual({ kind: 'redirect', to: '/login', message: 'errors.noAccess' });
  });

  it('sends an exam left 3 times to /examrecord', () => {
    expect(decide('examPaper', student, { id: '4' }, 2)).toEqual({ kind: 'allow' });
    expect(decide('examPaper', student, { id: '4' }, 3)).toEqual({
      kind: 'redirect',
      to: '/examrecord',
      message: 'errors.examExitLimit',
    });
    expect(decide('examPaper', anon, { id: '4' }, 0)).toEqual({ kind: 'redirect', to: '/login' });
  });
});
