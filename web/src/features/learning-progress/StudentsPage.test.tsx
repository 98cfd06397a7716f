import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi, type Handler } from '../../test/serve';
import { progressRow, staffUser } from '../../test/fixtures';
import type { ProgressCourse } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const PATH = '/teacher/students-manager';
const base = '/api/v0/admin/progress';

const COURSES: ProgressCourse[] = [
  { id: 5, name: 'JavaWeb应用开发', type: 1, learners: 3 },
  { id: 6, name: '电工基础', type: 0, learners: 0 },
];

const rowsOf = (courseId: number) =>
  courseId === 5
    ? [
        progressRow({ courseId, courseName: 'JavaWeb应用开发', userId: 16 }),
        progressRow({ courseId, courseName: 'JavaWeb应用开发', userId: 17, username: 'sunqi', name: '孙七', percent: 0, itemsDone: 0 }),
        progressRow({ courseId, courseName: 'JavaWeb应用开发', userId: 18, username: 'zhaoliu', name: '赵六', status: 2 }),
      ]
    : [];

function signIn() {
  saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3, username: 'teacher' }), roles: ['teacher'] });
}

function serveStudents(courses: ProgressCourse[], ...more: Handler[]) {
  return serveApi(...more, ({ method, path, query }) => {
    if (method === 'GET' && path === `${base}/course`) return { data: { courses } };
    if (method === 'GET' && path === base) {
      const rows = rowsOf(Number(query.get('courseId')));
      return { data: { rows, totalCount: rows.length } };
    }
    if (method === 'POST' && path === `${base}/message`) return { data: { sent: 2 } };
    return undefined;
  });
}

const checkbox = (key: string) => within(screen.getByTestId(`progress-row-${key}`)).getByRole('checkbox');

afterEach(() => vi.unstubAllGlobals());

describe('students manager (teacher)', { timeout: 40_000 }, () => {
  it('shows the first of the teacher’s courses until another is chosen, without a course column', async () => {
    signIn();
    const calls = serveStudents(COURSES);
    renderAt(PATH);
    const row = await screen.findByTestId('progress-row-5-16', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: '学员管理' })).toBeInTheDocument();
    expect(within(row).getByText('已学 3 / 12 课时')).toBeInTheDocument();
    expect(within(row).queryByText('JavaWeb应用开发')).toBeNull();
    expect(screen.getByTestId('progress-filter-course')).toHaveTextContent('JavaWeb应用开发（3 人）');
    const lists = calls.filter((c) => c.path === base);
    expect(lists.every((c) => c.query.get('courseId') === '5')).toBe(true);
    // Nothing selected: only "all learners" can be messaged.
    expect(screen.getByTestId('progress-message-selected')).toBeDisabled();
    expect(screen.getByTestId('progress-message-all')).toBeEnabled();
  });

  it('messages the selected learners after checking the form', async () => {
    signIn();
    const calls = serveStudents(COURSES);
    renderAt(`${PATH}?courseId=5`);
    await screen.findByTestId('progress-row-5-16', {}, { timeout: 15_000 });
    fireEvent.click(checkbox('5-16'));
    fireEvent.click(checkbox('5-18'));
    expect(await screen.findByText('已选 2 位学员')).toBeInTheDocument();
    // Selecting does not open the drawer.
    expect(screen.queryByTestId('progress-drawer')).toBeNull();
    const button = screen.getByTestId('progress-message-selected');
    expect(button).toHaveTextContent('给选中学员发消息（2）');
    fireEvent.click(button);

    const dialog = await screen.findByTestId('progress-message-dialog');
    expect(within(dialog).getByTestId('progress-message-recipients')).toHaveTextContent('选中的 2 位学员');
    fireEvent.click(screen.getByTestId('progress-message-submit'));
    expect(await within(dialog).findByText('请输入消息标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入消息内容')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('progress-message-title'), { target: { value: ' 第三章作业提醒 ' } });
    fireEvent.change(screen.getByTestId('progress-message-content'), { target: { value: '请在周五前完成第三章的练习。' } });
    fireEvent.click(screen.getByTestId('progress-message-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ courseId: 5, userIds: [16, 18], title: '第三章作业提醒', content: '请在周五前完成第三章的练习。' }),
    );
    expect(await screen.findByText('已发送给 2 位学员')).toBeInTheDocument();
    // Sent: the selection is cleared.
    await waitFor(() => expect(screen.getByTestId('progress-message-selected')).toBeDisabled());
    expect(screen.queryByText('已选 2 位学员')).toBeNull();
  });

  it('messages every learner of the course without naming them', async () => {
    signIn();
    const calls = serveStudents(COURSES);
    renderAt(`${PATH}?courseId=5`);
    await screen.findByTestId('progress-row-5-16', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('progress-message-all'));
    const dialog = await screen.findByTestId('progress-message-dialog');
    expect(within(dialog).getByTestId('progress-message-recipients')).toHaveTextContent('本课程的全部学员（3 位）');
    fireEvent.change(screen.getByTestId('progress-message-title'), { target: { value: '考试安排' } });
    fireEvent.change(screen.getByTestId('progress-message-content'), { target: { value: '下周一开考' } });
    fireEvent.click(screen.getByTestId('progress-message-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ courseId: 5, title: '考试安排', content: '下周一开考' }));
    expect(await screen.findByText('已发送给 2 位学员')).toBeInTheDocument();
  });

  it('keeps the dialog open and tells the server’s refusal', async () => {
    signIn();
    serveStudents(COURSES, ({ method }) => (method === 'POST' ? { status: 400, message: '有学员不是该课程的学员', data: { fields: { userIds: '有学员不是该课程的学员' } } } : undefined));
    renderAt(`${PATH}?courseId=5`);
    await screen.findByTestId('progress-row-5-16', {}, { timeout: 15_000 });
    fireEvent.click(checkbox('5-17'));
    fireEvent.click(screen.getByTestId('progress-message-selected'));
    await screen.findByTestId('progress-message-dialog');
    fireEvent.change(screen.getByTestId('progress-message-title'), { target: { value: '提醒' } });
    fireEvent.change(screen.getByTestId('progress-message-content'), { target: { value: '内容' } });
    fireEvent.click(screen.getByTestId('progress-message-submit'));
    expect(await screen.findByText('有学员不是该课程的学员')).toBeInTheDocument();
    expect(screen.getByTestId('progress-message-dialog')).toBeInTheDocument();
  });

  it('says so when the teacher has no course, and asks for no list', async () => {
    signIn();
    const calls = serveStudents([]);
    renderAt(PATH);
    expect(await screen.findByTestId('progress-no-courses', {}, { timeout: 15_000 })).toHaveTextContent('您还没有负责的课程');
    expect(calls.some((c) => c.path === base)).toBe(false);
    expect(screen.queryByTestId('progress-message-all')).toBeNull();
  });
});
