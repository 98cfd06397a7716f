import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../../lib/session';
import { renderAt, serveApi } from '../../../test/serve';
import type { CourseView } from '../../../lib/api-types';
import { userView } from '../../../test/fixtures';

const course = (id: number, over: Partial<CourseView> = {}): CourseView => ({
  id,
  name: `课程${id}`,
  cover: null,
  description: null,
  teacherId: null,
  teacherName: null,
  category: '电工',
  type: 0,
  fee: 19900,
  publicCourse: false,
  status: null,
  singup: over.status != null,
  reviewedResult: null,
  rating: null,
  ratingCount: 0,
  requiredPeriods: 0,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

const catalogue = [
  course(1, { publicCourse: true, fee: 0 }),
  course(2, { status: 4, teacherName: '王老师', description: '课程简介' }),
  course(3, { status: 3 }),
  course(4, { status: 2 }),
  course(5, { status: 1 }),
  course(6),
];

function serveCatalogue() {
  return serveApi(({ path, query }) => {
    if (path === '/api/v0/course/categories') return { data: { categories: [{ name: '电工', count: 6 }] } };
    if (path === '/api/v0/course') {
      const search = query.get('search') ?? '';
      const courses = catalogue.filter((c) => c.name.includes(search));
      return { data: { courses, totalCount: courses.length } };
    }
    if (path === '/api/v0/course/2/section') return { data: { sections: [{ id: 20, title: '第一章', items: [{ id: 200, sectionId: 20, title: '导论', type: 'TEXT', contents: [], duration: null, completed: false, progress: 0, position: 0, furthest: 0 }] }] } };
    if (path === '/api/v0/course/1/section') return { data: { sections: [] } };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('classroom', () => {
  it('shows the button of each status and the card defaults', async () => {
    saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });
    serveCatalogue();
    renderAt('/classroom');
    const expected: Record<number, [string, string]> = {
      1: ['study', '去学习'],
      2: ['study', '去学习'],
      3: ['rejected', '审核未通过，查看'],
      4: ['pay', '审核通过，去缴费'],
      5: ['pending', '待审核'],
      6: ['enrol', '去报名'],
    };
    for (const [id, [kind, label]] of Object.entries(expected)) {
      const button = await screen.findByTestId(`course-action-${id}`);
      expect(button).toHaveAttribute('data-action', kind);
      expect(button).toHaveTextContent(label.length === 2 ? new RegExp(label.split('').join('\\s*')) : label);
    }
    expect(screen.getByTestId('course-action-5')).toBeDisabled();
    const card6 = screen.getByTestId('course-card-6');
    expect(within(card6).getByText('未知教师')).toBeInTheDocument();
    expect(within(card6).getByText('暂无描述')).toBeInTheDocument();
    expect(within(card6).getByText('¥199.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('course-card-2')).getByText('王老师')).toBeInTheDocument();
  });

  it('sends enrol and pay to the enrolment centre and explains a rejection', async () => {
    saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });
    serveCatalogue();
    const router = renderAt('/classroom');
    fireEvent.click(await screen.findByTestId('course-action-3'));
    expect((await screen.findAllByText('报名审核未通过'))[0]).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往报名中心' }));
    await waitFor(() => expect(router.state.location.search).toBe('?courseId=3'));
    expect(router.state.location.pathname).toBe('/applicationmaterials');
  });

  it('opens the first lesson for 去学习 and warns when a course has no chapters', async () => {
    saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });
    serveCatalogue();
    const router = renderAt('/classroom');
    fireEvent.click(await screen.findByTestId('course-action-1'));
    expect(await screen.findByText('该课程暂无章节内容')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('course-action-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learningcontent'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      courseId: '2',
      courseName: '课程2',
      sectionId: '20',
      itemId: '200',
    });
  });

  it('warns a guest who tries to enrol', async () => {
    saveLogin({ token: 'g', user: userView({ id: 9, username: 'guest' }), roles: ['guest'] }, { guest: true });
    serveCatalogue();
    const router = renderAt('/classroom');
    fireEvent.click(await screen.findByTestId('course-action-6'));
    expect(await screen.findByText('请先注册登录后再尝试报名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/classroom');
  });

  it('filters by ?search= with a banner, a clear button and a no-results view', async () => {
    saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });
    const calls = serveCatalogue();
    const router = renderAt('/classroom?search=%E8%AF%BE%E7%A8%8B2');
    expect(await screen.findByText('搜索“课程2”，共找到 1 门课程')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v0/course' && c.query.get('search') === '课程2')).toBe(true);
    fireEvent.click(screen.getByTestId('classroom-clear-search'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByTestId('course-card-6');

    const input = screen.getByTestId('classroom-search');
    fireEvent.change(input, { target: { value: '不存在' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('classroom-no-results')).toHaveTextContent('没有找到与“不存在”相关的课程');
  });

  it('says 获取课程列表失败 when the list fails', async () => {
    saveLogin({ token: 't', user: userView({ id: 1, username: 'student' }), roles: ['student'] });
    serveApi(({ path }) => (path === '/api/v0/course' ? { status: 400, message: '' } : undefined));
    renderAt('/classroom');
    expect(await screen.findByTestId('classroom-error')).toHaveTextContent('获取课程列表失败');
  });
});
