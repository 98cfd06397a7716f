import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiConfig } from '../../../lib/api';
import { saveLogin } from '../../../lib/session';
import { renderAt, serveApi, type Handler } from '../../../test/serve';
import type { ItemView, SectionView } from '../../../lib/api-types';
import { userView } from '../../../test/fixtures';

const item = (id: number, sectionId: number, over: Partial<ItemView> = {}): ItemView => ({
  id,
  sectionId,
  title: `第${id}节`,
  type: 'TEXT',
  contents: [{ type: 'TEXT', content: `<p>第${id}节正文</p>` }],
  duration: null,
  completed: false,
  progress: 0,
  position: 0,
  furthest: 0,
  ...over,
});

const outline: SectionView[] = [
  { id: 1, title: '第一章', items: [item(11, 1), item(12, 1, { type: 'IMAGE', contents: [{ type: 'IMAGE', content: '/files/img' }] })] },
  { id: 2, title: '第二章', items: [item(21, 2)] },
];

const courseApi: Handler = ({ method, path }) => {
  if (path === '/api/v0/course/7') return { data: { id: 7, name: '电工基础' } };
  if (path === '/api/v0/course/7/section') return { data: { sections: outline } };
  if (method === 'GET' && path.endsWith('/note')) return { data: { content: '', updatedAt: null } };
  return undefined;
};

const member = () => saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });

// A desktop-wide screen, so the outline shows beside the lesson (antd reads breakpoints through matchMedia).
const narrowMatchMedia = window.matchMedia;
beforeEach(() => {
  apiConfig.retryDelayMs = 0;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    return {
      matches: min ? Number(min[1]) <= 1366 : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  apiConfig.retryDelayMs = 1000;
  window.matchMedia = narrowMatchMedia;
});

describe('learning content', () => {
  it('without a course id says 课程ID不能为空 and goes to the classroom', async () => {
    member();
    serveApi(() => ({ data: { courses: [], totalCount: 0, categories: [] } }));
    const router = renderAt('/learningcontent');
    // The file's first render waits for the page's lazy chunk (seconds on a busy machine).
    expect(await screen.findByText('课程ID不能为空', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/classroom'));
  });

  it('shows the outline and the lesson, and stops at the last lesson and chapter', async () => {
    member();
    serveApi(courseApi);
    renderAt('/learningcontent?courseId=7&courseName=%E7%94%B5%E5%B7%A5%E5%9F%BA%E7%A1%80&sectionId=2&itemId=21');
    expect(await screen.findByTestId('lesson-text')).toHaveTextContent('第21节正文');
    expect(screen.getByTestId('learning-course-name')).toHaveTextContent('电工基础');
    expect(screen.getByTestId('lesson-outline')).toHaveTextContent('第一章');
    fireEvent.click(screen.getByTestId('next-item'));
    expect(await screen.findByText('已经是最后一节了')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('next-section'));
    expect(await screen.findByText('已经是最后一章了')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('prev-section'));
    expect(await screen.findByTestId('lesson-text')).toHaveTextContent('第11节正文');
  });

  it('saves a finished text lesson and marks it in the outline', async () => {
    member();
    const calls = serveApi(courseApi, ({ method, path, body }) =>
      method === 'PUT' && path === '/api/v0/course/7/section/1/item/11/progress' ? { data: { ...(body as object), updated_at: 1 } } : undefined,
    );
    renderAt('/learningcontent?courseId=7');
    fireEvent.click(await screen.findByTestId('lesson-mark-done'));
    expect(await screen.findByText('学习进度已保存')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ progress: 100, completed: true, position: 0, furthest: 0 });
    await waitFor(() => expect(screen.getByTestId('outline-item-11')).toHaveAttribute('data-completed', 'true'));
    expect(screen.getByTestId('lesson-completed')).toHaveTextContent('已完成');
  });

  it.each([
    ['PROGRESS_INVALID', 400, '保存进度参数有误', '保存进度参数有误'],
    ['INTERNAL', 500, 'boom', '保存学习进度失败'],
    ['PROGRESS_AHEAD_OF_CLOCK', 422, '学习进度异常：超出实际观看时长', '学习进度异常：超出实际观看时长'],
  ])('reports a failed save (%s)', async (error, status, serverText, shown) => {
    member();
    serveApi(courseApi, ({ method }) => (method === 'PUT' ? { status, message: serverText, error } : undefined));
    renderAt('/learningcontent?courseId=7');
    fireEvent.click(await screen.findByTestId('lesson-mark-done'));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('saves and clears notes with the spec messages', async () => {
    member();
    let noteStatus = 200;
    serveApi(courseApi, ({ method, path, body }) => {
      if (method !== 'PUT' || !path.endsWith('/note')) return undefined;
      if (noteStatus === 404) return { status: 404, message: '笔记保存失败，当前章节不存在', error: 'NOTE_ITEM_NOT_FOUND' };
      if (noteStatus !== 200) return { status: noteStatus, message: '' };
      return { data: { content: (body as { content: string }).content, updatedAt: 5 } };
    });
    renderAt('/learningcontent?courseId=7');
    const input = await screen.findByTestId('note-input');
    fireEvent.change(input, { target: { value: '欧姆定律' } });
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('笔记保存成功')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('note-input'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('笔记已清空')).toBeInTheDocument();
    const idle = () => waitFor(() => expect(screen.getByTestId('notes-panel')).toHaveAttribute('data-saving', 'false'));
    noteStatus = 404;
    await idle();
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('笔记保存失败，当前章节不存在')).toBeInTheDocument();
    noteStatus = 500;
    await idle();
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('笔记保存失败，请重试')).toBeInTheDocument();
  });

  it('says 加载课程数据失败 with the reason when the outline is refused', async () => {
    member();
    serveApi(({ path }) => (path === '/api/v0/course/7/section' ? { status: 403, message: '请先报名并完成缴费后再学习' } : undefined));
    renderAt('/learningcontent?courseId=7');
    const failed = await screen.findByTestId('learning-load-failed');
    expect(failed).toHaveTextContent('加载课程数据失败');
    expect(failed).toHaveTextContent('请先报名并完成缴费后再学习');
  });

  it('shows the empty-course and empty-chapter views', async () => {
    member();
    serveApi(({ path }) =>
      path === '/api/v0/course/8/section' ? { data: { sections: [] } } : path === '/api/v0/course/9/section' ? { data: { sections: [{ id: 1, title: '空', items: [] }] } } : undefined,
    );
    renderAt('/learningcontent?courseId=8');
    expect(await screen.findByText('该课程暂无章节内容')).toBeInTheDocument();
    vi.unstubAllGlobals();
    serveApi(({ path }) => (path === '/api/v0/course/9/section' ? { data: { sections: [{ id: 1, title: '空', items: [] }] } } : undefined));
    renderAt('/learningcontent?courseId=9');
    expect(await screen.findByText('该章节暂无课程内容')).toBeInTheDocument();
  });

  it('keeps a guest read-only: no progress or note calls, progress stays in the browser', async () => {
    saveLogin({ token: 'g', user: userView({ id: 9, username: 'guest' }), roles: ['guest'] }, { guest: true });
    const calls = serveApi(courseApi);
    renderAt('/learningcontent?courseId=7');
    expect(await screen.findByText('游客模式：学习进度和笔记仅保存在本机浏览器中')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('lesson-mark-done'));
    expect(await screen.findByText('学习进度已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('outline-item-11')).toHaveAttribute('data-completed', 'true'));
    fireEvent.change(screen.getByTestId('note-input'), { target: { value: '游客笔记' } });
    fireEvent.click(screen.getByTestId('note-save'));
    expect(await screen.findByText('笔记保存成功')).toBeInTheDocument();
    expect(localStorage.getItem('learning_note_7_11')).toBe('游客笔记');
    expect(calls.filter((c) => c.path.endsWith('/progress') || c.path.endsWith('/note'))).toEqual([]);
  });
});
