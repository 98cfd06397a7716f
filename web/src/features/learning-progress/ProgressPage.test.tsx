import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { progressRow, staffUser } from '../../test/fixtures';
import type { LearnerProgress, ProgressRow } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const PATH = '/root/course-schedule';
const base = '/api/v0/admin/progress';

const ROWS = [
  progressRow(),
  progressRow({ userId: 11, username: 'zhangsan', name: null, status: 1, itemsDone: 0, percent: 0, lastStudiedAt: null, secondsStudied: 0, examScore: null, examTotal: null, examPassed: null, examCompleted: false }),
  progressRow({ userId: 12, username: 'lisi', name: '李四', status: 3, secondsStudied: 45, examScore: null, examTotal: 100, examPassed: null, examCompleted: false }),
  progressRow({ userId: 13, username: 'wangwu', name: '王五', status: 2, secondsStudied: 600, examScore: 42.5, examTotal: 100, examPassed: false, examCompleted: false }),
];

const DETAIL: LearnerProgress = {
  learner: { userId: 16, username: 'zhouba', name: '周八' },
  course: { id: 2, name: 'Python爬虫工程师' },
  summary: progressRow(),
  sections: [
    {
      id: 31,
      title: '第一章 爬虫基础',
      items: [
        { id: 301, title: 'HTTP 协议入门', type: 'TEXT', duration: null, progress: 100, completed: true, furthest: 0, updatedAt: Date.UTC(2026, 10, 19, 9) },
        { id: 302, title: '抓包演示', type: 'VIDEO', duration: 600, progress: 40, completed: false, furthest: 240, updatedAt: Date.UTC(2026, 10, 20, 8, 30) },
        { id: 303, title: '课后音频', type: 'AUDIO', duration: 120, progress: 0, completed: false, furthest: 0, updatedAt: null },
      ],
    },
  ],
  exams: [{ examId: 7, title: 'Python爬虫结业考试', submittedAt: Date.UTC(2026, 10, 21, 2), score: 80, totalScore: 100, passScore: 60, reviewed: true, passed: true }],
};

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
}

function serveProgress(rows: () => ProgressRow[], ...more: Handler[]) {
  return serveApi(...more, ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === base) return { data: { rows: rows(), totalCount: rows().length } };
    if (path === `${base}/course`) return { data: { courses: [{ id: 2, name: 'Python爬虫工程师', type: 1, learners: 4 }, { id: 3, name: 'JavaWeb应用开发', type: 2, learners: 0 }] } };
    if (path === `${base}/2/learner/16`) return { data: DETAIL };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('learning progress (admin)', { timeout: 40_000 }, () => {
  it('shows each learner’s status, progress, time studied, last study and exam, with the URL’s filters', async () => {
    signIn();
    const calls = serveProgress(() => ROWS);
    renderAt(`${PATH}?courseId=2&status=4&q=zh&page=2&size=50`);
    const first = await screen.findByTestId('progress-row-2-16', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: '学习进度' })).toBeInTheDocument();
    expect(within(first).getByText('周八')).toBeInTheDocument();
    expect(within(first).getByText('zhouba')).toBeInTheDocument();
    expect(within(first).getByText('Python爬虫工程师')).toBeInTheDocument();
    expect(within(first).getByText('已报名')).toBeInTheDocument();
    expect(within(first).getByText('已学 3 / 12 课时')).toBeInTheDocument();
    expect(within(first).getByText('1 小时 5 分钟')).toBeInTheDocument();
    expect(within(first).getByText('80 / 100')).toBeInTheDocument();
    expect(within(first).getByText('通过')).toBeInTheDocument();
    expect(within(first).getByText('是')).toBeInTheDocument();

    const never = screen.getByTestId('progress-row-2-11');
    expect(within(never).getByText('zhangsan')).toBeInTheDocument();
    expect(within(never).getByText('待审核')).toBeInTheDocument();
    expect(within(never).getByText('未开始')).toBeInTheDocument();
    expect(within(never).getByText('0 分钟')).toBeInTheDocument();
    expect(within(never).getByText('未参加')).toBeInTheDocument();
    expect(within(never).getByText('否')).toBeInTheDocument();
    const ungraded = screen.getByTestId('progress-row-2-12');
    expect(within(ungraded).getByText('待批阅')).toBeInTheDocument();
    expect(within(ungraded).getByText('不足 1 分钟')).toBeInTheDocument();
    const failed = screen.getByTestId('progress-row-2-13');
    expect(within(failed).getByText('42.5 / 100')).toBeInTheDocument();
    expect(within(failed).getByText('未通过')).toBeInTheDocument();
    expect(screen.getByText('共 4 位学员')).toBeInTheDocument();

    const list = calls.find((c) => c.path === base)!;
    expect(Object.fromEntries([...list.query].filter(([k]) => k !== '_t'))).toEqual({ courseId: '2', status: '4', q: 'zh', page: '1', size: '50' });
  });

  it('searches through the URL and goes back to page 1', async () => {
    signIn();
    const calls = serveProgress(() => ROWS);
    const router = renderAt(`${PATH}?page=2`);
    await screen.findByTestId('progress-row-2-16', {}, { timeout: 15_000 });
    const search = screen.getByTestId('progress-search');
    fireEvent.change(search, { target: { value: ' 1380000 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?q=1380000'));
    await waitFor(() => expect(calls.filter((c) => c.path === base).at(-1)!.query.get('q')).toBe('1380000'));
    expect(calls.filter((c) => c.path === base).at(-1)!.query.get('page')).toBe('0');
  });

  it('opens a learner’s lessons and exams from the 详情 button and from a row click', async () => {
    signIn();
    const calls = serveProgress(() => ROWS);
    renderAt(PATH);
    fireEvent.click(await screen.findByTestId('progress-details-2-16', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('progress-drawer');
    expect(within(drawer).getByText('周八的学习进度')).toBeInTheDocument();
    const section = await within(drawer).findByTestId('progress-section-31');
    expect(within(section).getByText('第一章 爬虫基础')).toBeInTheDocument();
    expect(within(section).getByText('已完成 1 / 3')).toBeInTheDocument();
    const text = within(section).getByTestId('progress-item-301');
    expect(within(text).getByLabelText('图文')).toBeInTheDocument();
    expect(within(text).getByTestId('progress-item-done-301')).toBeInTheDocument();
    const video = within(section).getByTestId('progress-item-302');
    expect(within(video).getByLabelText('视频')).toBeInTheDocument();
    expect(within(video).getByText('40%')).toBeInTheDocument();
    expect(within(video).queryByTestId('progress-item-done-302')).toBeNull();
    expect(within(section).getByTestId('progress-item-303')).toHaveTextContent('未学习');
    const exam = within(drawer).getByTestId('progress-exam-7');
    expect(exam).toHaveTextContent('Python爬虫结业考试');
    expect(exam).toHaveTextContent('及格分 60');
    expect(exam).toHaveTextContent('80 / 100');
    expect(calls.some((c) => c.path === `${base}/2/learner/16`)).toBe(true);

    // Closed, then a click on the row's learner cell opens it again.
    fireEvent.click(within(document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByTestId('progress-drawer')).toBeNull());
    fireEvent.click(within(screen.getByTestId('progress-row-2-16')).getByText('周八'));
    expect(await screen.findByTestId('progress-drawer')).toBeInTheDocument();
  });

  it('tells a learner the server does not find', async () => {
    signIn();
    serveProgress(() => ROWS, ({ path }) => (path === `${base}/2/learner/11` ? { status: 404, message: '该学员未报名此课程' } : undefined));
    renderAt(PATH);
    fireEvent.click(await screen.findByTestId('progress-details-2-11', {}, { timeout: 15_000 }));
    const drawer = await screen.findByTestId('progress-drawer');
    expect(await within(drawer).findByText('获取学习详情失败')).toBeInTheDocument();
    expect(within(drawer).getByText('该学员未报名此课程')).toBeInTheDocument();
  });

  it('exports the filtered list with the token and saves it under the server’s file name', async () => {
    signIn();
    serveProgress(() => ROWS);
    const served = globalThis.fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>;
    const exports: { url: URL; headers: Headers }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname !== `${base}/export`) return served(input, init);
        exports.push({ url, headers: new Headers(init.headers) });
        return new Response('xlsx-bytes', {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('学习进度-20261123.xlsx')}` },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    renderAt(`${PATH}?courseId=2&status=4&q=周&page=3`);
    await screen.findByTestId('progress-row-2-16', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('progress-export'));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: '学习进度-20261123.xlsx' }]));
    expect(exports).toHaveLength(1);
    expect(exports[0].url.searchParams.get('courseId')).toBe('2');
    expect(exports[0].url.searchParams.get('status')).toBe('4');
    expect(exports[0].url.searchParams.get('q')).toBe('周');
    expect(exports[0].url.searchParams.has('page')).toBe(false);
    expect(exports[0].headers.get('Authorization')).toBe('Bearer t');
  });

  it('says why an export failed', async () => {
    signIn();
    serveProgress(() => ROWS, ({ path }) => (path === `${base}/export` ? { status: 403, message: '无权查看该课程' } : undefined));
    renderAt(PATH);
    await screen.findByTestId('progress-row-2-16', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('progress-export'));
    expect(await screen.findByText('导出失败：无权查看该课程')).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches, and retries a failed list', async () => {
    signIn();
    let fail = true;
    serveProgress(() => [], ({ path }) => (path === base && fail ? { status: 500, message: '服务器错误' } : undefined));
    const router = renderAt(`${PATH}?status=3&q=nobody`);
    const error = await screen.findByTestId('progress-list-error', {}, { timeout: 20_000 });
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('没有找到符合条件的学员')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /清除筛选/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('暂无学员')).toBeInTheDocument();
  });
});
