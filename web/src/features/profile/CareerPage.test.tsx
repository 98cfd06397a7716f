import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { userView } from '../../test/fixtures';
import type { OwnReferral } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const me = userView({ id: 16, username: 'zhouba', name: '周八', roles: ['student'] });

const referral = (over: Partial<OwnReferral> = {}): OwnReferral => ({
  id: 7,
  company: '广州电力工程有限公司',
  positionTitle: '电工',
  city: '广州',
  salaryMin: 8000,
  salaryMax: 12000,
  status: 'interviewing',
  statusLabel: '面试中',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('my career referrals', { timeout: 30_000 }, () => {
  it('lists the referrals with company, position, city, salary and status, from the profile menu', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    const calls = serveApi(({ path }) =>
      path === '/api/v0/user/career/referral'
        ? { data: { referrals: [referral(), referral({ id: 8, company: '深圳焊接科技', positionTitle: '焊工', city: '深圳', salaryMin: null, salaryMax: null, status: 'hired', statusLabel: '已录用' })] } }
        : path === '/api/v0/user'
          ? { data: me }
          : undefined,
    );
    const router = renderAt('/StudentProfile/basicinfo');
    fireEvent.click(await screen.findByRole('menuitem', { name: '就业推荐' }, { timeout: 15_000 }));
    const card = await screen.findByTestId('career-referral-7');
    expect(router.state.location.pathname).toBe('/StudentProfile/career');
    expect(within(card).getByText('电工')).toBeInTheDocument();
    expect(within(card).getByText('广州电力工程有限公司')).toBeInTheDocument();
    expect(within(card).getByText('广州')).toBeInTheDocument();
    expect(within(card).getByText('8,000–12,000 元/月')).toBeInTheDocument();
    expect(within(card).getByTestId('career-referral-status-7')).toHaveTextContent('面试中');
    const other = screen.getByTestId('career-referral-8');
    expect(within(other).getByText('面议')).toBeInTheDocument();
    expect(within(other).getByTestId('career-referral-status-8')).toHaveTextContent('已录用');
    expect(calls.some((c) => c.path === '/api/v0/user/career/referral')).toBe(true);
  });

  it('says what brings a referral when there is none', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/user/career/referral' ? { data: { referrals: [] } } : undefined));
    const router = renderAt('/StudentProfile/career');
    const empty = await screen.findByTestId('career-empty', {}, { timeout: 15_000 });
    expect(within(empty).getByText('暂无就业推荐')).toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: /前往在线课堂/ }));
    expect(router.state.location.pathname).toBe('/classroom');
  });

  it('offers to reload when the referrals cannot be read', async () => {
    saveLogin({ token: 't', user: me, roles: ['student'] });
    let fail = true;
    serveApi(({ path }) => (path === '/api/v0/user/career/referral' ? (fail ? { status: 500, message: '' } : { data: { referrals: [referral()] } }) : undefined));
    renderAt('/StudentProfile/career');
    expect((await screen.findAllByText('获取就业推荐失败，请稍后重试', {}, { timeout: 20_000 })).length).toBeGreaterThan(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByTestId('career-referral-7')).toBeInTheDocument();
  });
});
