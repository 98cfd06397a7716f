import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { formatYuan } from '../../lib/course';
import { renderAt, serveApi } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import { courseCenterQuery } from './api';
import type { CourseCenterPage, CourseStats } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const course = (over: Partial<CourseStats> = {}): CourseStats => ({
  id: 3,
  name: '电工（四级/中级工）',
  cover: null,
  type: 0,
  fee: 128000,
  teacherId: 2,
  teacherName: '王老师',
  learners: { pending: 2, approved: 1, rejected: 0, enrolled: 9, total: 12 },
  completionRate: 44,
  averageProgress: 61,
  rating: 4.5,
  ratingCount: 8,
  revenue: 1152000,
  paidCount: 9,
  createdAt: 1_700_000_000_000,
  ...over,
});

const page = (courses: CourseStats[]): CourseCenterPage => ({ courses, totalCount: courses.length, totals: { courses: 13, learners: 57, revenue: 123456789 } });

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
}

/** A column heading (the scrolling table draws its head twice). */
const heading = (text: string) => screen.getAllByText(text, { selector: '.ant-table-column-title' })[0];

const listCalls = (calls: ReturnType<typeof serveApi>) => calls.filter((c) => c.path === '/api/v0/admin/course-center');

afterEach(() => vi.unstubAllGlobals());

describe('course center', { timeout: 40_000 }, () => {
  it('shows the totals and each course with its learners, completion, rating, revenue and links', async () => {
    signIn();
    const calls = serveApi(({ path }) =>
      path === '/api/v0/admin/course-center'
        ? { data: page([course(), course({ id: 4, name: 'Python爬虫工程师', type: 1, fee: 0, rating: null, ratingCount: 0, revenue: 0, paidCount: 0, teacherName: null })]) }
        : undefined,
    );
    renderAt('/root/course-center?q=电工&sort=revenue&order=asc&page=2&size=50');
    const first = await screen.findByTestId('course-center-row-3', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: '课程中心' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-courses')).toHaveTextContent('13');
    expect(screen.getByTestId('stat-learners')).toHaveTextContent('57');
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent('¥1,234,567.89');

    expect(within(first).getByTestId('course-teacher-3')).toHaveTextContent('授课教师：王老师');
    expect(within(first).getByText('认证班')).toBeInTheDocument();
    expect(within(first).getByText('¥1,280.00')).toBeInTheDocument();
    expect(within(first).getByTestId('course-learners-3')).toHaveTextContent('共 12 人');
    expect(within(first).getByTestId('course-learners-pending')).toHaveTextContent('待审核 2');
    expect(within(first).getByTestId('course-learners-approved')).toHaveTextContent('待缴费 1');
    expect(within(first).getByTestId('course-learners-rejected')).toHaveTextContent('未通过 0');
    expect(within(first).getByTestId('course-learners-enrolled')).toHaveTextContent('已报名 9');
    expect(within(first).getByTestId('course-completion-3')).toHaveTextContent('44%');
    expect(within(first).getByText('4.5')).toBeInTheDocument();
    expect(within(first).getByText('8 条评价')).toBeInTheDocument();
    expect(within(first).getByTestId('course-revenue-3')).toHaveTextContent('¥11,520.00');
    expect(within(first).getByTestId('course-center-edit-3')).toHaveAttribute('href', '/root/general-course?course=3');
    expect(within(first).getByTestId('course-center-progress-3')).toHaveAttribute('href', '/root/course-schedule?course=3');
    expect(within(first).getByTestId('course-center-comments-3')).toHaveAttribute('href', '/root/student-course?courseId=3');

    const second = screen.getByTestId('course-center-row-4');
    expect(within(second).getByText('专题班')).toBeInTheDocument();
    expect(within(second).getByText('免费')).toBeInTheDocument();
    expect(within(second).getByText('暂无评价')).toBeInTheDocument();
    expect(within(second).getByTestId('course-teacher-4')).toHaveTextContent('授课教师：未知教师');

    const query = listCalls(calls)[0].query;
    expect(Object.fromEntries([...query].filter(([k]) => k !== '_t'))).toEqual({ q: '电工', sort: 'revenue', order: 'asc', page: '1', size: '50' });
  });

  it('sorts on the server: a column heading writes sort and order to the URL and asks again', async () => {
    signIn();
    const calls = serveApi(({ path }) => (path === '/api/v0/admin/course-center' ? { data: page([course()]) } : undefined));
    const router = renderAt('/root/course-center?page=2');
    await screen.findByTestId('course-center-row-3', {}, { timeout: 15_000 });
    expect(listCalls(calls)[0].query.get('sort')).toBeNull();

    fireEvent.click(heading('已确认收入'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=revenue&order=desc'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('sort')).toBe('revenue'));
    expect(listCalls(calls).at(-1)!.query.get('order')).toBe('desc');
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('0');

    fireEvent.click(heading('已确认收入'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=revenue&order=asc'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('order')).toBe('asc'));

    fireEvent.click(heading('完成率'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=completionRate&order=desc'));
  });

  it('searches by the text in the URL and says when nothing matches', async () => {
    signIn();
    const calls = serveApi(({ path, query }) => (path === '/api/v0/admin/course-center' ? { data: page(query.get('q') ? [] : [course()]) } : undefined));
    const router = renderAt('/root/course-center');
    await screen.findByTestId('course-center-row-3', {}, { timeout: 15_000 });
    const box = screen.getByTestId('course-center-search');
    fireEvent.change(box, { target: { value: ' 焊工 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('焊工')}`));
    expect(await screen.findByText('没有符合条件的课程')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.query.get('q')).toBe('焊工');
    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(await screen.findByTestId('course-center-row-3')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    signIn();
    let fail = true;
    serveApi(({ path }) => (path === '/api/v0/admin/course-center' ? (fail ? { status: 500, message: '服务器错误' } : { data: page([]) }) : undefined));
    renderAt('/root/course-center');
    const error = await screen.findByTestId('course-center-error', {}, { timeout: 20_000 });
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无课程')).toBeInTheDocument();
  });
});

describe('courseCenterQuery', () => {
  it('keeps only the sorts, orders and sizes the server accepts', () => {
    expect(courseCenterQuery(new URLSearchParams('q=%20电工%20&sort=rating&order=asc&page=3&size=100'))).toEqual({ q: '电工', sort: 'rating', order: 'asc', page: 2, size: 100 });
    expect(courseCenterQuery(new URLSearchParams('sort=teacher&order=asc&size=7'))).toEqual({ q: undefined, sort: undefined, order: undefined, page: 0, size: 20 });
    expect(courseCenterQuery(new URLSearchParams('sort=fee&order=sideways'))).toMatchObject({ sort: 'fee', order: undefined });
  });
});

describe('formatYuan', () => {
  it('writes fen as yuan with the sign, thousands separators and two decimals', () => {
    expect(formatYuan(123400)).toBe('¥1,234.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(123456789)).toBe('¥1,234,567.89');
    expect(formatYuan(null)).toBe('¥0.00');
  });
});
