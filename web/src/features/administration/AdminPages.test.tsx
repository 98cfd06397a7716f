import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveLogin } from '../../lib/session';
import { renderAt, serveApi } from '../../test/serve';
import { userView } from '../../test/fixtures';
import type { AdminUserDetail, AdminUserRow, RoleView } from '../../lib/api-types';

// Pages load as lazy chunks: on a busy machine the first render may take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

const rows: AdminUserRow[] = [
  { id: 1, username: 'admin', name: '管理员', phone: '13800000001', email: 'admin@example.com', roles: ['admin', 'teacher', 'student'], createdAt: 0, updatedAt: 0 },
  { id: 6, username: 'student', name: '学员', phone: '13800000006', email: null, roles: ['student'], createdAt: 0, updatedAt: 0 },
];
const roles: RoleView[] = [
  { id: 1, name: 'admin', builtin: true, permissions: [1], permissionNames: ['user:manage'], userCount: 1, createdAt: 0 },
  { id: 2, name: 'student', builtin: true, permissions: [], permissionNames: [], userCount: 1, createdAt: 0 },
  { id: 9, name: 'lead', description: '审核组长', builtin: false, permissions: [1], permissionNames: ['user:manage'], userCount: 0, createdBy: { id: 1, username: 'admin' }, createdAt: 0 },
];
const detail: AdminUserDetail = { id: 6, username: 'student', phone: '13800000006', roles: ['student'], permissions: ['course:browse'], appendedPermissions: [], mustChangePassword: false, createdAt: 0, updatedAt: 0 };

function signIn() {
  saveLogin({ token: 't', user: userView({ id: 1, username: 'admin', permissions: ['user:manage', 'role:manage'] }), roles: ['admin'] });
}

afterEach(() => vi.unstubAllGlobals());

describe('administrator home', { timeout: 30_000 }, () => {
  it('shows the counts, the users with at most two role tags, and searches through the URL', async () => {
    signIn();
    const calls = serveApi(({ method, path, query }) => {
      if (path === '/api/v0/admin/user/statistics') return { data: { totalUsers: 12, students: 8, reviewers: 2, admins: 1 } };
      if (path === '/api/v0/admin/user' && method === 'GET') {
        const phone = query.get('phone');
        const users = phone ? rows.filter((r) => r.phone?.includes(phone)) : rows;
        return { data: { users, totalCount: users.length } };
      }
      if (path === '/api/v0/admin/permission/role') return { data: { roles, totalCount: roles.length } };
      return undefined;
    });
    renderAt('/root');
    expect(await screen.findByTestId('user-manager', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-total-users')).toHaveTextContent('12'));
    expect(screen.getByTestId('stat-admins')).toHaveTextContent('管理员数');
    const tags = await screen.findByTestId('user-roles-1');
    expect(within(tags).getByText('管理员')).toBeInTheDocument();
    expect(within(tags).getByText('教师')).toBeInTheDocument();
    expect(within(tags).queryByText('学员')).toBeNull();
    expect(screen.getByTestId('user-roles-1-more')).toBeInTheDocument();
    const first = calls.find((c) => c.path === '/api/v0/admin/user')!;
    expect(first.query.get('page')).toBe('0');
    expect(first.query.get('size')).toBe('100');

    const phone = screen.getByTestId('user-search-phone');
    fireEvent.change(phone, { target: { value: '0006' } });
    fireEvent.keyDown(phone, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('user-row-1')).toBeNull());
    expect(screen.getByTestId('user-row-6')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v0/admin/user' && c.query.get('phone') === '0006')).toBe(true);
  });

  it('empties the table when the list fails and offers to clear a search that matches nothing', async () => {
    signIn();
    let fail = false;
    serveApi(({ path, query }) => {
      if (path === '/api/v0/admin/user/statistics') return { data: { totalUsers: 0, students: 0, reviewers: 0, admins: 0 } };
      if (path === '/api/v0/admin/user') {
        if (fail) return { status: 500, message: '服务器错误' };
        return query.get('email') ? { data: { users: [], totalCount: 0 } } : { data: { users: rows, totalCount: 2 } };
      }
      if (path === '/api/v0/admin/permission/role') return { data: { roles, totalCount: roles.length } };
      return undefined;
    });
    const router = renderAt('/root?email=nobody');
    expect(await screen.findByText('没有找到匹配的用户', {}, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(await screen.findByTestId('user-row-6')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    fail = true;
    await router.navigate('/root?username=x');
    await waitFor(() => expect(screen.queryByTestId('user-row-6')).toBeNull(), { timeout: 15_000 });
  });

  it('keeps the last role: closing its tag is refused with 角色不能为空', async () => {
    signIn();
    const calls = serveApi(({ path }) => {
      if (path === '/api/v0/admin/user/statistics') return { data: { totalUsers: 2, students: 1, reviewers: 0, admins: 1 } };
      if (path === '/api/v0/admin/user') return { data: { users: rows, totalCount: 2 } };
      if (path === '/api/v0/admin/user/6') return { data: detail };
      if (path === '/api/v0/admin/permission/role') return { data: { roles, totalCount: roles.length } };
      if (path === '/api/v0/admin/permission/permission') return { data: { permissions: [{ id: 1, resource: 'user', name: 'user:manage', description: '用户管理' }] } };
      return undefined;
    });
    renderAt('/root');
    fireEvent.click(await screen.findByTestId('user-details-6', {}, { timeout: 15_000 }));
    fireEvent.click(await screen.findByTestId('user-roles-edit'));
    const tag = await screen.findByTestId('user-role-student');
    fireEvent.click(tag.querySelector('.ant-tag-close-icon')!);
    expect(await screen.findByText('角色不能为空')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('role management', { timeout: 30_000 }, () => {
  it('lists roles with built-in tag, label, holders and creator; built-in roles cannot be deleted', async () => {
    signIn();
    serveApi(({ path }) => {
      if (path === '/api/v0/admin/permission/role') return { data: { roles, totalCount: roles.length } };
      if (path === '/api/v0/admin/permission/permission') return { data: { permissions: [{ id: 1, resource: 'user', name: 'user:manage', description: '用户管理' }] } };
      return undefined;
    });
    renderAt('/root/role-manage');
    const lead = await screen.findByTestId('role-row-9', {}, { timeout: 15_000 });
    expect(within(lead).getByText('审核组长')).toBeInTheDocument();
    expect(within(lead).getByText('自定义')).toBeInTheDocument();
    expect(within(lead).getByText('用户管理')).toBeInTheDocument();
    expect(screen.getByTestId('role-delete-9')).toBeInTheDocument();
    expect(screen.queryByTestId('role-delete-1')).toBeNull();
    expect(within(screen.getByTestId('role-row-1')).getByText('内置')).toBeInTheDocument();
  });
});
