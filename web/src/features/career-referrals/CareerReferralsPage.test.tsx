import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import type { CandidateView, PositionView, ReferralView } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const position = (over: Partial<PositionView> = {}): PositionView => ({
  id: 3,
  company: '广州电力工程有限公司',
  title: '电工',
  city: '广州',
  salaryMin: 8000,
  salaryMax: 12000,
  requirements: '持有电工证\n两年以上经验',
  contact: '李经理 020-88886666',
  status: 'open',
  referralCount: 2,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...over,
});

const referral = (over: Partial<ReferralView> = {}): ReferralView => ({
  id: 7,
  positionId: 3,
  company: '广州电力工程有限公司',
  positionTitle: '电工',
  city: '广州',
  positionStatus: 'open',
  userId: 16,
  learner: '周八',
  username: 'zhouba',
  phone: '138****0016',
  courseId: 2,
  courseName: '电工（四级/中级工）',
  certificateNumber: 'GD-2026-000123',
  status: 'recommended',
  statusLabel: '已推荐',
  notes: '动手能力强',
  referredBy: '管理员',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  ...over,
});

const candidate = (over: Partial<CandidateView> = {}): CandidateView => ({
  userId: 16,
  username: 'zhouba',
  name: '周八',
  phone: '138****0016',
  courseId: 2,
  courseName: '电工（四级/中级工）',
  lessonsDone: 12,
  lessonsTotal: 12,
  examCompleted: true,
  certificateNumber: 'GD-2026-000123',
  certificateLevel: '四级/中级工',
  ...over,
});

const COUNTS = { recommended: 4, interviewing: 2, hired: 1, declined: 3 };

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
}

const base = '/api/v0/admin/career';

/** The career API: referrals, positions and candidates as given; more handlers answer first. */
function serveCareer(state: { referrals?: () => ReferralView[]; positions?: () => PositionView[]; candidates?: CandidateView[] }, ...more: Handler[]) {
  const referrals = state.referrals ?? (() => [referral(), referral({ id: 8, status: 'hired', statusLabel: '已录用', learner: '孙七', username: 'sunqi', notes: null })]);
  const positions = state.positions ?? (() => [position(), position({ id: 4, company: '深圳焊接科技', title: '焊工', city: '深圳', salaryMin: null, salaryMax: null, status: 'closed', referralCount: 0, requirements: '' })]);
  return serveApi(...more, ({ method, path, query }) => {
    if (method !== 'GET') return undefined;
    if (path === `${base}/referral`) {
      const rows = referrals().filter((r) => !query.get('status') || r.status === query.get('status'));
      return { data: { referrals: rows, totalCount: rows.length, counts: COUNTS } };
    }
    if (path === `${base}/position`) {
      const rows = positions().filter((p) => !query.get('status') || p.status === query.get('status'));
      return { data: { positions: rows, totalCount: rows.length, counts: { open: 1, closed: 1 } } };
    }
    if (path === `${base}/candidate`) {
      const all = state.candidates ?? [candidate(), candidate({ userId: 17, username: 'wuyi', name: null, courseId: 5, courseName: '焊工', certificateNumber: null, certificateLevel: null, examCompleted: false })];
      const q = query.get('q') ?? '';
      const rows = all.filter((c) => !q || c.username.includes(q) || (c.name ?? '').includes(q));
      return { data: { candidates: rows, totalCount: rows.length } };
    }
    if (path === `${base}/referral/7`)
      return {
        data: {
          referral: referral({ status: 'interviewing', statusLabel: '面试中' }),
          events: [
            { at: 1_700_000_000_000, actor: '管理员', from: null, to: 'recommended', note: '动手能力强' },
            { at: 1_700_000_100_000, actor: '王老师', from: 'recommended', to: 'interviewing', note: '周三上午面试' },
          ],
        },
      };
    return undefined;
  });
}

const listCalls = (calls: ReturnType<typeof serveApi>, what: string) => calls.filter((c) => c.method === 'GET' && c.path === `${base}/${what}`);

afterEach(() => vi.unstubAllGlobals());

describe('career referrals page', { timeout: 40_000 }, () => {
  it('shows the counts and the referrals; a count card filters by its status', async () => {
    signIn();
    const calls = serveCareer({});
    const router = renderAt('/root/career-referrals');
    const row = await screen.findByTestId('referral-row-7', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: '就业推荐' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-referrals-recommended')).toHaveTextContent('已推荐');
    expect(screen.getByTestId('stat-referrals-recommended')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-referrals-interviewing')).toHaveTextContent('面试中2');
    expect(screen.getByTestId('stat-referrals-hired')).toHaveTextContent('已录用1');
    expect(screen.getByTestId('stat-referrals-declined')).toHaveTextContent('未录用3');

    expect(within(row).getByText('周八')).toBeInTheDocument();
    expect(within(row).getByText('138****0016')).toBeInTheDocument();
    expect(within(row).getByText('广州电力工程有限公司 · 广州')).toBeInTheDocument();
    expect(within(row).getByText('证书 GD-2026-000123')).toBeInTheDocument();
    expect(within(row).getByTestId('referral-status-7')).toHaveTextContent('已推荐');
    expect(within(row).getByText('动手能力强')).toBeInTheDocument();
    expect(within(row).getByText('管理员')).toBeInTheDocument();
    expect(within(row).getByTestId('referral-update-7')).toBeInTheDocument();
    // A hired referral is final: no status action, only its details.
    const hired = screen.getByTestId('referral-row-8');
    expect(within(hired).queryByTestId('referral-update-8')).toBeNull();
    expect(within(hired).getByTestId('referral-detail-8')).toBeInTheDocument();
    expect(listCalls(calls, 'referral')[0].query.get('page')).toBe('0');
    expect(listCalls(calls, 'referral')[0].query.get('size')).toBe('20');

    fireEvent.click(screen.getByTestId('stat-referrals-hired'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=hired'));
    await waitFor(() => expect(screen.queryByTestId('referral-row-7')).toBeNull());
    expect(screen.getByTestId('referral-row-8')).toBeInTheDocument();
    expect(listCalls(calls, 'referral').at(-1)!.query.get('status')).toBe('hired');
    expect(screen.getByTestId('stat-referrals-hired')).toHaveAttribute('aria-current', 'true');
    // Again: back to every status.
    fireEvent.click(screen.getByTestId('stat-referrals-hired'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by position and text through the URL', async () => {
    signIn();
    const calls = serveCareer({});
    renderAt('/root/career-referrals?positionId=3&q=周&status=interviewing&page=2');
    await screen.findByTestId('referral-filter-position', {}, { timeout: 15_000 });
    await waitFor(() => expect(listCalls(calls, 'referral').length).toBeGreaterThan(0));
    const query = listCalls(calls, 'referral')[0].query;
    expect(Object.fromEntries([...query].filter(([k]) => k !== '_t'))).toEqual({ status: 'interviewing', positionId: '3', q: '周', page: '1', size: '20' });
    expect(await screen.findByText('广州电力工程有限公司 · 电工')).toBeInTheDocument();
  });

  it('moves a referral on through the allowed statuses only, with notes', async () => {
    signIn();
    const calls = serveCareer({}, ({ method, path }) =>
      method === 'PUT' && path === `${base}/referral/7` ? { data: referral({ status: 'interviewing', statusLabel: '面试中' }) } : undefined,
    );
    renderAt('/root/career-referrals');
    fireEvent.click(await screen.findByTestId('referral-update-7', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('status-dialog');
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((c) => c.getAttribute('value'))).toEqual(['interviewing', 'hired', 'declined']);
    expect(within(dialog).queryByText('已推荐', { selector: 'label span' })).toBeNull();
    fireEvent.click(screen.getByTestId('status-submit'));
    expect(await within(dialog).findByText('请选择新的推荐状态')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('面试中'));
    fireEvent.change(screen.getByTestId('status-notes'), { target: { value: ' 周三上午面试 ' } });
    fireEvent.click(screen.getByTestId('status-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'interviewing', notes: '周三上午面试' }));
    expect(await screen.findByText('推荐状态已更新，学员会收到进展通知')).toBeInTheDocument();
  });

  it('offers only 已录用 and 未录用 for an interview, and tells a change that lost a race', async () => {
    signIn();
    const calls = serveCareer({ referrals: () => [referral({ status: 'interviewing', statusLabel: '面试中' })] }, ({ method }) =>
      method === 'PUT'
        ? {
            status: 409,
            message: '该推荐已被他人更新，请刷新后重试',
            error: 'CAREER_CHANGED_ELSEWHERE',
            data: { fields: { status: '该推荐已被他人更新，请刷新后重试' }, codes: { status: 'CAREER_CHANGED_ELSEWHERE' } },
          }
        : undefined,
    );
    renderAt('/root/career-referrals');
    fireEvent.click(await screen.findByTestId('referral-update-7', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('status-dialog');
    expect(within(dialog).getAllByRole('radio').map((c) => c.getAttribute('value'))).toEqual(['hired', 'declined']);
    fireEvent.click(within(dialog).getByText('已录用'));
    const before = listCalls(calls, 'referral').length;
    fireEvent.click(screen.getByTestId('status-submit'));
    expect(await screen.findByText('该推荐已被他人更新，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls, 'referral').length).toBeGreaterThan(before));
  });

  it('opens a referral with its trail', async () => {
    signIn();
    serveCareer({});
    renderAt('/root/career-referrals');
    fireEvent.click(await screen.findByTestId('referral-detail-7', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('referral-trail');
    const moved = await within(drawer).findByTestId('referral-event-interviewing');
    expect(moved).toHaveTextContent('更新状态');
    expect(moved).toHaveTextContent('王老师');
    expect(moved).toHaveTextContent('已推荐');
    expect(moved).toHaveTextContent('面试中');
    expect(moved).toHaveTextContent('备注：周三上午面试');
    expect(within(drawer).getByTestId('referral-event-recommended')).toHaveTextContent('管理员');
    expect(screen.getByTestId('referral-detail-status')).toHaveTextContent('面试中');
  });

  it('refers a learner: an open position, a candidate row with its qualification, notes; server field errors show on the fields', async () => {
    signIn();
    let refused = true;
    const calls = serveCareer({}, ({ method, path }) => {
      if (method !== 'POST' || path !== `${base}/referral`) return undefined;
      if (refused) return { status: 409, message: '该学员已推荐到此岗位', data: { fields: { userId: '该学员已推荐到此岗位' } } };
      return { data: referral({ id: 9 }) };
    });
    renderAt('/root/career-referrals');
    fireEvent.click(await screen.findByTestId('career-refer', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('refer-dialog');
    // Only open positions are offered.
    await waitFor(() => expect(listCalls(calls, 'position').some((c) => c.query.get('status') === 'open')).toBe(true));
    const certified = await within(dialog).findByTestId('candidate-row-16-2');
    expect(within(certified).getByText('已取得证书 GD-2026-000123')).toBeInTheDocument();
    expect(within(certified).getByText('zhouba · 138****0016')).toBeInTheDocument();
    expect(within(dialog).getByTestId('candidate-row-17-5')).toHaveTextContent('课程已学完');

    fireEvent.click(screen.getByTestId('refer-submit'));
    expect(await within(dialog).findByText('请选择岗位')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择学员')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('广州电力工程有限公司 · 电工（广州）'));
    // The search asks the server with the text.
    fireEvent.change(screen.getByTestId('candidate-search'), { target: { value: 'zhou' } });
    fireEvent.keyDown(screen.getByTestId('candidate-search'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listCalls(calls, 'candidate').at(-1)!.query.get('q')).toBe('zhou'));
    await waitFor(() => expect(within(dialog).queryByTestId('candidate-row-17-5')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('candidate-row-16-2'));
    expect(await within(dialog).findByTestId('refer-chosen')).toHaveTextContent('已选择：周八 · 电工（四级/中级工）');
    fireEvent.change(screen.getByTestId('refer-notes'), { target: { value: '动手能力强' } });
    fireEvent.click(screen.getByTestId('refer-submit'));
    expect(await within(dialog).findByText('该学员已推荐到此岗位', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ positionId: 3, userId: 16, courseId: 2, notes: '动手能力强' });

    refused = false;
    fireEvent.click(screen.getByTestId('refer-submit'));
    expect(await screen.findByText('已推荐，学员会在消息中心收到通知')).toBeInTheDocument();
  });
});

describe('positions tab', { timeout: 40_000 }, () => {
  it('lists positions with the salary written out, 面议, status tags and referral counts', async () => {
    signIn();
    const calls = serveCareer({});
    const router = renderAt('/root/career-referrals?tab=positions');
    const open = await screen.findByTestId('position-row-3', {}, { timeout: 15_000 });
    expect(within(open).getByTestId('position-salary-3')).toHaveTextContent('8,000–12,000 元/月');
    expect(within(open).getByTestId('position-status-3')).toHaveTextContent('招聘中');
    expect(within(open).getByText('李经理 020-88886666')).toBeInTheDocument();
    expect(within(open).getByTestId('position-toggle-3')).toHaveAttribute('aria-label', '关闭');
    const closed = screen.getByTestId('position-row-4');
    expect(within(closed).getByTestId('position-salary-4')).toHaveTextContent('面议');
    expect(within(closed).getByTestId('position-status-4')).toHaveTextContent('已关闭');
    expect(within(closed).getByTestId('position-toggle-4')).toHaveAttribute('aria-label', '重新开放');
    // The cards still count the referrals.
    expect(screen.getByTestId('stat-referrals-recommended')).toHaveTextContent('4');
    expect(listCalls(calls, 'position').some((c) => c.query.get('page') === '0' && c.query.get('size') === '20')).toBe(true);

    // A position's referral count opens its referrals.
    fireEvent.click(within(open).getByTestId('position-referrals-3'));
    await waitFor(() => expect(router.state.location.search).toBe('?positionId=3'));
    await waitFor(() => expect(listCalls(calls, 'referral').at(-1)!.query.get('positionId')).toBe('3'));
  });

  it('closes and reopens a position with its full body', async () => {
    signIn();
    const calls = serveCareer({}, ({ method, path, body }) => (method === 'PUT' && path.startsWith(`${base}/position/`) ? { data: { ...position(), ...(body as object) } } : undefined));
    renderAt('/root/career-referrals?tab=positions');
    fireEvent.click(await screen.findByTestId('position-toggle-3', {}, { timeout: 15_000 }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`${base}/position/3`);
    expect(put.body).toEqual({
      company: '广州电力工程有限公司',
      title: '电工',
      city: '广州',
      salaryMin: 8000,
      salaryMax: 12000,
      requirements: '持有电工证\n两年以上经验',
      contact: '李经理 020-88886666',
      status: 'closed',
    });
    expect(await screen.findByText('岗位已关闭，不能再向其推荐学员')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('position-toggle-4'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({ status: 'open', company: '深圳焊接科技', salaryMin: null }));
  });

  it('adds a position: the client rules say the server texts, a server field error shows on its field', async () => {
    signIn();
    let refused = true;
    const calls = serveCareer({}, ({ method, path, body }) => {
      if (method !== 'POST' || path !== `${base}/position`) return undefined;
      if (refused) return { status: 400, message: '企业名称不能超过100个字符', data: { fields: { company: '企业名称不能超过100个字符' } } };
      return { data: { ...position({ id: 9 }), ...(body as object) } };
    });
    renderAt('/root/career-referrals?tab=positions');
    fireEvent.click(await screen.findByTestId('career-add-position', {}, { timeout: 15_000 }));
    const form = await screen.findByTestId('position-form');
    fireEvent.click(screen.getByTestId('position-submit'));
    expect(await within(form).findByText('请输入企业名称')).toBeInTheDocument();
    expect(within(form).getByText('请输入岗位名称')).toBeInTheDocument();
    expect(within(form).getByText('请输入工作城市')).toBeInTheDocument();
    expect(within(form).getByText('请输入联系方式')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('position-company'), { target: { value: '广州电力工程有限公司' } });
    fireEvent.change(screen.getByTestId('position-title'), { target: { value: '电工' } });
    fireEvent.change(screen.getByTestId('position-city'), { target: { value: '广州' } });
    fireEvent.change(screen.getByTestId('position-contact'), { target: { value: '李经理' } });
    fireEvent.change(screen.getByTestId('position-salary-min'), { target: { value: '12000' } });
    fireEvent.change(screen.getByTestId('position-salary-max'), { target: { value: '8000' } });
    fireEvent.click(screen.getByTestId('position-submit'));
    expect(await within(form).findByText('最高薪资不能低于最低薪资')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('position-salary-max'), { target: { value: '2000000' } });
    expect(await within(form).findByText('薪资应为0到1000000之间的整数')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('position-salary-max'), { target: { value: '15000' } });
    await waitFor(() => expect(within(form).queryByText('薪资应为0到1000000之间的整数')).toBeNull());

    fireEvent.click(screen.getByTestId('position-submit'));
    expect(await within(form).findByText('企业名称不能超过100个字符', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      company: '广州电力工程有限公司',
      title: '电工',
      city: '广州',
      salaryMin: 12000,
      salaryMax: 15000,
      requirements: '',
      contact: '李经理',
      status: 'open',
    });
    refused = false;
    fireEvent.click(screen.getByTestId('position-submit'));
    expect(await screen.findByText('岗位已新增')).toBeInTheDocument();
  });

  it('asks before discarding the changes of the dialog', async () => {
    signIn();
    serveCareer({});
    renderAt('/root/career-referrals?tab=positions');
    fireEvent.click(await screen.findByTestId('position-edit-3', {}, { timeout: 15_000 }));
    const company = await screen.findByTestId('position-company');
    expect(company).toHaveValue('广州电力工程有限公司');
    fireEvent.change(company, { target: { value: '广州电力' } });
    fireEvent.click(within(screen.getByTestId('position-dialog')).getByRole('button', { name: /取\s*消/ }));
    expect((await screen.findAllByText('放弃未保存的修改？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '放弃修改' }));
    // The dialog closes (its content stays in the document until antd's leave animation ends).
    await waitFor(() => expect(screen.getByTestId('position-dialog').querySelector('.ant-modal-mask.ant-fade-leave, .ant-modal-wrap[style*="display: none"]')).not.toBeNull());
  });

  it("shows the server's refusal to delete a position that has referrals", async () => {
    signIn();
    const calls = serveCareer({}, ({ method }) =>
      method === 'DELETE' ? { status: 409, message: '该岗位已有推荐记录，不能删除，可将其关闭', data: { fields: { id: '该岗位已有推荐记录，不能删除，可将其关闭' } } } : undefined,
    );
    renderAt('/root/career-referrals?tab=positions');
    fireEvent.click(await screen.findByTestId('position-delete-3', {}, { timeout: 15_000 }));
    expect(await screen.findByText('确定删除岗位「广州电力工程有限公司 · 电工」吗？删除后不可恢复。')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!);
    expect(await screen.findByText('该岗位已有推荐记录，不能删除，可将其关闭')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(`${base}/position/3`);
  });
});
