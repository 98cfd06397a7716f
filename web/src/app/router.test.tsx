import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { teacherSearchTarget } from './layouts/TeacherLayout';
import { saveLogin } from '../lib/session';
import { staffUser, userView } from '../test/fixtures';
import { renderAt } from '../test/serve';

const login = (roles: string[], guest = false) => saveLogin({ token: 't', user: staffUser(roles), roles }, { guest });

describe('route table', () => {
  it('sends / to /login and titles the page', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('登录 - 职业技能培训与认证平台');
  });

  it('shows the not-found page for unknown paths', async () => {
    renderAt('/does/not/exist');
    expect(await screen.findByTestId('page-not-found')).toBeInTheDocument();
  });

  it('lets a guest into the classroom but not into /root', async () => {
    login(['guest'], true);
    const router = renderAt('/classroom');
    expect(await screen.findByTestId('learner-shell')).toHaveAttribute('data-visitor', 'true');
    await act(() => router.navigate('/root'));
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('loads the admin area lazily for an admin, with its own account page', async () => {
    login(['admin']);
    renderAt('/root/information');
    expect(await screen.findByTestId('admin-shell')).toBeInTheDocument();
    expect(await screen.findByTestId('account-information')).toBeInTheDocument();
  });

  it('sends a custom grading role into /teacher on the grading pages, with only their menu entries', async () => {
    saveLogin({ token: 't', user: userView({ id: 5, username: 'ta', permissions: ['exam:grade'] }), roles: ['assistant'] });
    const router = renderAt('/teacher');
    expect(await screen.findByTestId('teacher-shell')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/reprint-manager'));
    // jsdom is narrow: the header menu sits in the drawer.
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    const menu = await screen.findByTestId('teacher-menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['批阅管理', '答卷管理']);
    await act(() => router.navigate('/teacher/course-manager'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/reprint-manager'));
    await act(() => router.navigate('/root'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows an administrator every side menu group and lets them into the teacher area', async () => {
    login(['admin']);
    const router = renderAt('/root/general-course');
    fireEvent.click(await screen.findByTestId('sider-toggle'));
    const menu = await screen.findByTestId('admin-shell-menu');
    const labels = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    for (const group of ['用户管理', '权限管理', '课程管理', '题库管理', '考试管理', '批阅列表', '文件管理', '材料管理', '就业管理', '安全审计']) expect(labels).toContain(group);
    // The user menu leads into the other staff areas.
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('切换到教师工作台')).toBeInTheDocument();
    expect(screen.getByText('切换到材料审核中心')).toBeInTheDocument();
    expect(screen.getByText('切换到财务审核中心')).toBeInTheDocument();
    expect(screen.getByText('切换到渠道商中心')).toBeInTheDocument();
    await act(() => router.navigate('/teacher/course-manager'));
    expect(await screen.findByTestId('teacher-shell')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/course-manager');
  });

  it('hides the admin menu entries a custom role may not open', async () => {
    saveLogin({ token: 't', user: userView({ id: 6, username: 'ua', permissions: ['user:manage', 'exam:grade'] }), roles: ['useradmin'] });
    const router = renderAt('/root/exam-manage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/root'));
    fireEvent.click(await screen.findByTestId('sider-toggle'));
    const menu = await screen.findByTestId('admin-shell-menu');
    const labels = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(labels.filter((l) => l !== '用户详情')).toEqual(['用户管理', '批阅列表']);
    // Notification and settings are the admin role's alone.
    expect(within(screen.getByTestId('admin-toplinks')).queryByText('通知')).toBeNull();
  });

  it('redirects /teacher to the course manager and /StudentProfile to basic info', async () => {
    login(['teacher']);
    const router = renderAt('/teacher');
    expect(await screen.findByTestId('teacher-shell')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/course-manager'));
    await act(() => router.navigate('/studentprofile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/StudentProfile/basicinfo'));
  });

  it('routes teacher searches by the exam word', () => {
    expect(teacherSearchTarget('期末考试')).toBe('/teacher/exam-manager?search=%E6%9C%9F%E6%9C%AB%E8%80%83%E8%AF%95');
    expect(teacherSearchTarget(' Java ')).toBe('/teacher/course-manager?search=Java');
    expect(teacherSearchTarget('final Exam', ['考试', 'exam'])).toBe('/teacher/exam-manager?search=final%20Exam');
  });
});
