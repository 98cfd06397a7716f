import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { getUserInfo, saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { userView } from '../../test/fixtures';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const me = userView({ id: 7, username: 'student', name: '张同学', email: 'student@skillcert.cn', phone: '13800000006', roles: ['student'] });

afterEach(() => vi.unstubAllGlobals());

describe('profile pages', { timeout: 30_000 }, () => {
  it('saves trimmed basic info and says 修改成功！', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    // The server as it is: a read after the save answers what was saved (the shell's own read of the user may land
    // after the save on a busy machine).
    let stored = me;
    const calls = serveApi(({ method, path, body }) => {
      if (path === '/api/v0/user' && method === 'GET') return { data: stored };
      if (path === '/api/v0/user' && method === 'PUT') {
        stored = { ...me, ...(body as object) };
        return { data: stored };
      }
      return undefined;
    });
    renderAt('/StudentProfile/basicinfo');
    const name = await screen.findByLabelText('姓名');
    await waitFor(() => expect(name).toHaveValue('张同学'));
    fireEvent.change(name, { target: { value: '  李同学  ' } });
    fireEvent.click(screen.getByTestId('basic-save'));
    expect(await screen.findByText('修改成功！')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ username: 'student', name: '李同学', email: 'student@skillcert.cn', phone: '13800000006' });
    expect(getUserInfo()?.name).toBe('李同学');
  });

  it('shows the rule messages of the basic info form', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user' ? { data: me } : undefined));
    renderAt('/StudentProfile/basicinfo');
    const phone = await screen.findByLabelText('手机号');
    await waitFor(() => expect(phone).toHaveValue('13800000006'));
    fireEvent.change(phone, { target: { value: '12345678901' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('basic-save'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
  });

  it('fills the birth date from an 18- or 15-digit ID number', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user' ? { data: me } : undefined));
    renderAt('/StudentProfile/personinfo');
    const id = await screen.findByTestId('person-idcard');
    fireEvent.change(id, { target: { value: '11010519900307002X' } });
    await waitFor(() => expect(screen.getByTestId('person-birthdate').querySelector('input') ?? screen.getByTestId('person-birthdate')).toHaveValue('1990-03-07'));
    fireEvent.change(id, { target: { value: '110105850612002' } });
    await waitFor(() => expect(screen.getByTestId('person-birthdate').querySelector('input') ?? screen.getByTestId('person-birthdate')).toHaveValue('1985-06-12'));
  });

  it('says 获取个人信息失败，请稍后重试 when the profile cannot be read', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user' ? { status: 403, message: '' } : undefined));
    renderAt('/StudentProfile/personinfo');
    expect((await screen.findAllByText('获取个人信息失败，请稍后重试')).length).toBeGreaterThan(0);
  });

  it('deletes the account after confirmation and ends the session', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    const calls = serveApi(({ method, path }) => {
      if (path === '/api/v0/user' && method === 'GET') return { data: me };
      if (path === '/api/v0/user/7' && method === 'DELETE') return { data: null };
      return undefined;
    });
    const router = renderAt('/StudentProfile/deleteaccount');
    expect(await screen.findByText('注销账号将永久删除您的所有个人信息和学习记录，且无法恢复。')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('delete-account-confirm'));
    fireEvent.click(await screen.findByTestId('delete-account-ok'));
    expect(await screen.findByText('账号已注销，感谢您的使用！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v0/user/7')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('downloads everything held about the person under the server’s name, and says why when refused', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user' ? { data: me } : undefined));
    const served = globalThis.fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>;
    const asked: Headers[] = [];
    let refuse = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        if (new URL(input, 'http://localhost').pathname !== '/api/v0/user/data-export') return served(input, init);
        asked.push(new Headers(init.headers));
        if (refuse) {
          const body = { code: 42900, message: '下载个人数据过于频繁，请1200秒后重试', error: 'PERSONAL_DATA_THROTTLED', data: { retryAfter: 1200, params: { seconds: '1200' } } };
          return new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json' } });
        }
        const name = encodeURIComponent('个人数据-student-2026-12-01.zip');
        return new Response('zip-bytes', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename*=UTF-8''${name}` } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:my-data'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/StudentProfile/personinfo');
    expect(await screen.findByText('平台保存的与您有关的全部数据')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('download-my-data'));
    expect(await screen.findByText('已开始下载您的数据')).toBeInTheDocument();
    expect(saved).toEqual(['个人数据-student-2026-12-01.zip']);
    expect(asked[0].get('Authorization')).toBe('Bearer t');
    refuse = true;
    // Pressable again once the first download is done.
    await waitFor(() => expect(screen.getByTestId('download-my-data')).toHaveTextContent('下载我的数据'));
    await waitFor(() => expect(screen.getByTestId('download-my-data')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('download-my-data'));
    expect(await screen.findByText('下载个人数据过于频繁，请1200秒后重试')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('offers the download before an account is deleted', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user' ? { data: me } : undefined));
    renderAt('/StudentProfile/deleteaccount');
    expect(await screen.findByText('注销前，您可以先下载平台保存的您的全部数据。')).toBeInTheDocument();
    expect(screen.getByTestId('download-my-data')).toHaveTextContent('下载我的数据');
  });
});
