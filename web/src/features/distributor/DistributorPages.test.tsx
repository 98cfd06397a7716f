import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import type { AttributedLearner, DistributorComparison, DistributorDashboard, InviteCodeView } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

// ECharts draws on a canvas jsdom does not have; the charts module is checked by the browser tests.
vi.mock('./components/DashboardCharts', () => ({
  default: ({ dashboard }: { dashboard: DistributorDashboard }) => <div data-testid="dd-charts">{dashboard.daily.length} days</div>,
}));

const dashboard = (over: Partial<DistributorDashboard> = {}): DistributorDashboard => ({
  period: { from: '2026-10-26', to: '2026-11-24', days: 30 },
  registrations: 12,
  enrolments: [
    { status: 1, label: '待审核', count: 2 },
    { status: 2, label: '待缴费', count: 3 },
    { status: 3, label: '审核未通过', count: 1 },
    { status: 4, label: '已报名', count: 5 },
  ],
  payments: { count: 5, amountYuan: 6400 },
  funnel: [
    { stage: 'registered', label: '注册', count: 12 },
    { stage: 'submitted', label: '提交材料', count: 9 },
    { stage: 'approved', label: '审核通过', count: 8 },
    { stage: 'paid', label: '已缴费', count: 5 },
    { stage: 'passed', label: '考试通过', count: 2 },
  ],
  daily: [{ date: '2026-11-24', registrations: 1, enrolments: 1, payments: 0, amountYuan: 0 }],
  courses: [{ courseId: 2, courseName: '电工（四级/中级工）', enrolments: 6, payments: 3, amountYuan: 3840 }],
  passed: 2,
  codes: [{ id: 1, code: 'QDX8K2M4P7NB', label: '朋友圈', active: true, registrations: 9, payments: 4, amountYuan: 5120, createdAt: 1_700_000_000_000, link: '/register?inviteCode=QDX8K2M4P7NB' }],
  ...over,
});

const code = (over: Partial<InviteCodeView> = {}): InviteCodeView => ({
  id: 1,
  code: 'QDX8K2M4P7NB',
  label: '朋友圈',
  active: true,
  registrations: 9,
  payments: 4,
  amountYuan: 5120,
  createdAt: 1_700_000_000_000,
  disabledAt: null,
  link: '/register?inviteCode=QDX8K2M4P7NB',
  ...over,
});

const learner = (over: Partial<AttributedLearner> = {}): AttributedLearner => ({
  userId: 16,
  name: '周八',
  username: 'zhouba',
  phone: '138****0016',
  inviteCode: 'QDX8K2M4P7NB',
  registeredAt: 1_700_000_000_000,
  courses: [{ courseId: 2, courseName: '电工（四级/中级工）', status: 4, statusLabel: '已报名', paid: true, examCompleted: true }],
  ...over,
});

const comparison: DistributorComparison = {
  period: { from: '2026-08-27', to: '2026-11-24', days: 90 },
  distributors: [
    { userId: 7, name: '华南渠道', username: 'distributor', codes: 3, activeCodes: 2, registrations: 12, enrolments: 11, payments: 5, amountYuan: 6400, passed: 2 },
    { userId: 9, name: null, username: 'channel2', codes: 1, activeCodes: 1, registrations: 0, enrolments: 0, payments: 0, amountYuan: 0, passed: 0 },
  ],
  totals: { registrations: 12, enrolments: 11, payments: 5, amountYuan: 6400, passed: 2 },
};

/** The distributor API under `base` (own or an administrator's view of one). */
function serveDistributor(base: string, state: { codes?: InviteCodeView[] } = {}, ...more: Handler[]) {
  const codes = state.codes ?? [code()];
  return serveApi(...more, ({ method, path, query }) => {
    if (method === 'GET' && path === `${base}/dashboard`) return { data: dashboard() };
    if (method === 'GET' && path === `${base}/invite-code`) return { data: { codes } };
    if (method === 'GET' && path === `${base}/learner`) {
      const q = query.get('q') ?? '';
      const rows = [learner(), learner({ userId: 17, name: null, username: 'wuyi', phone: null, courses: [] })].filter((l) => !q || l.username.includes(q));
      return { data: { learners: rows, totalCount: rows.length } };
    }
    if (method === 'GET' && path === '/api/v0/admin/distributor') return { data: comparison };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('distributor dashboard', { timeout: 40_000 }, () => {
  it('shows the figures, charts, codes and learners of the last 30 days', async () => {
    saveLogin({ token: 't', user: staffUser(['distributor']), roles: ['distributor'] });
    const calls = serveDistributor('/api/v0/distributor');
    renderAt('/distributor');
    expect(await screen.findByTestId('dd-charts', {}, { timeout: 15_000 })).toHaveTextContent('1 days');
    expect(screen.getByTestId('stat-registrations')).toHaveTextContent('注册人数12');
    expect(screen.getByTestId('stat-enrolments')).toHaveTextContent('报名数11');
    expect(screen.getByTestId('stat-payments')).toHaveTextContent('确认缴费 5 笔');
    expect(screen.getByTestId('stat-payments')).toHaveTextContent('¥6,400.00');
    expect(screen.getByTestId('stat-passed')).toHaveTextContent('考试通过2');
    expect(screen.getByTestId('dd-enrolments-2')).toHaveTextContent('3');
    const byCode = screen.getByTestId('dd-by-code-QDX8K2M4P7NB');
    expect(byCode).toHaveTextContent('朋友圈');
    expect(byCode).toHaveTextContent('¥5,120.00');

    const row = await screen.findByTestId('dd-learner-16');
    expect(within(row).getByText('138****0016')).toBeInTheDocument();
    expect(within(row).getByText('已缴费')).toBeInTheDocument();
    expect(within(row).getByText('考试通过')).toBeInTheDocument();
    expect(within(screen.getByTestId('dd-learner-17')).getByText('暂未报名')).toBeInTheDocument();

    const dash = calls.find((c) => c.path === '/api/v0/distributor/dashboard')!;
    const days = (Date.parse(dash.query.get('to')!) - Date.parse(dash.query.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(30);
    expect(calls.find((c) => c.path === '/api/v0/distributor/learner')!.query.get('page')).toBe('0');
  });

  it('keeps the period in the URL and asks for it', async () => {
    saveLogin({ token: 't', user: staffUser(['distributor']), roles: ['distributor'] });
    const calls = serveDistributor('/api/v0/distributor');
    const router = renderAt('/distributor?from=2026-01-01&to=2026-01-31');
    await screen.findByTestId('dd-charts', {}, { timeout: 15_000 });
    const dash = calls.find((c) => c.path === '/api/v0/distributor/dashboard')!;
    expect([dash.query.get('from'), dash.query.get('to')]).toEqual(['2026-01-01', '2026-01-31']);
    expect(screen.getByTestId('dd-period-range')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('dd-period-7'));
    await waitFor(() => expect(router.state.location.search).toBe('?period=7'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/v0/distributor/dashboard').at(-1)!;
      expect((Date.parse(last.query.get('to')!) - Date.parse(last.query.get('from')!)) / 86_400_000 + 1).toBe(7);
    });
  });

  it('lists the invite codes; creates, relabels and disables one', async () => {
    saveLogin({ token: 't', user: staffUser(['distributor']), roles: ['distributor'] });
    const calls = serveDistributor('/api/v0/distributor', {}, ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/v0/distributor/invite-code') return { data: code({ id: 2, code: 'ABCDEFGH2345', label: (body as { label: string | null }).label }) };
      if (method === 'PUT' && path === '/api/v0/distributor/invite-code/1') return { data: code(body as Partial<InviteCodeView>) };
      return undefined;
    });
    renderAt('/distributor?tab=codes');
    const row = await screen.findByTestId('dd-code-QDX8K2M4P7NB', {}, { timeout: 15_000 });
    expect(row).toHaveTextContent('启用中');
    expect(row).toHaveTextContent(`${window.location.origin}/register?inviteCode=QDX8K2M4P7NB`);

    fireEvent.click(screen.getByTestId('dd-code-create'));
    fireEvent.change(await screen.findByTestId('dd-code-label'), { target: { value: '  抖音 ' } });
    fireEvent.click(screen.getByTestId('dd-code-dialog-ok'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: '抖音' }));
    expect(await screen.findByText('邀请码已创建')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('dd-code-toggle-QDX8K2M4P7NB'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false }));
    expect(await screen.findByText('邀请码已停用')).toBeInTheDocument();
  });

  it('shows the server refusal of a label under the field', async () => {
    saveLogin({ token: 't', user: staffUser(['distributor']), roles: ['distributor'] });
    serveDistributor('/api/v0/distributor', {}, ({ method }) =>
      method === 'POST' ? { status: 409, message: '邀请码数量已达上限', data: null } : undefined,
    );
    renderAt('/distributor?tab=codes');
    fireEvent.click(await screen.findByTestId('dd-code-create', {}, { timeout: 15_000 }));
    fireEvent.click(await screen.findByTestId('dd-code-dialog-ok'));
    expect(await screen.findByText('邀请码数量已达上限')).toBeInTheDocument();
  });
});

describe('channel figures (administrator)', { timeout: 40_000 }, () => {
  it('compares the distributors with totals and opens one of them', async () => {
    saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
    const calls = serveDistributor('/api/v0/admin/distributor/7');
    const router = renderAt('/root/distributors?period=90');
    const row = await screen.findByTestId('dc-row-7', {}, { timeout: 15_000 });
    expect(row).toHaveTextContent('华南渠道');
    expect(row).toHaveTextContent('2 / 3');
    expect(row).toHaveTextContent('¥6,400.00');
    expect(screen.getByTestId('dc-row-9')).toHaveTextContent('channel2');
    expect(screen.getByTestId('dc-totals')).toHaveTextContent('合计');
    expect(screen.getByTestId('stat-total-registrations')).toHaveTextContent('12');
    const compare = calls.find((c) => c.path === '/api/v0/admin/distributor')!;
    expect((Date.parse(compare.query.get('to')!) - Date.parse(compare.query.get('from')!)) / 86_400_000 + 1).toBe(90);

    fireEvent.click(screen.getByTestId('dc-open-7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/root/distributors/7'));
    expect(router.state.location.search).toBe('?period=90');
    expect(await screen.findByTestId('dd-charts')).toBeInTheDocument();
    expect(screen.getByTestId('dd-distributor-name')).toHaveTextContent('华南渠道 的数据看板');
    expect(calls.some((c) => c.path === '/api/v0/admin/distributor/7/dashboard')).toBe(true);
    expect(await screen.findByTestId('dd-learner-16')).toBeInTheDocument();
  });

  it('downloads the comparison as .xlsx', async () => {
    saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
    const blobs: string[] = [];
    const calls = serveDistributor('/api/v0/admin/distributor/7');
    type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn<Fetch>>;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (new URL(input, 'http://localhost').pathname === '/api/v0/admin/distributor/export') {
        blobs.push(input);
        return new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': 'attachment; filename="x.xlsx"' } });
      }
      return answer(input, init);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderAt('/root/distributors');
    fireEvent.click(await screen.findByTestId('dc-export', {}, { timeout: 15_000 }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const url = new URL(blobs[0], 'http://localhost');
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('is refused to a distributor', async () => {
    saveLogin({ token: 't', user: staffUser(['distributor']), roles: ['distributor'] });
    serveDistributor('/api/v0/distributor');
    const router = renderAt('/root/distributors');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  });
});
