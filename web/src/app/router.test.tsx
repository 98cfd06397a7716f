import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';
import { teacherSearchTarget } from './layouts/TeacherLayout';
import { saveLogin } from '../lib/session';
import { userView } from '../test/fixtures';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const login = (roles: string[], guest = false) => saveLogin({ token: 't', user: userView({ id: 1, username: roles[0] }), roles }, { guest });

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

  it('loads the admin area lazily for an admin', async () => {
    login(['admin']);
    renderAt('/root/information');
    expect(await screen.findByTestId('admin-shell')).toBeInTheDocument();
    expect(screen.getByTestId('page-unavailable')).toBeInTheDocument();
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
