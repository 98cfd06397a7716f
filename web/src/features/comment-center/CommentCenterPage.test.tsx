import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { staffUser } from '../../test/fixtures';
import { commentListQuery } from './api';
import type { StaffComment } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const row = (over: Partial<StaffComment> = {}): StaffComment => ({
  id: 5,
  courseId: 2,
  courseName: 'Python爬虫工程师',
  userId: 6,
  author: '张同学',
  rating: 2,
  content: '视频有点卡\n希望改进',
  status: 'published',
  reply: null,
  repliedAt: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...over,
});

function signIn() {
  saveLogin({ token: 't', user: staffUser(['admin']), roles: ['admin'] });
}

function serveCenter(rows: () => StaffComment[], ...more: Handler[]) {
  return serveApi(...more, ({ method, path }) => {
    if (path === '/api/v0/admin/comment' && method === 'GET') return { data: { comments: rows(), totalCount: rows().length } };
    if (path === '/api/v0/admin/course') return { data: { courses: [{ id: 2, name: 'Python爬虫工程师' }], totalCount: 1 } };
    if (path === '/api/v0/admin/comment/5' && method === 'GET')
      return { data: { comment: { ...row(), status: 'hidden' }, events: [{ action: 'hide', fromStatus: 'published', toStatus: 'hidden', reason: '含广告', actorId: 1, actor: '管理员', at: 1_700_000_100_000 }] } };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('comment center', { timeout: 40_000 }, () => {
  it('lists the comments with their status and filters through the URL', async () => {
    signIn();
    const calls = serveCenter(() => [row(), row({ id: 6, status: 'hidden', reply: '已处理', rating: 5 })]);
    const router = renderAt('/root/student-course?status=hidden&rating=5&q=卡');
    const first = await screen.findByTestId('comment-row-5', {}, { timeout: 15_000 });
    expect(within(first).getByText('Python爬虫工程师')).toBeInTheDocument();
    expect(within(first).getByText('张同学')).toBeInTheDocument();
    expect(within(first).getByText('已发布')).toBeInTheDocument();
    expect(within(first).getByText('未回复')).toBeInTheDocument();
    const second = screen.getByTestId('comment-row-6');
    expect(within(second).getByText('已隐藏')).toBeInTheDocument();
    expect(within(second).getByTestId('comment-show-6')).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/api/v0/admin/comment')!;
    expect(list.query.get('status')).toBe('hidden');
    expect(list.query.get('rating')).toBe('5');
    expect(list.query.get('q')).toBe('卡');
    expect(list.query.get('size')).toBe('20');
    expect(list.query.get('page')).toBe('0');

    fireEvent.click(screen.getByTestId('comment-events-5'));
    const trail = await screen.findByTestId('comment-event-hide');
    expect(trail).toHaveTextContent('含广告');
    expect(trail).toHaveTextContent('管理员');
    expect(router.state.location.search).toContain('status=hidden');
  });

  it('asks for a reason before hiding, then sends it', async () => {
    signIn();
    const calls = serveCenter(() => [row()], ({ method, path }) => (method === 'PUT' && path === '/api/v0/admin/comment/5' ? { data: { ...row(), status: 'hidden' } } : undefined));
    renderAt('/root/student-course');
    fireEvent.click(await screen.findByTestId('comment-hide-5', {}, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('moderation-dialog-hide');
    fireEvent.click(screen.getByTestId('moderation-submit'));
    expect(await within(dialog).findByText('隐藏或删除评价时请填写原因')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('moderation-reason'), { target: { value: ' 含广告 ' } });
    fireEvent.click(screen.getByTestId('moderation-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'hidden', reason: '含广告' }));
    expect(await screen.findByText('评价已隐藏')).toBeInTheDocument();
  });

  it('replies, and deleting sends its reason in the query', async () => {
    signIn();
    const calls = serveCenter(
      () => [row({ reply: '旧回复' })],
      ({ method, path }) => (method === 'PUT' && path === '/api/v0/admin/comment/5' ? { data: { ...row(), reply: '谢谢反馈' } } : undefined),
      ({ method, path }) => (method === 'DELETE' && path === '/api/v0/admin/comment/5' ? { data: null } : undefined),
    );
    renderAt('/root/student-course');
    fireEvent.click(await screen.findByTestId('comment-reply-5', {}, { timeout: 15_000 }));
    const input = await screen.findByTestId('moderation-reply');
    expect(input).toHaveValue('旧回复');
    fireEvent.change(input, { target: { value: '谢谢反馈' } });
    fireEvent.click(screen.getByTestId('moderation-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reply: '谢谢反馈' }));
    expect(await screen.findByText('回复已保存')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('comment-delete-5'));
    await screen.findByTestId('moderation-dialog-delete');
    fireEvent.change(screen.getByTestId('moderation-reason'), { target: { value: '重复评价' } });
    fireEvent.click(screen.getByTestId('moderation-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.query.get('reason')).toBe('重复评价'));
  });

  it('tells the refusal of a comment someone else handled first and refreshes the list', async () => {
    signIn();
    const calls = serveCenter(
      () => [row()],
      ({ method }) =>
        method === 'PUT'
          ? {
              status: 409,
              message: '该评价已被他人处理，请刷新后重试',
              error: 'COMMENT_CHANGED_ELSEWHERE',
              data: { fields: { status: '该评价已被他人处理，请刷新后重试' }, codes: { status: 'COMMENT_CHANGED_ELSEWHERE' } },
            }
          : undefined,
    );
    renderAt('/root/student-course');
    fireEvent.click(await screen.findByTestId('comment-reply-5', {}, { timeout: 15_000 }));
    fireEvent.change(await screen.findByTestId('moderation-reply'), { target: { value: '回复' } });
    const before = calls.filter((c) => c.path === '/api/v0/admin/comment').length;
    fireEvent.click(screen.getByTestId('moderation-submit'));
    expect(await screen.findByText('该评价已被他人处理，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v0/admin/comment').length).toBeGreaterThan(before));
  });

  it('shows an empty list, and a failed list with a retry', async () => {
    signIn();
    let fail = true;
    serveApi(({ path }) => {
      if (path === '/api/v0/admin/comment') return fail ? { status: 500, message: '服务器错误' } : { data: { comments: [], totalCount: 0 } };
      if (path === '/api/v0/admin/course') return { data: { courses: [], totalCount: 0 } };
      return undefined;
    });
    renderAt('/root/student-course');
    const error = await screen.findByTestId('comment-list-error', {}, { timeout: 20_000 });
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无评价')).toBeInTheDocument();
  });
});

describe('commentListQuery', () => {
  it('keeps only filters the server accepts', () => {
    expect(commentListQuery(new URLSearchParams('courseId=3&status=hidden&rating=4&q=%20x%20&page=2&size=50'))).toEqual({ courseId: 3, status: 'hidden', rating: 4, q: 'x', page: 1, size: 50 });
    expect(commentListQuery(new URLSearchParams('courseId=abc&status=gone&rating=9&size=7'))).toEqual({ courseId: undefined, status: undefined, rating: undefined, q: undefined, page: 0, size: 20 });
  });
});
