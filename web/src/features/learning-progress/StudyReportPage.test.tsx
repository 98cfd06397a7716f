import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { staffUser, userView } from '../../test/fixtures';
import type { LearnerReport, ReportCourseView, ReportRowView, ReportView } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const PATH = '/root/study-report';
const base = '/api/v0/admin/study';

const COURSES: ReportCourseView[] = [
  { id: 2, name: 'Python爬虫工程师', requiredPeriods: 4 },
  { id: 3, name: '电工基础', requiredPeriods: 0 },
];

function row(fields: Partial<ReportRowView> = {}): ReportRowView {
  return {
    userId: 16,
    username: 'zhouba',
    name: '周八',
    idCard: '4401**********123X',
    sessions: 3,
    creditedMs: 6_750_000,
    creditedPeriods: '2.5',
    discardedMs: 600_000,
    checksPassed: 5,
    checksMissed: 2,
    snapshotsTaken: 4,
    snapshotsConfirmed: 1,
    firstAt: Date.UTC(2026, 10, 18, 1),
    lastAt: Date.UTC(2026, 10, 20, 9, 30),
    ...fields,
  };
}

const ROWS = [
  row(),
  row({ userId: 17, username: 'sunqi', name: null, idCard: null, sessions: 6, creditedMs: 10_800_000, creditedPeriods: '4.0', checksPassed: 8, checksMissed: 0 }),
  row({ userId: 18, username: 'zhaoliu', name: '赵六', idCard: '1101**********1234', sessions: 0, creditedMs: 0, creditedPeriods: '0.0', discardedMs: 0, checksPassed: 0, checksMissed: 0, firstAt: null, lastAt: null }),
];

const report = (courseId: number): ReportView => {
  const course = COURSES.find((c) => c.id === courseId)!;
  const rows = courseId === 2 ? ROWS : [];
  return { courseId, courseName: course.name, requiredPeriods: course.requiredPeriods, periodMinutes: 45, rows, totalCount: rows.length };
};

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const LEARNER: LearnerReport = {
  userId: 16,
  username: 'zhouba',
  name: '周八',
  idCard: '4401**********123X',
  // Oldest first on purpose: the drawer shows the newest first whatever the order.
  sessions: [
    {
      id: 901,
      startedAt: Date.UTC(2026, 10, 18, 1),
      lastBeatAt: Date.UTC(2026, 10, 18, 2),
      endedAt: Date.UTC(2026, 10, 18, 2),
      endReason: 'superseded',
      userAgent: CHROME,
      address: '203.0.113.7',
      creditedMs: 2_400_000,
      discardedMs: 1_200_000,
      checksPassed: 2,
      checksMissed: 1,
      snapshotsRequested: 3,
      snapshotsTaken: 2,
      verdict: 'other',
      reasons: [
        { reason: 'credited', ms: 2_400_000 },
        { reason: 'hidden', ms: 300_000 },
        { reason: 'check_missed', ms: 900_000 },
        { reason: 'camera', ms: 120_000 },
      ],
    },
    {
      id: 902,
      startedAt: Date.UTC(2026, 10, 20, 8),
      lastBeatAt: Date.UTC(2026, 10, 20, 9, 30),
      endedAt: null,
      endReason: null,
      userAgent: IPHONE,
      address: '198.51.100.20',
      creditedMs: 4_350_000,
      discardedMs: 60_000,
      checksPassed: 3,
      checksMissed: 0,
      snapshotsRequested: 0,
      snapshotsTaken: 0,
      verdict: null,
      reasons: [
        { reason: 'credited', ms: 4_350_000 },
        { reason: 'idle', ms: 60_000 },
      ],
    },
  ],
};

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
}

function serveReport(courses: ReportCourseView[], ...more: Handler[]) {
  return serveApi(...more, ({ method, path, query }) => {
    if (method !== 'GET') return undefined;
    if (path === `${base}/course`) return { data: { courses } };
    if (path === `${base}/report`) return { data: report(Number(query.get('courseId'))) };
    if (path === `${base}/report/learner/16`) return { data: LEARNER };
    return undefined;
  });
}

const reportCalls = (calls: { path: string; query: URLSearchParams }[]) => calls.filter((c) => c.path === `${base}/report`);
const queryOf = (call: { query: URLSearchParams } | URL) => Object.fromEntries([...('query' in call ? call.query : call.searchParams)].filter(([k]) => k !== '_t'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('study-hours report', { timeout: 40_000 }, () => {
  it('shows each learner’s masked ID, 学时 against the requirement, sessions, checks and times for the first course', async () => {
    signIn();
    const calls = serveReport(COURSES);
    renderAt(PATH);
    const first = await screen.findByTestId('study-report-row-16', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: '学时报表' })).toBeInTheDocument();
    expect(screen.getByText('学时由服务器按学员实际学习的时间计入，每学时 45 分钟；课程要求 4 学时')).toBeInTheDocument();
    expect(screen.getByTestId('study-report-course')).toHaveTextContent('Python爬虫工程师');
    expect(screen.getByTestId('study-report-table')).toBeInTheDocument();

    expect(within(first).getByText('周八')).toBeInTheDocument();
    expect(within(first).getByText('zhouba')).toBeInTheDocument();
    expect(within(first).getByText('4401**********123X')).toBeInTheDocument();
    expect(within(first).getByText('2.5 / 4')).toBeInTheDocument();
    expect(within(first).getByText('计时 1:52:30')).toBeInTheDocument();
    expect(within(first).queryByText('已达标')).toBeNull();
    expect(within(first).getByText('3')).toBeInTheDocument();
    const checks = within(first).getByTestId('study-report-checks-16');
    expect(checks).toHaveTextContent('5 / 2');
    expect(checks).toHaveAttribute('title', '点名通过 5 次，未通过 2 次');
    expect(within(checks).getByText('2')).toHaveClass('sr-missed');
    expect(screen.getByRole('columnheader', { name: '抓拍' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '本人确认' })).toBeInTheDocument();
    expect(within(first).getByTestId('study-report-snapshots-16')).toHaveTextContent('4');
    expect(within(first).getByTestId('study-report-confirmed-16')).toHaveTextContent('1');

    const reached = screen.getByTestId('study-report-row-17');
    expect(within(reached).getByText('sunqi')).toBeInTheDocument();
    expect(within(reached).getByText('4.0 / 4')).toBeInTheDocument();
    expect(within(reached).getByText('已达标')).toBeInTheDocument();
    expect(within(reached).getByText('—')).toBeInTheDocument();
    expect(within(within(reached).getByTestId('study-report-checks-17')).getByText('0')).not.toHaveClass('sr-missed');

    const never = screen.getByTestId('study-report-row-18');
    expect(within(never).getByText('0.0 / 4')).toBeInTheDocument();
    expect(within(never).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('共 3 位学员')).toBeInTheDocument();

    // Until a course is chosen, the first of the list is asked for.
    expect(queryOf(reportCalls(calls).at(-1)!)).toEqual({ courseId: '2', page: '0', size: '20' });
  });

  it('sends the URL’s course, period, search and page, and searches back to page 1', async () => {
    signIn();
    const calls = serveReport(COURSES);
    const router = renderAt(`${PATH}?courseId=3&from=2026-11-01&to=2026-11-30&q=zh&page=2&size=50`);
    // Filtered: the empty report offers to clear the filters.
    expect(await screen.findByText('没有找到符合条件的学员', {}, { timeout: 15_000 })).toBeInTheDocument();
    // A course without a requirement: the subtitle gives the minutes alone.
    expect(await screen.findByText('学时由服务器按学员实际学习的时间计入，每学时 45 分钟')).toBeInTheDocument();
    expect(queryOf(reportCalls(calls).at(-1)!)).toEqual({ courseId: '3', from: '2026-11-01', to: '2026-11-30', q: 'zh', page: '1', size: '50' });
    expect(screen.getByTestId('study-report-course')).toHaveTextContent('电工基础');
    const period = within(screen.getByTestId('study-report-period')).getAllByRole('textbox');
    expect(period.map((input) => (input as HTMLInputElement).value)).toEqual(['2026-11-01', '2026-11-30']);

    const search = screen.getByTestId('study-report-search');
    fireEvent.change(search, { target: { value: ' 1380000 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?courseId=3&from=2026-11-01&to=2026-11-30&q=1380000&size=50'));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.query.get('q')).toBe('1380000'));
    expect(reportCalls(calls).at(-1)!.query.get('page')).toBe('0');
  });

  it('changes the course through the URL and goes back to page 1', async () => {
    signIn();
    const calls = serveReport(COURSES);
    const router = renderAt(`${PATH}?page=2`);
    await screen.findByTestId('study-report-row-16', {}, { timeout: 15_000 });
    fireEvent.mouseDown(within(screen.getByTestId('study-report-course')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('电工基础'));
    await waitFor(() => expect(router.state.location.search).toBe('?courseId=3'));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.query.get('courseId')).toBe('3'));
    expect(await screen.findByText('该课程暂无学员')).toBeInTheDocument();
  });

  it('opens a learner’s sessions, newest first, with device, address, end, checks and time by reason', async () => {
    signIn();
    const calls = serveReport(COURSES);
    renderAt(`${PATH}?from=2026-11-01&to=2026-11-30&q=zh`);
    fireEvent.click(await screen.findByTestId('study-report-detail-16', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('study-sessions-drawer');
    expect(within(drawer).getByText('周八的学习记录')).toBeInTheDocument();
    expect(within(drawer).getByText('周八（zhouba）')).toBeInTheDocument();
    expect(within(drawer).getByText('4401**********123X')).toBeInTheDocument();
    expect(within(drawer).getByText('2026-11-01 至 2026-11-30')).toBeInTheDocument();

    const open = await within(drawer).findByTestId('study-session-902');
    const ended = within(drawer).getByTestId('study-session-901');
    expect(within(drawer).getByText('学习记录（2 次，最近的在前）')).toBeInTheDocument();
    // Newest first.
    expect(open.compareDocumentPosition(ended) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(open).getByText('进行中')).toBeInTheDocument();
    expect(within(open).getByText('Safari 17 · iOS 17.1')).toHaveAttribute('title', IPHONE);
    expect(within(open).getByText('198.51.100.20')).toBeInTheDocument();
    expect(within(open).getByText('1:12:30')).toBeInTheDocument();
    expect(within(open).getByTestId('study-reason-902-idle')).toHaveTextContent('无操作 0:01:00');

    expect(within(ended).getByText('被其他窗口接管')).toBeInTheDocument();
    expect(within(ended).getByText('Chrome 120 · Windows')).toBeInTheDocument();
    expect(within(ended).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(ended).getByText('0:40:00')).toBeInTheDocument();
    expect(within(ended).getByText('0:20:00')).toBeInTheDocument();
    expect(within(ended).getByTitle('点名通过 2 次，未通过 1 次')).toHaveTextContent('2 / 1');
    const reasons = within(ended).getByRole('list', { name: '计时明细' });
    expect(within(reasons).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['计入 0:40:00', '页面隐藏 0:05:00', '点名未确认 0:15:00', '未按要求抓拍 0:02:00']);
    // The stills and their verdict: none asked for in the open session.
    expect(within(ended).getByTestId('study-session-snapshots-901')).toHaveTextContent('抓拍 2/3');
    expect(within(ended).getByTestId('study-session-verdict-901')).toHaveTextContent('非本人');
    expect(within(open).queryByTestId('study-session-snapshots-902')).toBeNull();
    expect(within(open).queryByTestId('study-session-verdict-902')).toBeNull();

    const learner = calls.find((c) => c.path === `${base}/report/learner/16`)!;
    expect(queryOf(learner)).toEqual({ courseId: '2', from: '2026-11-01', to: '2026-11-30' });
  });

  it('offers 核验 on each session to a study:verify account, leading to the session’s review; not to a teacher', async () => {
    signIn();
    serveReport(COURSES);
    const router = renderAt(PATH);
    fireEvent.click(await screen.findByTestId('study-report-detail-16', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('study-sessions-drawer');
    fireEvent.click(await within(drawer).findByTestId('study-session-review-901'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/root/study-review/901'));
  });

  it('shows a teacher the stills of a session but no 核验', async () => {
    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3, username: 'teacher' }), roles: ['teacher'] });
    serveReport(COURSES);
    renderAt('/teacher/study-report');
    fireEvent.click(await screen.findByTestId('study-report-detail-16', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('study-sessions-drawer');
    expect(await within(drawer).findByTestId('study-session-snapshots-901')).toHaveTextContent('抓拍 2/3');
    expect(within(drawer).queryByTestId('study-session-review-901')).toBeNull();
  });

  it('tells why a learner’s sessions could not be read', async () => {
    signIn();
    serveReport(COURSES, ({ path }) => (path === `${base}/report/learner/17` ? { status: 404, message: '用户不存在' } : undefined));
    renderAt(PATH);
    fireEvent.click(await screen.findByTestId('study-report-detail-17', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('study-sessions-drawer');
    expect(within(drawer).getByText('sunqi的学习记录')).toBeInTheDocument();
    expect(await within(drawer).findByText('获取学习记录失败')).toBeInTheDocument();
  });

  it('exports the filtered report with the token and saves it under the server’s file name', async () => {
    signIn();
    serveReport(COURSES);
    const served = globalThis.fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>;
    const exports: { url: URL; headers: Headers }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname !== `${base}/report/export`) return served(input, init);
        exports.push({ url, headers: new Headers(init.headers) });
        return new Response('xlsx-bytes', {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('学时报表-Python爬虫工程师-20261130.xlsx')}` },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    renderAt(`${PATH}?from=2026-11-01&to=2026-11-30&q=周&page=3`);
    await screen.findByTestId('study-report-row-16', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('study-report-export'));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: '学时报表-Python爬虫工程师-20261130.xlsx' }]));
    expect(exports).toHaveLength(1);
    expect(queryOf(exports[0].url)).toEqual({ courseId: '2', from: '2026-11-01', to: '2026-11-30', q: '周' });
    expect(exports[0].headers.get('Authorization')).toBe('Bearer t');
  });

  it('leads an account holding study:verify alone from /root to the report', async () => {
    saveLogin({ token: 't', user: userView({ id: 7, username: 'verifier', permissions: ['study:verify'] }), roles: ['verifier'] });
    serveReport(COURSES);
    const router = renderAt('/root');
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), { timeout: 15_000 });
    expect(await screen.findByTestId('study-report-row-16', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says so when the caller has no course, and asks for no report', async () => {
    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3, username: 'teacher' }), roles: ['teacher'] });
    const calls = serveReport([]);
    renderAt('/teacher/study-report');
    expect(await screen.findByTestId('study-report-no-courses', {}, { timeout: 15_000 })).toHaveTextContent('暂无可统计的课程');
    expect(screen.getByRole('heading', { level: 1, name: '学时报表' })).toBeInTheDocument();
    expect(reportCalls(calls)).toHaveLength(0);
    expect(screen.getByTestId('study-report-export')).toBeDisabled();
  });
});
