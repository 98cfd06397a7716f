// The one HTTP client: envelope check, auth headers, timeout, safe retries, message mapping, 401 handling.
import i18n from './i18n';
import zhCN from '../locales/zh-CN';
import type { ErrorCode } from './api-types';
import { refusalParams } from './optionLabels';
import { clearSession, getToken } from './session';
import { preparePostBody } from './requestRules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  msg?: string;
  /** A refusal's machine code (an ErrorCode). */
  error?: string;
  data: T;
}

export type ApiErrorKind = 'http' | 'network' | 'timeout';

const stringMap = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, String(v)]))
    : {};

/**
 * Every failed call rejects with this. `message` is ready to show to the user and follows the current
 * language: a refusal the client knows by its code is told in the client's own words (params filled in),
 * any other in the server's text, mapped by the spec's rules.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly data: unknown;
  /** The refusal's machine code (`error` of the answer); the server may know codes this client does not. */
  readonly error: string | null;
  /** An answered call's text as the server sent it (Chinese), '' when it sent none. */
  readonly serverMessage: string;
  /** True when `message` is the server's refusal (not a client fallback like '未知错误'). */
  readonly fromServer: boolean;

  constructor(
    message: string,
    init: { kind: ApiErrorKind; status?: number; code?: number | null; data?: unknown; error?: string | null; fromServer?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.data = init.data ?? null;
    this.error = init.error ?? null;
    this.fromServer = init.fromServer ?? false;
    // An answered call is given the server's text; what the user reads is made from it (and the code)
    // when it is shown, so a message a page holds follows a change of language.
    this.serverMessage = init.kind === 'http' ? message : '';
    if (init.kind === 'http') {
      Object.defineProperty(this, 'message', { get: () => refusalMessage(this.serverMessage, this.error, this.params) });
    }
  }

  /** Field → the server's text of a validation or conflict answer (`data.fields`). */
  get serverFields(): Record<string, string> {
    return stringMap((this.data as { fields?: unknown } | null)?.fields);
  }

  /** Field → refusal code (`data.codes`). */
  get codes(): Record<string, string> {
    return stringMap((this.data as { codes?: unknown } | null)?.codes);
  }

  /** Values of the `{name}`s in the refusal's text (`data.params`). */
  get params(): Record<string, string> {
    return stringMap((this.data as { params?: unknown } | null)?.params);
  }

  /**
   * Field → message to show: the client's text of the field's code, else the server's. The answer's params
   * belong to its own code, so a field whose text needs params other than those keeps the server's words.
   */
  get fields(): Record<string, string> {
    const codes = this.codes;
    return Object.fromEntries(
      Object.entries(this.serverFields).map(([field, text]) => [
        field,
        refusalText(codes[field], codes[field] === this.error ? this.params : {}) ?? text,
      ]),
    );
  }

  /** Seconds until a throttled call may be repeated (`data.retryAfter` of a 429). */
  get retryAfter(): number | null {
    const d = this.data as { retryAfter?: unknown } | null;
    return d && typeof d.retryAfter === 'number' ? d.retryAfter : null;
  }
}

export const SUCCESS_CODES = [0, 200];

export const apiConfig = {
  baseUrl: '',
  timeoutMs: 10_000,
  retries: 3,
  retryDelayMs: 1_000,
};

/** Calls where a 401 means "wrong credentials", not "session gone": they never force a logout. */
const AUTH_FLOW_PATHS = [
  '/api/v0/user/login',
  '/api/v0/user/register',
  '/api/v0/user/guest',
  '/api/v0/user/logout',
  '/api/v0/user/password/reset',
  '/api/v0/sms/',
];

export function isAuthFlowPath(path: string): boolean {
  return AUTH_FLOW_PATHS.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}?`));
}

let unauthorizedHandler: (() => void) | null = null;
let unauthorizedPending = false;

/**
 * The session is gone: it is cleared and the app's handler says so and opens the login page. A refusal that comes
 * before the app has installed its handler (a route's data asked for while the first page's chunks load) waits for
 * it, the session kept until then, so the learner is told, once, as for any other request.
 */
function sessionGone(): void {
  if (!unauthorizedHandler) {
    unauthorizedPending = true;
    return;
  }
  clearSession();
  unauthorizedHandler();
}

/** The app installs its router-aware handler (UiRoot), null once it is gone; a refusal that waited for it is handled now. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
  if (handler && unauthorizedPending) {
    unauthorizedPending = false;
    sessionGone();
  }
}

const CONCURRENT_MODIFICATION = /concurrent\s*modification|ConcurrentModification|并发修改/i;

/** Spec's message mapping; also supplies the unknown-error text for an empty message. */
export function mapServerMessage(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  if (!text) return i18n.t('errors.unknown');
  if (CONCURRENT_MODIFICATION.test(text)) return i18n.t('errors.concurrentModification');
  return text;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(zhCN.refusals, code);
}

/**
 * True when `error` is the server's refusal with one of `codes` (the answer's `error`). Pages decide what a refusal
 * means by its code, never by the HTTP status: one status carries many refusals (a 409 is a taken name as much as a
 * decision someone else took first), and the code is what the server promises to keep stable.
 */
export function isRefusal(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof ApiError && error.error !== null && (codes as readonly string[]).includes(error.error);
}

/**
 * True when the server refused values the user gave, naming the fields (`data.codes`: a validation error, or a
 * taken value or a state conflict on a field), rather than refusing the call itself.
 */
export function isFieldRefusal(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.codes).length > 0;
}

/** The server's message when it refused what was typed (a rule, a taken value, a wrong password): it names its field. */
export function fieldRefusalMessage(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer && isFieldRefusal(error) ? error.message : null;
}

/**
 * A refusal code's text in the current language with its `{{name}}`s filled from `params`; null for a
 * code this client does not know or a text whose params are missing.
 */
export function refusalText(code: string | null | undefined, params: Record<string, string> = {}): string | null {
  if (!isErrorCode(code)) return null;
  const names = Array.from(zhCN.refusals[code].matchAll(/{{(\w+)}}/g), (m) => m[1]);
  if (names.some((name) => !(name in params))) return null;
  return i18n.t(`refusals.${code}`, refusalParams(i18n.t, code, params));
}

/** The text of a failed answer: the spec's fixed mapping where it applies, else the code's text, else the server's. */
function refusalMessage(serverText: string, code: string | null, params: Record<string, string>): string {
  if (CONCURRENT_MODIFICATION.test(serverText)) return mapServerMessage(serverText);
  return refusalText(code, params) ?? mapServerMessage(serverText);
}

export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  const base = `${apiConfig.baseUrl}${path}`;
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  /** Send the bearer token (default true; registration sends none). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the call outlive the page (fetch `keepalive`), for the save made while the page unloads. */
  keepalive?: boolean;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isRetryable(method: HttpMethod, error: unknown): boolean {
  // A POST/PATCH may have changed state on the server; repeating it is never safe.
  if (method === 'POST' || method === 'PATCH') return false;
  if (!(error instanceof ApiError)) return false;
  // Transport, not a refusal: a 5xx (ours or a gateway's, which sends no code) may pass on a second try.
  return error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/** The bearer headers every call carries (the spec names both spellings), or none when signed out. */
export function authHeaders(auth = true): Record<string, string> {
  const token = auth ? getToken() : null;
  // HTTP header names are case-insensitive: a Headers object keeps one line for both spellings,
  // so the server never sees a comma-joined duplicate.
  return token ? { Authorization: `Bearer ${token}`, authorization: `Bearer ${token}` } : {};
}

/**
 * The envelope check shared by fetch calls and the XHR upload: the answer's `data` for a success,
 * else an ApiError with the mapped message (a 401 outside the auth flow also ends the session).
 */
export function unwrapEnvelope<T>(path: string, status: number, body: unknown): T {
  const envelope = isEnvelope(body) ? body : null;
  const ok = status >= 200 && status < 300 && envelope !== null && SUCCESS_CODES.includes(Number(envelope.code));
  if (ok) return envelope.data as T;

  // Transport, not a refusal: any 401 outside the sign-in calls means the session is gone, whatever its code
  // (LOGIN_REQUIRED, SESSION_EXPIRED), and only this client handles it. Pages branch on codes (isRefusal).
  if (status === 401 && !isAuthFlowPath(path)) sessionGone();
  const serverText = (envelope?.message ?? envelope?.msg ?? '').trim();
  const error = typeof envelope?.error === 'string' ? envelope.error : null;
  throw new ApiError(serverText, {
    kind: 'http',
    fromServer: serverText !== '' || isErrorCode(error),
    status,
    code: envelope ? Number(envelope.code) : null,
    data: envelope?.data ?? null,
    error,
  });
}

/** One HTTP exchange with the client's headers, `_t` on a GET and the timeout (which covers the wait for the answer's head). */
async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const params = method === 'GET' ? { ...options.params, _t: Date.now() } : options.params;
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(authHeaders(options.auth !== false))) headers.set(name, value);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, apiConfig.timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    return await fetch(buildUrl(path, params), {
      method,
      headers,
      credentials: 'include',
      body: options.body !== undefined ? JSON.stringify(method === 'POST' ? preparePostBody(path, options.body) : options.body) : undefined,
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (timedOut) throw new ApiError(i18n.t('errors.timeout'), { kind: 'timeout' });
    if (options.signal?.aborted) throw error;
    throw new ApiError(i18n.t('errors.network'), { kind: 'network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function attempt<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
  const response = await send(method, path, options);
  return unwrapEnvelope<T>(path, response.status, await parseBody(response));
}

/** A file the server answers with its bytes (not an envelope), and the name its Content-Disposition gives. */
export interface FileBlob {
  blob: Blob;
  name: string | null;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename="…"`). */
export function dispositionName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : null;
}

async function attemptBlob(path: string, options: RequestOptions): Promise<FileBlob> {
  const response = await send('GET', path, options);
  if (response.ok) return { blob: await response.blob(), name: dispositionName(response.headers.get('content-disposition')) };
  // A refusal is an envelope: the same error (and 401 handling) as any other call.
  unwrapEnvelope<never>(path, response.status, await parseBody(response));
  throw new ApiError('', { kind: 'http', status: response.status });
}

async function withRetries<T>(method: HttpMethod, call: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await call();
    } catch (error) {
      if (tries >= apiConfig.retries || !isRetryable(method, error)) throw error;
      await sleep(apiConfig.retryDelayMs);
    }
  }
}

/** One call with up to `apiConfig.retries` repeats, 1 s apart, when repeating is safe. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  return withRetries(method, () => attempt<T>(method, path, options));
}

export const api = {
  get: <T>(path: string, params?: QueryParams, options: Omit<RequestOptions, 'params'> = {}) =>
    request<T>('GET', path, { ...options, params }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, options),
  /** A private file (or a generated document) as bytes, with the bearer headers a plain link cannot send. */
  blob: (path: string, params?: QueryParams, options: Omit<RequestOptions, 'params' | 'body'> = {}) =>
    withRetries('GET', () => attemptBlob(path, { ...options, params })),
};

/**
 * The text to show for a failed call: the server's message when it sent one, else the caller's
 * fallback (spec: "server message or …"), else the client's own description of the failure.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  if (fallback) return fallback;
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors.unknown');
}
