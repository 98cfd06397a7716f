import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { adminUserAddRules, adminUserEditRules, appendRolesRules, resetPasswordRules, roleRules, validate } from './validation';

const zh = (key: string) => i18n.getFixedT('zh-CN')(key);
const errs = (rules: Parameters<typeof validate>[0], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validate(rules, values)).map(([k, v]) => [k, zh(v)]));

const valid = {
  phone: '13912345678',
  username: 'zhangsan',
  name: '张三',
  idCard: '44010119900501123X',
  birth: '1990-05-01',
  education: '本科',
  degree: '学士',
  email: 'zs@example.com',
};

describe('add user rules (spec 001 §5)', () => {
  const add = { ...valid, password: 'Abcdefgh12', roles: ['student'], permissions: ['course:browse'] };

  it('accepts a complete user without work unit, address or invite code', () => {
    expect(validate(adminUserAddRules, add)).toEqual({});
  });

  it('asks for every required field with the spec texts', () => {
    expect(errs(adminUserAddRules, { roles: [], permissions: [] })).toEqual({
      phone: '请输入手机号',
      username: '请输入用户名',
      name: '请输入姓名',
      idCard: '请输入身份证号',
      birth: '请选择出生日期',
      education: '请选择学历',
      degree: '请选择学位',
      email: '请输入邮箱',
      password: '请输入密码',
      roles: '请选择角色',
      permissions: '请选择权限',
    });
  });

  it('checks formats', () => {
    expect(
      errs(adminUserAddRules, {
        ...add,
        phone: '12912345678',
        username: 'a',
        name: '张'.repeat(21),
        idCard: '4401011990050112',
        email: 'zs@',
        workExperience: -1,
        inviteCode: 'ABC',
      }),
    ).toEqual({
      phone: '请输入正确的手机号',
      username: '长度在 2 到 20 个字符',
      name: '长度在 2 到 20 个字符',
      idCard: '身份证号格式不正确',
      email: '请输入正确的邮箱地址',
      workExperience: '工作经验不能为负数',
      inviteCode: '邀请码长度必须为12个字符',
    });
    expect(validate(adminUserAddRules, { ...add, idCard: '440101900501123', workExperience: 0, inviteCode: 'ABCDEFGHIJKL' })).toEqual({});
    expect(errs(adminUserAddRules, { ...add, education: '博士后', degree: '院士' })).toEqual({ education: '请选择学历', degree: '请选择学位' });
  });

  it('checks the password in the spec order: required, length, letters and digits', () => {
    expect(errs(adminUserAddRules, { ...add, password: 'abc1' }).password).toBe('密码长度至少10位');
    expect(errs(adminUserAddRules, { ...add, password: 'abcdefghijk' }).password).toBe('密码需包含字母和数字');
    expect(errs(adminUserAddRules, { ...add, password: '12345678901' }).password).toBe('密码需包含字母和数字');
  });
});

describe('edit user rules', () => {
  it('require work unit and address but no password, roles or permissions', () => {
    expect(errs(adminUserEditRules, valid)).toEqual({ workUnit: '请输入工作单位', address: '请输入地址' });
    expect(validate(adminUserEditRules, { ...valid, workUnit: '广州电力', address: '广州市天河区' })).toEqual({});
  });
});

describe('reset password, append roles and role rules', () => {
  it('reset uses the new-password wording first, then the password rules', () => {
    expect(errs(resetPasswordRules, {})).toEqual({ password: '请输入新密码' });
    expect(errs(resetPasswordRules, { password: 'short1' })).toEqual({ password: '密码长度至少10位' });
    expect(validate(resetPasswordRules, { password: 'NewPass2026x' })).toEqual({});
  });

  it('append needs a role', () => {
    expect(errs(appendRolesRules, { roles: [] })).toEqual({ roles: '请选择要追加的角色' });
    expect(validate(appendRolesRules, { roles: ['teacher'] })).toEqual({});
  });

  it('a role needs an English name', () => {
    expect(errs(roleRules, { name: '  ' })).toEqual({ name: '请输入角色英文名' });
    expect(Object.keys(validate(roleRules, { name: '审核组长' }))).toEqual(['name']);
    expect(Object.keys(validate(roleRules, { name: 'Lead' }))).toEqual(['name']);
    expect(validate(roleRules, { name: 'auditor_lead-2' })).toEqual({});
  });
});
