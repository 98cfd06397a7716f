import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import i18n from '../../lib/i18n';
import { appendBody } from './components/AppendPermissionDialog';
import { roleDeleteTexts, toRoleBody } from './components/RoleFormDialog';
import {
  birthDay,
  birthMs,
  editFormValues,
  isFutureDay,
  permissionLabel,
  permissionsOfRoles,
  roleLabel,
  rolesWithout,
  splitTags,
  toUserBody,
  toUserEdit,
  union,
  userFormField,
  userListQuery,
  visibleUsers,
} from './users';
import type { AdminUserDetail, RoleView } from '../../lib/api-types';
import type { Permission } from '../../lib/permissions';

const zh = i18n.getFixedT('zh-CN');

const role = (name: string, permissionNames: Permission[], extra: Partial<RoleView> = {}): RoleView => ({
  id: permissionNames.length + name.length,
  name,
  builtin: true,
  permissions: [],
  permissionNames,
  userCount: 0,
  createdAt: 0,
  ...extra,
});

describe('user list query from the URL', () => {
  it('defaults to the first page of 100 with no search', () => {
    expect(userListQuery(new URLSearchParams())).toEqual({ page: 0, size: 100 });
  });

  it('sends the zero-based page, an offered size and the trimmed searches', () => {
    const params = new URLSearchParams('page=3&size=20&id=12&username=%20zhang%20&phone=139&email=&idCard=%2011010519491231002X&other=x');
    expect(userListQuery(params)).toEqual({ page: 2, size: 20, id: '12', username: 'zhang', phone: '139', idCard: '11010519491231002X' });
  });

  it('ignores a size that is not offered and a page that is not a number', () => {
    expect(userListQuery(new URLSearchParams('page=abc&size=1000'))).toEqual({ page: 0, size: 100 });
    expect(userListQuery(new URLSearchParams('page=-4'))).toEqual({ page: 0, size: 100 });
  });
});

describe('visible users', () => {
  it('leaves out rows without id or with every identifying field blank', () => {
    const rows = [
      { id: 1, username: 'a', name: null, phone: null, email: null },
      { id: 0, username: 'b', name: null, phone: null, email: null },
      { id: 3, username: ' ', name: '', phone: null, email: undefined },
      { id: 4, username: '', name: null, phone: '139', email: null },
    ];
    expect(visibleUsers(rows)?.map((r) => r.id)).toEqual([1, 4]);
    expect(visibleUsers(undefined)).toBeUndefined();
  });
});

describe('tag overflow', () => {
  it('shows two and puts the rest behind the ellipsis', () => {
    expect(splitTags(['admin', 'teacher', 'student', 'guest'])).toEqual({ shown: ['admin', 'teacher'], rest: ['student', 'guest'] });
    expect(splitTags(['admin', 'teacher'])).toEqual({ shown: ['admin', 'teacher'], rest: [] });
    expect(splitTags([])).toEqual({ shown: [], rest: [] });
  });
});

describe('dates of birth', () => {
  it('sends the chosen calendar day at 00:00 UTC', () => {
    expect(birthMs(dayjs('1990-05-01'))).toBe(Date.UTC(1990, 4, 1));
    expect(new Date(birthMs(dayjs('2000-12-31'))).toISOString().slice(0, 10)).toBe('2000-12-31');
  });

  it('disables days after today only', () => {
    const today = dayjs('2026-03-10T15:00:00');
    expect(isFutureDay(dayjs('2026-03-11'), today)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-10T23:00:00'), today)).toBe(false);
    expect(isFutureDay(dayjs('1990-01-01'), today)).toBe(false);
  });

  it('reads a stored date back', () => {
    expect(birthDay('1990-05-01')?.format('YYYY-MM-DD')).toBe('1990-05-01');
    expect(birthDay(null)).toBeNull();
    expect(birthDay('not a date')).toBeNull();
  });
});

describe('form values to bodies', () => {
  const values = {
    username: ' zs ',
    name: '张三',
    phone: '13912345678',
    email: 'zs@example.com',
    idCard: '440101199005011234',
    birth: dayjs('1990-05-01'),
    education: '本科',
    degree: '学士',
    workUnit: ' ',
    workExperience: 3,
    address: '',
    password: 'Abcdefgh12',
    inviteCode: '',
    roles: ['student'],
    permissions: ['course:browse'] as Permission[],
  };

  it('add sends blanks as null and the birth in ms', () => {
    expect(toUserBody(values)).toEqual({
      username: 'zs',
      name: '张三',
      phone: '13912345678',
      email: 'zs@example.com',
      idCard: '440101199005011234',
      birth: Date.UTC(1990, 4, 1),
      education: '本科',
      degree: '学士',
      workUnit: null,
      workExperience: 3,
      address: null,
      password: 'Abcdefgh12',
      inviteCode: null,
      roles: ['student'],
      permissions: ['course:browse'],
    });
  });

  it('edit sends the id and the fields, never a password, roles or permissions', () => {
    const body = toUserEdit(7, { ...values, workUnit: '广州电力', address: '天河区' });
    expect(body).toMatchObject({ id: 7, username: 'zs', birth: Date.UTC(1990, 4, 1), workUnit: '广州电力', address: '天河区' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('roles');
    expect(body).not.toHaveProperty('permissions');
  });

  it('the edit form starts from the details', () => {
    const detail = { id: 7, username: 'zs', name: null, birthDate: '1990-05-01', roles: ['student'], permissions: [], appendedPermissions: [], mustChangePassword: false, createdAt: 0, updatedAt: 0 } as AdminUserDetail;
    const v = editFormValues(detail);
    expect(v.name).toBe('');
    expect(v.birth?.format('YYYY-MM-DD')).toBe('1990-05-01');
  });

  it('maps server field names to the form', () => {
    expect(userFormField('birthDate')).toBe('birth');
    expect(userFormField('roleName')).toBe('roles');
    expect(userFormField('phone')).toBe('phone');
    expect(userFormField('nonsense')).toBeNull();
  });
});

describe('roles', () => {
  const roles = [role('teacher', ['course:manage', 'exam:manage']), role('reviewer', ['material:review']), role('lead', ['exam:manage', 'payment:review'])];

  it('collects the chosen roles permissions once each', () => {
    expect(permissionsOfRoles(['teacher', 'lead'], roles)).toEqual(['course:manage', 'exam:manage', 'payment:review']);
    expect(permissionsOfRoles(['unknown'], roles)).toEqual([]);
  });

  it('never leaves a user without a role', () => {
    expect(rolesWithout(['admin', 'teacher'], 'admin')).toEqual(['teacher']);
    expect(rolesWithout(['student'], 'student')).toBeNull();
  });

  it('appends without repeating', () => {
    expect(union(['student'], ['teacher', 'student'])).toEqual(['student', 'teacher']);
    expect(appendBody({ roles: ['student'], appendedPermissions: ['exam:grade'] }, { roles: ['lead'], permissions: ['exam:grade', 'file:manage'] })).toEqual({
      roleName: ['student', 'lead'],
      permissionName: ['exam:grade', 'file:manage'],
    });
  });

  it('labels built-in roles in the language and created ones by their description', () => {
    expect(roleLabel(zh, 'admin')).toBe('管理员');
    expect(roleLabel(zh, 'lead', '审核组长')).toBe('审核组长');
    expect(roleLabel(zh, 'lead')).toBe('lead');
    expect(permissionLabel(zh, 'user:manage', 'x')).toBe('用户管理');
    expect(permissionLabel(zh, 'new:thing', '新权限')).toBe('新权限');
  });

  it('role body trims and sends no blank description', () => {
    expect(toRoleBody({ name: ' lead ', description: ' ', permissions: [3] })).toEqual({ name: 'lead', description: null, permissions: [3] });
  });

  it('deleting a held role says it was synced', () => {
    expect(roleDeleteTexts(zh, role('lead', [], { userCount: 2 }))).toMatchObject({ done: '角色已删除并同步', failed: '删除角色失败' });
    expect(roleDeleteTexts(zh, role('lead', [])).done).toBe('角色删除成功');
    expect(roleDeleteTexts(zh, role('lead', [])).confirm).toContain('不可恢复');
  });
});
