import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readSession, saveLogin } from './session';
import { renderAt, serveApi } from '../test/serve';
import { staffUser } from '../test/fixtures';

// Shells load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.unstubAllGlobals());

describe('a staff shell re-reads the user when it mounts', { timeout: 30_000 }, () => {
  it('shows the menu entries a permission added since the login opens', async () => {
    saveLogin({ token: 't', user: staffUser(['teacher'], { id: 3, permissions: ['course:manage'] }), roles: ['teacher'] });
    const calls = serveApi(({ method, path }) =>
      method === 'GET' && path === '/api/v0/user' ? { data: staffUser(['teacher'], { id: 3, permissions: ['course:manage', 'exam:manage'] }) } : undefined,
    );
    renderAt('/teacher/course-manager');
    expect(await screen.findByTestId('teacher-shell')).toBeInTheDocument();
    await waitFor(() => expect(readSession().permissions).toContain('exam:manage'));
    // jsdom is narrow: the header menu sits in the drawer.
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    const menu = await screen.findByTestId('teacher-menu');
    await waitFor(() => expect(within(menu).getByText('考试管理')).toBeInTheDocument());
    expect(readSession().permissions).toEqual(['course:manage', 'exam:manage']);
    expect(calls.filter((c) => c.path === '/api/v0/user')).toHaveLength(1);
  });

  it('leaves a page whose permission was taken away, as the guard does', async () => {
    saveLogin({ token: 't', user: staffUser(['admin'], { id: 1 }), roles: ['admin'] });
    serveApi(({ method, path }) => (method === 'GET' && path === '/api/v0/user' ? { data: staffUser(['reviewer'], { id: 1 }) } : undefined));
    const router = renderAt('/root/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('该页面需要管理员权限')).toBeInTheDocument();
    expect(readSession().role).toBe('reviewer');
  });

  it('keeps the stored user when the server does not answer with one', async () => {
    saveLogin({ token: 't', user: staffUser(['finance'], { id: 5 }), roles: ['finance'] });
    const calls = serveApi(({ path }) => (path === '/api/v0/user' ? { status: 403, message: '没有权限' } : undefined));
    renderAt('/auditors/financial/home');
    expect(await screen.findByTestId('financial-auditor-shell')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v0/user')).toBe(true));
    expect(readSession()).toMatchObject({ role: 'finance', permissions: ['payment:review'] });
  });
});
