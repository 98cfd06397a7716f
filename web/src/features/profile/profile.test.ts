import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { passwordChangeFailure } from '../../lib/currentUser';
import {
  basicInfoFrom,
  basicUpdateFailure,
  personalDataFrom,
  personalUpdateFailure,
  toBasicInput,
  toPersonalInput,
} from './api';
import { userView } from '../../test/fixtures';

/** An answered failure; a refusal of a field carries its text and code under the field's name, as the server sends it. */
const http = (status: number, message: string, fromServer = true, field?: [name: string, code: string]) =>
  new ApiError(message, {
    kind: 'http',
    status,
    fromServer,
    error: field?.[1] ?? null,
    data: field ? { fields: { [field[0]]: message }, codes: { [field[0]]: field[1] } } : null,
  });

describe('profile form values', () => {
  it('trims basic info before sending', () => {
    expect(toBasicInput({ username: ' stu ', name: ' 张三 ', email: ' a@b.cn', phone: '13912345678 ' })).toEqual({
      username: 'stu',
      name: '张三',
      email: 'a@b.cn',
      phone: '13912345678',
    });
  });

  it('reads a user into the forms, empty strings for missing values', () => {
    expect(basicInfoFrom(userView({ id: 1, username: 'stu', name: null }))).toEqual({ username: 'stu', name: '', email: '', phone: '' });
    const p = personalDataFrom(userView({ id: 1, username: 'stu', birthDate: '1990-01-02', workExperience: 3, education: null }));
    expect(p.birthDate).toBe('1990-01-02');
    expect(p.workExperience).toBe('3');
    expect(p.education).toBeUndefined();
  });

  it('sends personal data trimmed, the ID in upper case and empty work years as null', () => {
    const values = {
      name: ' 张三',
      phone: '13912345678',
      idCard: ' 11010519491231002x ',
      birthDate: '1949-12-31',
      education: '本科',
      degree: '学士',
      email: 'a@b.cn',
      workUnit: ' 某单位 ',
      workExperience: '',
      address: '',
    };
    const body = toPersonalInput(values);
    expect(body).toMatchObject({ name: '张三', idCard: '11010519491231002X', workUnit: '某单位', workExperience: null });
    expect(toPersonalInput({ ...values, workExperience: ' 12 ' }).workExperience).toBe(12);
  });
});

describe('profile failure texts (spec 000 §8)', () => {
  it('basic info: server rule text, status, no answer, otherwise', () => {
    expect(basicUpdateFailure(http(409, '手机号已被注册', true, ['phone', 'PHONE_TAKEN']))).toEqual({ text: '手机号已被注册' });
    // A refusal of the call itself (not of a field) is told by the spec's text with the status.
    expect(basicUpdateFailure(http(403, '游客无权执行此操作，请先注册登录'))).toEqual({ key: 'profile.updateFailedStatus', status: 403 });
    expect(basicUpdateFailure(http(500, '未知错误', false))).toEqual({ key: 'profile.updateFailedStatus', status: 500 });
    expect(basicUpdateFailure(new ApiError('x', { kind: 'timeout' }))).toEqual({ key: 'profile.noResponse' });
    expect(basicUpdateFailure(new ApiError('x', { kind: 'network' }))).toEqual({ key: 'profile.noResponse' });
    expect(basicUpdateFailure(new Error('boom'))).toEqual({ key: 'profile.updateFailed' });
  });

  it('personal data: server rule text, answered failure, unanswered failure', () => {
    expect(personalUpdateFailure(http(400, '请输入正确的身份证号', true, ['idCard', 'ID_CARD_INVALID']))).toEqual({ text: '请输入正确的身份证号' });
    expect(personalUpdateFailure(http(502, '', false))).toEqual({ key: 'profile.personUpdateFailed' });
    expect(personalUpdateFailure(new ApiError('x', { kind: 'network' }))).toEqual({ key: 'profile.personSubmitFailed' });
  });

  it('password: the server refusal as it says, else try later', () => {
    expect(passwordChangeFailure(http(400, '密码修改失败，请确认当前密码是否正确', true, ['oldPassword', 'PASSWORD_CHANGE_FAILED']))).toEqual({
      text: '密码修改失败，请确认当前密码是否正确',
    });
    expect(passwordChangeFailure(new ApiError('x', { kind: 'timeout' }))).toEqual({ key: 'profile.pwdFailed' });
  });
});
