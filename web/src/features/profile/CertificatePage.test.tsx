import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { userView } from '../../test/fixtures';
import type { LearnerCertificate } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const me = userView({ id: 7, username: 'student', name: '张同学', roles: ['student'] });

const certificate: LearnerCertificate = {
  id: 31,
  token: '0123456789abcdef0123456789abcdef',
  courseId: 2,
  courseName: '电工（四级/中级工）',
  number: 'GD-2026-000123',
  level: '四级/中级工',
  date: '2026-11-20',
  authority: '广东省职业技能鉴定指导中心',
  issuedAt: 1_700_000_000_000,
};

afterEach(() => vi.unstubAllGlobals());

describe('my certificates', { timeout: 30_000 }, () => {
  it('lists the certificates with the official look-up link, from the profile menu', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    const calls = serveApi(({ path }) => (path === '/api/v0/user/certificate' ? { data: { certificates: [certificate] } } : path === '/api/v0/user' ? { data: me } : undefined));
    const router = renderAt('/StudentProfile/basicinfo');
    fireEvent.click(await screen.findByRole('menuitem', { name: '我的证书' }, { timeout: 15_000 }));
    const card = await screen.findByTestId('certificate-GD-2026-000123');
    expect(router.state.location.pathname).toBe('/StudentProfile/certificate');
    expect(within(card).getByText('电工（四级/中级工）')).toBeInTheDocument();
    expect(within(card).getByText('GD-2026-000123')).toBeInTheDocument();
    expect(within(card).getByText('四级/中级工')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(card).getByText('广东省职业技能鉴定指导中心')).toBeInTheDocument();
    expect(within(card).getByText('证书有效')).toBeInTheDocument();
    expect(within(card).getByTestId('certificate-verify-link')).toHaveAttribute('href', '/verify?t=0123456789abcdef0123456789abcdef');
    expect(within(card).getByTestId('certificate-download')).toBeInTheDocument();
    const lookup = screen.getByTestId('certificate-lookup');
    expect(lookup).toHaveAttribute('href', 'http://zscx.osta.org.cn/');
    expect(lookup).toHaveAttribute('target', '_blank');
    expect(calls.some((c) => c.path === '/api/v0/user/certificate')).toBe(true);
  });

  it('shows a revoked certificate with the reason and offers no download', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    const revoked = { ...certificate, revokedAt: 1_700_000_500_000, revokeReason: '证书信息有误，作废后重新发放' };
    serveApi(({ path }) => (path === '/api/v0/user/certificate' ? { data: { certificates: [revoked] } } : undefined));
    renderAt('/StudentProfile/certificate');
    const card = await screen.findByTestId('certificate-GD-2026-000123', {}, { timeout: 15_000 });
    expect(card).toHaveAttribute('data-status', 'revoked');
    expect(within(card).getAllByText('证书已作废').length).toBeGreaterThan(0);
    expect(within(card).getByText('证书信息有误，作废后重新发放')).toBeInTheDocument();
    expect(within(card).queryByTestId('certificate-download')).toBeNull();
  });

  it('explains that certificates come after the exam when there is none', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user/certificate' ? { data: { certificates: [] } } : undefined));
    const router = renderAt('/StudentProfile/certificate');
    const empty = await screen.findByTestId('certificates-empty', {}, { timeout: 15_000 });
    expect(within(empty).getByText('暂无证书')).toBeInTheDocument();
    expect(within(empty).getByText('报名课程并通过考试后，审核员会为您发放证书，届时可在这里查看证书信息。')).toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: /前往考试中心/ }));
    expect(router.state.location.pathname).toBe('/examcenter');
  });

  it('offers to reload when the certificates cannot be read', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    let fail = true;
    serveApi(({ path }) => (path === '/api/v0/user/certificate' ? (fail ? { status: 403, message: '' } : { data: { certificates: [certificate] } }) : undefined));
    renderAt('/StudentProfile/certificate');
    // The page says it (and a toast does too), with a button to read again.
    expect((await screen.findAllByText('获取证书失败，请稍后重试', {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByTestId('certificate-GD-2026-000123')).toBeInTheDocument();
  });
});
