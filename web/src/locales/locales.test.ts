import { describe, expect, it } from 'vitest';
import zhCN from './zh-CN';
import zhCNLearner from './zh-CN.learner';
import zhCNStaff from './zh-CN.staff';
import enUS from './en-US';
import refusalsSource from '../../../server/src/refusals.rs?raw';

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const interpolations = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('locales', () => {
  const parts = [flatten(zhCN), flatten(zhCNLearner), flatten(zhCNStaff)];
  const zh = Object.assign({}, ...parts) as Record<string, string>;
  const en = flatten(enUS);

  it('has each zh-CN text in one part only (the entry, the signed-in pages, the staff areas)', () => {
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('zh-CN and en-US have identical keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('no text is empty and interpolations match', () => {
    for (const key of Object.keys(zh)) {
      expect(zh[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(interpolations(en[key]), key).toEqual(interpolations(zh[key]));
    }
  });

  it('keeps the spec texts verbatim in zh-CN', () => {
    expect(zh['auth.login.success']).toBe('登录成功，正在跳转...');
    expect(zh['auth.login.failed']).toBe('登录失败，请检查用户名和密码');
    expect(zh['auth.login.guestInvalid']).toBe('游客账号异常，请联系管理员');
    expect(zh['auth.login.guestFailed']).toBe('游客登录失败');
    expect(zh['auth.login.roleMismatch']).toBe('用户角色不匹配，禁止访问！');
    expect(zh['auth.register.success']).toBe('注册成功，即将跳转到登录页面...');
    expect(zh['auth.forgot.success']).toBe('密码重置成功！');
    expect(zh['auth.phone.codeSent']).toBe('验证码已发送！');
    expect(zh['shell.logoutSuccess']).toBe('退出成功');
    expect(zh['shell.loginFirst']).toBe('请先登录');
    expect(zh['errors.adminOnly']).toBe('该页面需要管理员权限');
    expect(zh['errors.unknown']).toBe('未知错误');
    expect(zh['errors.concurrentModification']).toBe('Java并发修改异常，请联系后端开发人员');
  });

  it("tells every refusal in the server's own Chinese (server/src/refusals.rs), {name} as {{name}}", () => {
    const server = Object.fromEntries(
      Array.from(refusalsSource.matchAll(/^\s+([A-Z_]+) = "(.*)",$/gm), ([, code, text]) => [code, text.replace(/{(\w+)}/g, '{{$1}}')]),
    );
    expect(Object.keys(server)).toHaveLength(Object.keys(zhCN.refusals).length);
    expect(zhCN.refusals).toEqual(server);
  });
});
