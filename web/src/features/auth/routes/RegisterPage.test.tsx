import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, serveApi } from '../../../test/serve';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

async function fillIn() {
  fireEvent.change(await screen.findByPlaceholderText('请输入用户名', {}, { timeout: 15_000 }), { target: { value: 'newlearner' } });
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000077' } });
  fireEvent.change(screen.getByPlaceholderText('请输入邮箱'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码（不少于10位，包含字母和数字）'), { target: { value: 'Skill2026demo' } });
  fireEvent.change(screen.getByPlaceholderText('请再次输入密码'), { target: { value: 'Skill2026demo' } });
  const code = screen.getByTestId('captcha').getAttribute('data-code')!;
  fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: code } });
}

describe('register page and invite links', { timeout: 40_000 }, () => {
  it('takes the invite code of the link and sends it', async () => {
    const calls = serveApi(({ method, path }) => (method === 'POST' && path === '/api/v0/user/register' ? { data: { id: 30, username: 'newlearner' } } : undefined));
    renderAt('/register?inviteCode=qdx8k2m4p7nb');
    await fillIn();
    expect(screen.getByTestId('register-invite-code')).toHaveValue('QDX8K2M4P7NB');
    expect(screen.getByTestId('register-invite-hint')).toHaveTextContent('通过渠道邀请链接注册');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ username: 'newlearner', inviteCode: 'QDX8K2M4P7NB' }));
  });

  it('shows the refusal of an unknown or disabled code under the field', async () => {
    serveApi(({ method }) =>
      method === 'POST'
        ? { status: 400, message: '邀请码无效或已停用', data: { fields: { inviteCode: '邀请码无效或已停用' }, codes: { inviteCode: 'INVITE_CODE_UNKNOWN' } } }
        : undefined,
    );
    renderAt('/register?inviteCode=ZZZZZZZZZZZZ');
    await fillIn();
    fireEvent.click(screen.getByTestId('register-submit'));
    const field = (await screen.findByTestId('register-invite-code')).closest('.ant-form-item')!;
    await waitFor(() => expect(field).toHaveTextContent('邀请码无效或已停用'));
  });

  it('has no hint and an empty code without a link', async () => {
    serveApi();
    renderAt('/register');
    expect(await screen.findByTestId('register-invite-code', {}, { timeout: 15_000 })).toHaveValue('');
    expect(screen.queryByTestId('register-invite-hint')).toBeNull();
  });
});
