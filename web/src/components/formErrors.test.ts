import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from '../lib/api';
import i18n, { loadLanguage } from '../lib/i18n';
import { setFieldErrors } from './formErrors';

const http = (fields: Record<string, string>) => new ApiError('请检查表单', { kind: 'http', status: 400, fromServer: true, data: { fields } });
const fakeForm = () => ({ setFields: vi.fn() }) as unknown as FormInstance & { setFields: ReturnType<typeof vi.fn> };

describe('server field errors on a form', () => {
  it('maps the field errors the form knows', () => {
    const form = fakeForm();
    const error = http({ birth: '请选择出生日期', other: 'x' });
    setFieldErrors(form, error, (name) => (name === 'birth' ? 'birthDate' : null));
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'birthDate', errors: ['请选择出生日期'] }]);
  });

  it('keeps the listed names and leaves the form alone for anything but an ApiError', () => {
    const form = fakeForm();
    expect(setFieldErrors(form, http({ phone: '手机号已存在', id: 'x' }), ['phone', 'email'])).toEqual({ phone: '手机号已存在', id: 'x' });
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'phone', errors: ['手机号已存在'] }]);
    const untouched = fakeForm();
    expect(setFieldErrors(untouched, new Error('x'), ['birthDate'])).toEqual({});
    expect(untouched.setFields).not.toHaveBeenCalled();
  });
});

describe('server field errors in the current language', () => {
  const taken = () =>
    new ApiError('手机号已被注册', {
      kind: 'http',
      status: 409,
      fromServer: true,
      error: 'PHONE_TAKEN',
      data: { fields: { phone: '手机号已被注册' }, codes: { phone: 'PHONE_TAKEN' } },
    });
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('puts the English text of the field code on the form of an en-US user', async () => {
    await loadLanguage('en-US');
    i18n.changeLanguage('en-US');
    const form = fakeForm();
    expect(setFieldErrors(form, taken(), ['phone'])).toEqual({ phone: 'This phone number is already registered' });
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'phone', errors: ['This phone number is already registered'] }]);
  });

  it("puts the server's exact Chinese on the form of a zh-CN user", () => {
    const form = fakeForm();
    setFieldErrors(form, taken(), ['phone']);
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'phone', errors: ['手机号已被注册'] }]);
  });
});
