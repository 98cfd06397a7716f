import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { userView } from '../../test/fixtures';
import { distributionRows } from './comments';
import type { CourseCommentsView, CourseView, OwnComment } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const course: CourseView = {
  id: 2,
  name: 'Python爬虫工程师',
  category: '信息技术',
  type: 0,
  fee: 19900,
  publicCourse: false,
  status: 4,
  singup: true,
  rating: 4.5,
  ratingCount: 2,
  requiredPeriods: 0,
  createdAt: 0,
  updatedAt: 0,
};

const published: CourseCommentsView = {
  average: 4.5,
  ratingCount: 2,
  distribution: [0, 0, 0, 1, 1],
  totalCount: 2,
  mayComment: true,
  mine: null,
  comments: [
    { id: 7, author: '张*丰', rating: 5, content: '讲得很清楚\n第二行', reply: '谢谢支持', repliedAt: 1_700_000_000_000, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 },
    { id: 8, author: '李*', rating: 4, content: '<b>不是HTML</b>', reply: null, repliedAt: null, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 },
  ],
};

const own = (over: Partial<OwnComment> = {}): OwnComment => ({
  id: 9,
  courseId: 2,
  rating: 3,
  content: '内容一般',
  status: 'published',
  reply: null,
  repliedAt: null,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

function signIn() {
  saveLogin({ token: 't', user: userView({ id: 6, username: 'student' }), roles: ['student'] });
}

function serveCourse(view: () => CourseCommentsView, save?: (body: unknown) => { status?: number; data?: unknown; message?: string }) {
  return serveApi(({ method, path, body }) => {
    if (path === '/api/v0/course/2' && method === 'GET') return { data: course };
    if (path === '/api/v0/course/2/section') return { data: { sections: [] } };
    if (path === '/api/v0/course/2/comment' && method === 'GET') return { data: view() };
    if (path === '/api/v0/course/2/comment' && method === 'PUT' && save) return save(body);
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('course comments', { timeout: 30_000 }, () => {
  it('shows the average, the 5→1 distribution and the comments as plain text with the teacher reply', async () => {
    signIn();
    serveCourse(() => published);
    renderAt('/course-detail?courseId=2');
    expect(await screen.findByTestId('comment-average', {}, { timeout: 15_000 })).toHaveTextContent('4.5');
    expect(screen.getByTestId('course-detail-rating')).toHaveTextContent('4.5');
    expect(screen.getByTestId('comment-distribution-5')).toHaveTextContent('5星');
    expect(screen.getByTestId('comment-distribution-5')).toHaveTextContent('1');
    expect(screen.getByTestId('comment-distribution-1')).toHaveTextContent('0');
    const first = screen.getByTestId('comment-item-7');
    expect(within(first).getByText('张*丰')).toBeInTheDocument();
    expect(within(screen.getByTestId('comment-reply-7')).getByText('老师回复')).toBeInTheDocument();
    expect(within(screen.getByTestId('comment-reply-7')).getByText('谢谢支持')).toBeInTheDocument();
    // Text, never markup.
    expect(within(screen.getByTestId('comment-item-8')).getByText('<b>不是HTML</b>')).toBeInTheDocument();
    expect(screen.getByTestId('comment-form')).toBeInTheDocument();
  });

  it('checks the form on the client, then shows the server’s field errors', async () => {
    signIn();
    const calls = serveCourse(
      () => published,
      () => ({ status: 400, message: '评价内容不能超过500个字符', data: { fields: { content: '评价内容不能超过500个字符' }, codes: { content: 'COMMENT_CONTENT_TOO_LONG' } } }),
    );
    renderAt('/course-detail?courseId=2');
    fireEvent.click(await screen.findByTestId('comment-submit', {}, { timeout: 15_000 }));
    expect(await screen.findByText('请选择1到5星的评分')).toBeInTheDocument();
    expect(screen.getByText('请输入评价内容')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const stars = screen.getByTestId('comment-form').querySelectorAll('.ant-rate-star > div');
    fireEvent.click(stars[3]);
    fireEvent.change(screen.getByTestId('comment-content'), { target: { value: '  很好的课程  ' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ rating: 4, content: '很好的课程' });
    await waitFor(() => expect(within(screen.getByTestId('comment-form')).getByText('评价内容不能超过500个字符')).toBeInTheDocument());
  });

  it('says when the own comment is hidden, and shows its reply', async () => {
    signIn();
    serveCourse(() => ({ ...published, mine: own({ status: 'hidden', reply: '请文明评价', repliedAt: 2 }) }));
    renderAt('/course-detail?courseId=2');
    expect(await screen.findByTestId('comment-hidden-notice', {}, { timeout: 15_000 })).toHaveTextContent('该评价已被隐藏，仅您自己可见');
    expect(within(screen.getByTestId('comment-mine')).getByText('我的评价')).toBeInTheDocument();
    expect(screen.getByTestId('comment-mine-reply')).toHaveTextContent('请文明评价');
    expect(screen.queryByTestId('comment-form')).toBeNull();
    fireEvent.click(screen.getByTestId('comment-edit'));
    expect(await screen.findByTestId('comment-form')).toBeInTheDocument();
    expect(screen.getByTestId('comment-content')).toHaveValue('内容一般');
  });

  it('tells a learner who does not study the course that studying comes first', async () => {
    signIn();
    serveCourse(() => ({ ...published, mayComment: false, comments: [], totalCount: 0, average: null, ratingCount: 0, distribution: [0, 0, 0, 0, 0] }));
    renderAt('/course-detail?courseId=2');
    expect(await screen.findByTestId('comment-not-allowed', {}, { timeout: 15_000 })).toHaveTextContent('学习该课程后可以评价');
    expect(screen.queryByTestId('comment-form')).toBeNull();
    expect(screen.getByTestId('comments-empty')).toHaveTextContent('暂无评价');
    expect(screen.getByTestId('comment-average')).toHaveTextContent('—');
  });
});

describe('distributionRows', () => {
  it('lists 5 stars first with whole percents', () => {
    expect(distributionRows([1, 0, 0, 1, 2], 4)).toEqual([
      [5, 2, 50],
      [4, 1, 25],
      [3, 0, 0],
      [2, 0, 0],
      [1, 1, 25],
    ]);
    expect(distributionRows([0, 0, 0, 0, 0], 0)[0]).toEqual([5, 0, 0]);
  });
});
