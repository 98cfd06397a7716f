import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiConfig,
  dispositionName,
  errorMessage,
  isAuthFlowPath,
  isFieldRefusal,
  isRefusal,
  mapServerMessage,
  setUnauthorizedHandler,
} from './api';
import i18n, { loadLanguage } from './i18n';
import { getToken, saveLogin } from './session';
import { staffUser, userView } from '../test/fixtures';

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let calls: Call[];
let replies: Array<() => Response | Promise<Response>>;

beforeEach(() => {
  calls = [];
  replies = [];
  apiConfig.retryDelayMs = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = replies.shift();
      if (!next) throw new Error('no reply queued');
      return Promise.resolve().then(next);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  apiConfig.retryDelayMs = 1000;
  apiConfig.timeoutMs = 10_000;
});

const ok = (data: unknown, code = 0) => () => jsonResponse(200, { code, message: 'ok', data });

describe('envelope', () => {
  it('returns data for code 0 and code 200', async () => {
    replies.push(ok({ a: 1 }), ok({ b: 2 }, 200));
    await expect(api.get('/api/v0/user')).resolves.toEqual({ a: 1 });
    await expect(api.get('/api/v0/user')).resolves.toEqual({ b: 2 });
  });

  it('rejects any other code with the message, or 未知错误 without one', async () => {
    replies.push(() => jsonResponse(200, { code: 5, message: '出错了', data: null }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: '出错了', code: 5, fromServer: true });
    replies.push(() => jsonResponse(200, { code: 5, data: null }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: '未知错误', fromServer: false });
  });

  it('rejects HTTP errors with the envelope message, fields and retryAfter', async () => {
    replies.push(() =>
      jsonResponse(409, { code: 40901, message: '用户名已存在', data: { fields: { username: '用户名已存在' } } }),
    );
    const err = (await api.post('/api/v0/user/register', {}, { auth: false }).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(409);
    expect(err.fields).toEqual({ username: '用户名已存在' });
    replies.push(() => jsonResponse(429, { code: 42900, message: '请求过于频繁', data: { retryAfter: 42 } }));
    const throttled = (await api.post('/api/v0/sms/code', {}).catch((e) => e)) as ApiError;
    expect(throttled.retryAfter).toBe(42);
  });

  it('maps concurrent-modification text', async () => {
    expect(mapServerMessage('java.util.ConcurrentModificationException at ...')).toBe(
      'Java并发修改异常，请联系后端开发人员',
    );
    expect(mapServerMessage('')).toBe('未知错误');
    replies.push(() => jsonResponse(200, { code: 1, message: 'ConcurrentModificationException', data: null }));
    await expect(api.post('/x', {})).rejects.toMatchObject({ message: 'Java并发修改异常，请联系后端开发人员' });
  });
});

describe('request shape', () => {
  it('sends JSON with credentials and the bearer token', async () => {
    saveLogin({ token: 'abc', user: userView({ id: 1, username: 'u' }), roles: ['student'] });
    replies.push(ok(null));
    await api.put('/api/v0/user', { name: '张三' });
    const { init } = calls[0];
    const headers = init.headers as Headers;
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(init.body).toBe(JSON.stringify({ name: '张三' }));
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('lets a call outlive the page with keepalive (the unload save)', async () => {
    replies.push(ok(null), ok(null));
    await api.put('/api/v0/course/1/section/2/item/3/progress', { progress: 10 }, { keepalive: true });
    expect(calls[0].init.keepalive).toBe(true);
    await api.put('/api/v0/course/1/section/2/item/3/progress', { progress: 10 });
    expect(calls[1].init.keepalive).toBeUndefined();
  });

  it('sends no token on register', async () => {
    saveLogin({ token: 'abc', user: userView({ id: 1, username: 'u' }), roles: ['student'] });
    replies.push(ok(null));
    await api.post('/api/v0/user/register', { username: 'x' }, { auth: false });
    expect((calls[0].init.headers as Headers).has('authorization')).toBe(false);
  });

  it('adds _t to every GET and keeps other params', async () => {
    replies.push(ok(null), ok(null));
    const before = Date.now();
    await api.get('/api/v0/exam', { page: 0, size: 10, empty: undefined });
    const url = new URL(calls[0].url, 'http://localhost');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
    await api.post('/api/v0/user/logout');
    expect(calls[1].url).not.toContain('_t=');
  });
});

describe('retries', () => {
  it('retries a GET up to 3 times after 5xx / network errors, then succeeds', async () => {
    replies.push(
      () => jsonResponse(500, { code: 500, message: 'boom', data: null }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse(503, {}),
      ok('done'),
    );
    await expect(api.get('/x')).resolves.toBe('done');
    expect(calls).toHaveLength(4);
  });

  it('gives up after 3 retries', async () => {
    for (let i = 0; i < 5; i += 1) replies.push(() => jsonResponse(502, { code: 502, message: '网关错误', data: null }));
    await expect(api.delete('/x')).rejects.toMatchObject({ status: 502, message: '网关错误' });
    expect(calls).toHaveLength(4);
  });

  it('never retries a POST', async () => {
    replies.push(() => jsonResponse(500, { code: 500, message: 'boom', data: null }));
    await expect(api.post('/x', {})).rejects.toMatchObject({ status: 500 });
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.post('/x', {})).rejects.toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试！' });
    expect(calls).toHaveLength(2);
  });

  it('does not retry 4xx answers', async () => {
    replies.push(() => jsonResponse(404, { code: 404, message: '不存在', data: null }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('waits 1 s between tries', async () => {
    apiConfig.retryDelayMs = 1000;
    vi.useFakeTimers();
    replies.push(() => jsonResponse(500, {}), ok(1));
    const p = api.get('/x');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBe(1);
    expect(calls).toHaveLength(2);
  });
});

describe('timeout', () => {
  it('aborts after 10 s and rejects with a timeout error', async () => {
    vi.useFakeTimers();
    replies.push(
      () =>
        new Promise<Response>((_resolve, reject) => {
          calls[0].init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = api.post('/x', {}).catch((e) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const err = (await p) as ApiError;
    expect(err.kind).toBe('timeout');
    expect(apiConfig.timeoutMs).toBe(10_000);
  });
});

describe('401', () => {
  it('clears the session and goes to login on a non-auth call', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    saveLogin({ token: 'abc', user: userView({ id: 1, username: 'u' }), roles: ['student'] });
    replies.push(() => jsonResponse(401, { code: 401, message: '登录已过期', data: null }));
    await expect(api.get('/api/v0/user')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('a refusal before the app installed its handler waits for it, the session kept until then', async () => {
    setUnauthorizedHandler(null);
    saveLogin({ token: 'abc', user: userView({ id: 1, username: 'u' }), roles: ['student'] });
    replies.push(() => jsonResponse(401, { code: 401, message: '登录已过期', data: null }));
    await expect(api.get('/api/v0/exam')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('abc');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    setUnauthorizedHandler(vi.fn());
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a wrong password on login', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    replies.push(() => jsonResponse(401, { code: 401, message: '用户名或密码错误', data: null }));
    const err = await api.post('/api/v0/user/login', {}).catch((e) => e);
    expect(errorMessage(err, '登录失败，请检查用户名和密码')).toBe('用户名或密码错误');
    expect(handler).not.toHaveBeenCalled();
  });

  it('knows the auth-flow paths', () => {
    expect(isAuthFlowPath('/api/v0/user/login')).toBe(true);
    expect(isAuthFlowPath('/api/v0/user/login/phone')).toBe(true);
    expect(isAuthFlowPath('/api/v0/sms/code')).toBe(true);
    expect(isAuthFlowPath('/api/v0/user')).toBe(false);
    expect(isAuthFlowPath('/api/v0/user/password')).toBe(false);
    expect(isAuthFlowPath('/api/v0/user/loginx')).toBe(false);
  });
});

describe('errorMessage', () => {
  it('prefers the server text, then the fallback', () => {
    const network = new ApiError('网络连接失败，请检查网络后重试！', { kind: 'network' });
    expect(errorMessage(network, '登录失败，请检查用户名和密码')).toBe('登录失败，请检查用户名和密码');
    expect(errorMessage(network)).toBe('网络连接失败，请检查网络后重试！');
    expect(errorMessage(new Error('x'))).toBe('未知错误');
  });
});

describe('refusal codes', () => {
  const refusal = (status: number, body: Record<string, unknown>) => () => jsonResponse(status, body);
  const submitted = refusal(409, { code: 40900, message: '您已完成该考试', error: 'EXAM_ALREADY_SUBMITTED', data: null });
  const throttled = refusal(429, {
    code: 42900,
    message: '登录尝试过于频繁，请42秒后重试',
    error: 'LOGIN_THROTTLED',
    data: { retryAfter: 42, params: { seconds: '42' } },
  });
  const english = async () => {
    await loadLanguage('en-US');
    i18n.changeLanguage('en-US');
  };
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it("tells an en-US user the server's refusal in English, params filled in", async () => {
    await english();
    replies.push(submitted, throttled);
    const done = (await api.post('/api/v0/exam/3/submit', {}).catch((e) => e)) as ApiError;
    expect(done).toMatchObject({ status: 409, error: 'EXAM_ALREADY_SUBMITTED', serverMessage: '您已完成该考试', fromServer: true });
    expect(errorMessage(done, '提交失败')).toBe('You have already completed this exam');
    const login = (await api.post('/api/v0/user/login', {}).catch((e) => e)) as ApiError;
    expect(login.message).toBe('Too many login attempts, please try again in 42 seconds');
    expect(login.params).toEqual({ seconds: '42' });
    expect(login.retryAfter).toBe(42);
  });

  it('tells a zh-CN user the exact Chinese, and follows a change of language', async () => {
    replies.push(submitted, throttled);
    const done = (await api.post('/api/v0/exam/3/submit', {}).catch((e) => e)) as ApiError;
    expect(done.message).toBe('您已完成该考试');
    const login = (await api.post('/api/v0/user/login', {}).catch((e) => e)) as ApiError;
    expect(login.message).toBe('登录尝试过于频繁，请42秒后重试');
    await english();
    expect(done.message).toBe('You have already completed this exam');
  });

  it("falls back to the server's text for a code the client does not know or a text missing its params", async () => {
    await english();
    replies.push(
      refusal(422, { code: 42200, message: '新的拒绝原因', error: 'SOMETHING_NEW', data: null }),
      refusal(400, { code: 40000, message: '得分须在0到5之间', error: 'GRADE_SCORE_RANGE', data: null }),
      refusal(500, { code: 50000, message: 'ConcurrentModificationException', error: 'INTERNAL', data: null }),
    );
    await expect(api.post('/x', {})).rejects.toMatchObject({ message: '新的拒绝原因', error: 'SOMETHING_NEW', fromServer: true });
    await expect(api.post('/x', {})).rejects.toMatchObject({ message: '得分须在0到5之间' });
    await expect(api.post('/x', {})).rejects.toMatchObject({ message: 'Concurrent modification error on the server, please contact the backend developers' });
  });

  it('keeps field codes and tells each field in the current language', async () => {
    await english();
    replies.push(
      refusal(400, {
        code: 40000,
        message: '用户名已存在',
        error: 'USERNAME_TAKEN',
        data: { fields: { username: '用户名已存在', other: '旧服务器的说法' }, codes: { username: 'USERNAME_TAKEN', other: 'NOT_A_CODE' } },
      }),
    );
    const err = (await api.post('/api/v0/user/register', {}, { auth: false }).catch((e) => e)) as ApiError;
    expect(err.codes).toEqual({ username: 'USERNAME_TAKEN', other: 'NOT_A_CODE' });
    expect(err.serverFields).toEqual({ username: '用户名已存在', other: '旧服务器的说法' });
    expect(err.fields).toEqual({ username: 'This username already exists', other: '旧服务器的说法' });
  });
});

describe('telling refusals apart', () => {
  const answered = (status: number, error: string | null, data: unknown = null) => new ApiError('', { kind: 'http', status, error, data });

  it('matches a refusal by its code, whatever the status that carried it', () => {
    const submitted = answered(409, 'EXAM_ALREADY_SUBMITTED');
    expect(isRefusal(submitted, 'EXAM_ALREADY_SUBMITTED')).toBe(true);
    expect(isRefusal(submitted, 'EXAM_TIME_UP', 'EXAM_ALREADY_SUBMITTED')).toBe(true);
    expect(isRefusal(submitted, 'EXAM_TIME_UP')).toBe(false);
    expect(isRefusal(answered(422, 'EXAM_ALREADY_SUBMITTED'), 'EXAM_ALREADY_SUBMITTED')).toBe(true);
  });

  it('never matches an answer without a code, a failure without an answer, or another error', () => {
    expect(isRefusal(answered(409, null), 'CONFLICT')).toBe(false);
    expect(isRefusal(new ApiError('offline', { kind: 'network' }), 'INTERNAL')).toBe(false);
    expect(isRefusal(new Error('EXAM_TIME_UP'), 'EXAM_TIME_UP')).toBe(false);
    expect(isRefusal(undefined, 'EXAM_TIME_UP')).toBe(false);
  });

  it('tells a refusal of given values (field codes) from a refusal of the call', () => {
    expect(isFieldRefusal(answered(409, 'PHONE_TAKEN', { fields: { phone: '手机号已被注册' }, codes: { phone: 'PHONE_TAKEN' } }))).toBe(true);
    expect(isFieldRefusal(answered(400, 'BODY_MALFORMED'))).toBe(false);
    expect(isFieldRefusal(answered(403, 'GUEST_FORBIDDEN'))).toBe(false);
    expect(isFieldRefusal(new ApiError('x', { kind: 'timeout' }))).toBe(false);
  });
});

describe('files as bytes', () => {
  it('reads a file with the bearer token and _t, and the name of its Content-Disposition', async () => {
    saveLogin({ token: 'tok', user: staffUser(['reviewer'], { id: 1, username: 'reviewer' }), roles: ['reviewer'] });
    replies.push(
      () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E8%A1%A8.pdf" },
        }),
    );
    const file = await api.blob('/files/abc');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(file.name).toBe('申报表.pdf');
    expect(calls[0].url).toMatch(/^\/files\/abc\?_t=\d+$/);
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('rejects a refusal with the envelope message', async () => {
    replies.push(() => jsonResponse(403, { code: 40300, message: '无权查看该文件', data: null }));
    await expect(api.blob('/files/abc')).rejects.toMatchObject({ status: 403, message: '无权查看该文件' });
  });

  it('reads both forms of the file name', () => {
    expect(dispositionName('attachment; filename="form.docx"')).toBe('form.docx');
    expect(dispositionName("attachment; filename*=UTF-8''%E6%8A%A5%E5%90%8D%E8%A1%A8.docx; filename=\"x.docx\"")).toBe('报名表.docx');
    expect(dispositionName('inline')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});
