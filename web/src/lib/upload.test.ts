import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { saveLogin } from './session';
import { fileUrl, uploadFile, uploadPercent } from './upload';
import { staffUser } from '../test/fixtures';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    // Like a browser: a repeated name (in any case) is joined into one comma-separated value.
    const key = Object.keys(this.headers).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    this.headers[key] = this.headers[key] ? `${this.headers[key]}, ${value}` : value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const record = { id: 1, name: 'a.png', size: 3, type: 'image/png', sha256: 'abc', url: '/files/abc', source: 'cover', public: true, createdAt: 1 };

describe('uploadFile', () => {
  it('posts the source then the file with the auth headers and reports progress', async () => {
    saveLogin({ token: 'tok', user: staffUser(['teacher'], { id: 1, username: 't' }), roles: ['teacher'] });
    const seen: number[] = [];
    const done = uploadFile(new File(['abc'], 'a.png', { type: 'image/png' }), 'cover', { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v0/file/upload?source=cover');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(Object.keys(xhr.headers).filter((k) => k.toLowerCase() === 'authorization')).toHaveLength(1);
    expect([...xhr.body!.keys()]).toEqual(['source', 'file']);
    xhr.upload.onprogress?.({ loaded: 1, total: 4, lengthComputable: true });
    xhr.reply(200, { code: 0, message: 'ok', data: record });
    await expect(done).resolves.toEqual(record);
    expect(seen).toEqual([25, 100]);
  });

  it("names an application's document slot, so a wrong type is refused before anything is kept", async () => {
    const done = uploadFile(new Blob(['x']), 'material', { slot: { name: 'idFront', courseType: 0 } });
    expect(FakeXhr.last.url).toBe('/api/v0/file/upload?source=material&slot=idFront&courseType=0');
    FakeXhr.last.reply(400, { code: 40000, message: '身份证正面只接受 JPG、PNG 格式的文件', error: 'ENROL_DOCUMENT_TYPE_ACCEPTS', data: null });
    await expect(done).rejects.toMatchObject({ status: 400, fromServer: true });
  });

  it('rejects with the server message (413, 400)', async () => {
    const done = uploadFile(new Blob(['x']), 'course');
    FakeXhr.last.reply(413, { code: 41300, message: '文件过大，最大 500 MB', data: null });
    await expect(done).rejects.toMatchObject({ status: 413, message: '文件过大，最大 500 MB', fromServer: true });
    const bad = uploadFile(new Blob(['x']), 'course');
    FakeXhr.last.reply(400, { code: 40000, message: '不支持的文件类型', data: null });
    await expect(bad).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a network failure and an abort', async () => {
    const failed = uploadFile(new Blob(['x']), 'course');
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const aborted = uploadFile(new Blob(['x']), 'course', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('computes percents and file URLs', () => {
    expect(uploadPercent(5, 10)).toBe(50);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(fileUrl('/files/abc')).toBe('/files/abc');
    expect(fileUrl('https://x/y.png')).toBe('https://x/y.png');
    expect(fileUrl(null)).toBeUndefined();
  });
});
