import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import {
  basicInfoRules,
  birthDateFromIdCard,
  changePasswordRules,
  checkField,
  forgotResetRules,
  forgotVerifyRules,
  loginRules,
  personalDataRules,
  registerRules,
  trimValues,
  validate,
} from './validation';

const zh = (key: string) => i18n.getFixedT('zh-CN')(key);
const errs = (rules: Parameters<typeof validate>[0], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validate(rules, values)).map(([k, v]) => [k, zh(v)]));

const goodRegister = {
  username: 'newlearner',
  phone: '13912345678',
  email: 'a@b.cn',
  password: 'abcdefgh12',
  confirm: 'abcdefgh12',
  inviteCode: '',
  captcha: 'AB12',
};

describe('register rules (spec 000 §5)', () => {
  it('accepts valid values; invite code is optional', () => {
    expect(validate(registerRules, goodRegister)).toEqual({});
    expect(validate(registerRules, { ...goodRegister, inviteCode: 'ABCDEFGHIJKL' })).toEqual({});
  });

  it('reports every required message', () => {
    expect(errs(registerRules, {})).toEqual({
      username: '请输入用户名',
      phone: '请输入手机号',
      email: '请输入邮箱',
      password: '请输入密码',
      confirm: '请确认密码',
      captcha: '请输入验证码',
    });
  });

  it('checks formats', () => {
    expect(
      errs(registerRules, {
        ...goodRegister,
        phone: '23912345678',
        email: 'not-an-email',
        password: 'abcdefghij',
        confirm: 'different1',
        inviteCode: 'SHORT',
      }),
    ).toEqual({
      phone: '请输入正确的手机号',
      email: '请输入正确的邮箱格式',
      password: '密码必须包含字母和数字，且不少于10位',
      confirm: '两次输入的密码不一致',
      inviteCode: '邀请码必须为12位字符',
    });
    expect(checkField(registerRules, 'password', { password: 'abc123' })).toBe('validation.passwordWeak');
    expect(checkField(registerRules, 'password', { password: '1234567890' })).toBe('validation.passwordWeak');
    expect(checkField(registerRules, 'phone', { phone: '1391234567' })).toBe('validation.phoneInvalid');
  });
});

describe('login rules', () => {
  it('uses the login wording', () => {
    expect(errs(loginRules, {})).toEqual({
      username: '请输入用户名！',
      password: '请输入密码！',
      captcha: '请输入验证码',
    });
    expect(errs(loginRules, { username: 'a', password: 'b', captcha: 'c' })).toEqual({});
  });
});

describe('forgot password rules', () => {
  it('uses the forgot-password wording', () => {
    expect(errs(forgotVerifyRules, {})).toEqual({ phone: '请输入手机号！', code: '请输入验证码！' });
    expect(errs(forgotResetRules, {})).toEqual({ newPassword: '请输入新密码！', confirm: '请确认新密码！' });
    expect(errs(forgotResetRules, { newPassword: 'abcdefgh12', confirm: 'abcdefgh13' })).toEqual({
      confirm: '两次输入的密码不一致！',
    });
  });
});

describe('change password rules', () => {
  it('checks current, new and confirmation', () => {
    expect(errs(changePasswordRules, {})).toEqual({
      oldPassword: '请输入当前密码',
      newPassword: '请输入新密码',
      confirm: '请确认新密码',
    });
    expect(errs(changePasswordRules, { oldPassword: '12345', newPassword: 'abc1', confirm: 'abc1' })).toEqual({
      oldPassword: '密码长度不能小于6个字符',
      newPassword: '密码长度不能小于10个字符',
    });
    expect(errs(changePasswordRules, { oldPassword: 'old123', newPassword: 'abcdefghijk', confirm: 'x' })).toEqual({
      newPassword: '密码需包含字母和数字',
      confirm: '两次输入密码不一致',
    });
    expect(
      errs(changePasswordRules, { oldPassword: 'abcdefgh12', newPassword: 'abcdefgh12', confirm: 'abcdefgh12' }),
    ).toEqual({ newPassword: '新密码不能与当前密码相同' });
  });
});

describe('basic info rules', () => {
  it('checks required names, email and a 1[3-9] mobile', () => {
    expect(errs(basicInfoRules, { username: ' ', name: '', email: 'x', phone: '12345678901' })).toEqual({
      username: '用户名和姓名为必填项',
      name: '用户名和姓名为必填项',
      email: '请输入正确的邮箱地址',
      phone: '请输入正确的手机号码',
    });
    expect(validate(basicInfoRules, { username: 'a', name: '张三', email: 'a@b.cn', phone: '13912345678' })).toEqual({});
  });

  it('trims values before sending', () => {
    expect(trimValues({ username: ' a ', name: '张三 ', n: 3 })).toEqual({ username: 'a', name: '张三', n: 3 });
  });
});

describe('personal data rules', () => {
  const good = {
    name: '张三',
    phone: '13912345678',
    idCard: '11010519491231002X',
    birthDate: '1949-12-31',
    education: '本科',
    degree: '学士',
    email: 'a@b.cn',
    workExperience: '5',
  };
  it('accepts valid values', () => {
    expect(validate(personalDataRules, good)).toEqual({});
    expect(validate(personalDataRules, { ...good, idCard: '110105491231002', workExperience: '' })).toEqual({});
  });
  it('reports each rule', () => {
    expect(
      errs(personalDataRules, { ...good, idCard: '1234', birthDate: '', education: '', degree: '', workExperience: '5年' }),
    ).toEqual({
      idCard: '请输入正确的身份证号',
      birthDate: '请选择出生日期',
      education: '请选择学历',
      degree: '请选择学位',
      workExperience: '工作年限必须为数字',
    });
  });
  it('derives the birth date from the ID number', () => {
    expect(birthDateFromIdCard('11010519491231002X')).toBe('1949-12-31');
    expect(birthDateFromIdCard('110105491231002')).toBe('1949-12-31');
    expect(birthDateFromIdCard('110105194913310021')).toBeNull();
    expect(birthDateFromIdCard('abc')).toBeNull();
  });
});
