import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../test/serve';

function reply(data: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'ok', data }), { status: 200 }));
}

const renderLogin = () => renderAt('/login');

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('refuses a guest answer without the guest role', async () => {
    vi.stubGlobal('fetch', vi.fn(() => reply({ token: 't', user: { id: 1, username: 'g' }, roles: ['student'] })));
    renderLogin();
    fireEvent.click(await screen.findByTestId('guest-login'));
    expect(await screen.findByText('游客账号异常，请联系管理员')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says 游客登录失败 when guest entry fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderLogin();
    fireEvent.click(await screen.findByTestId('guest-login'));
    expect(await screen.findByText('游客登录失败')).toBeInTheDocument();
  });

  it('refuses a role that has no area', async () => {
    vi.stubGlobal('fetch', vi.fn(() => reply({ token: 't', user: { id: 1, username: 'x' }, roles: ['custom'] })));
    const router = renderLogin();
    fireEvent.change(await screen.findByPlaceholderText('请输入用户名/手机号/邮箱'), { target: { value: 'x' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'secret' } });
    const code = screen.getByTestId('captcha').getAttribute('data-code')!;
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: code } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('用户角色不匹配，禁止访问！')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the fallback text when the server sends no message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 502 }))));
    renderLogin();
    fireEvent.change(await screen.findByPlaceholderText('请输入用户名/手机号/邮箱'), { target: { value: 'x' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'secret' } });
    const code = screen.getByTestId('captcha').getAttribute('data-code')!;
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: code } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('登录失败，请检查用户名和密码')).toBeInTheDocument();
  });
});
