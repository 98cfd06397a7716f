// Administration calls (users, roles, permissions under /api/v0/admin/*), their query options and the mutation hook.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { UserListQuery } from './users';
import type {
  AdminUserBody,
  AdminUserDetail,
  AdminUserEdit,
  AdminUserList,
  PermissionList,
  RoleBody,
  RoleList,
  RoleView,
  UserRoles,
  UserRolesBody,
  UserStatistics,
} from '../../lib/api-types';

/** Spec 001 §9: the role list is fetched 100 at a time. */
export const ROLE_PAGE_SIZE = 100;
const users = '/api/v0/admin/user';
const permission = '/api/v0/admin/permission';

export const adminApi = {
  users: (query: UserListQuery) => api.get<AdminUserList>(users, { ...query }),
  statistics: () => api.get<UserStatistics>(`${users}/statistics`),
  user: (id: number) => api.get<AdminUserDetail>(`${users}/${id}`),
  createUser: (body: AdminUserBody) => api.post<AdminUserDetail>(users, body),
  updateUser: (body: AdminUserEdit) => api.put<AdminUserDetail>(`${users}/${body.id}`, body),
  resetPassword: (id: number, password: string) => api.put<AdminUserDetail>(`${users}/${id}`, { id, password } satisfies AdminUserEdit),
  deleteUser: (id: number) => api.delete<null>(`${users}/${id}`),
  setUserRoles: (userId: number, body: UserRolesBody) => api.put<AdminUserDetail>(`${permission}/user/role/${userId}`, body),
  userRoles: (userId: number) => api.get<UserRoles>(`${permission}/user/role`, { userId }),
  permissions: () => api.get<PermissionList>(`${permission}/permission`),
  roles: (page = 0) => api.get<RoleList>(`${permission}/role`, { page, size: ROLE_PAGE_SIZE }),
  createRole: (body: RoleBody) => api.post<RoleView>(`${permission}/role`, body),
  updateRole: (id: number, body: RoleBody) => api.put<RoleView>(`${permission}/role/${id}`, body),
  deleteRole: (id: number) => api.delete<null>(`${permission}/role`, { body: { id } }),
};

export const adminKeys = {
  all: ['administration'] as const,
  users: (query: UserListQuery) => ['administration', 'users', query] as const,
  statistics: () => ['administration', 'statistics'] as const,
  user: (id: number) => ['administration', 'user', id] as const,
  roles: (page: number) => ['administration', 'roles', page] as const,
  permissions: () => ['administration', 'permissions'] as const,
};

export const adminQueries = {
  users: (query: UserListQuery) => queryOptions({ queryKey: adminKeys.users(query), queryFn: () => adminApi.users(query), placeholderData: keepPreviousData }),
  statistics: () => queryOptions({ queryKey: adminKeys.statistics(), queryFn: adminApi.statistics }),
  user: (id: number) => queryOptions({ queryKey: adminKeys.user(id), queryFn: () => adminApi.user(id) }),
  roles: (page = 0) => queryOptions({ queryKey: adminKeys.roles(page), queryFn: () => adminApi.roles(page), placeholderData: keepPreviousData }),
  /** The permission catalogue changes only with a release. */
  permissions: () => queryOptions({ queryKey: adminKeys.permissions(), queryFn: adminApi.permissions, staleTime: 10 * 60_000 }),
};

/**
 * A change to users or roles: the lists, counts, details and role table are all stale afterwards (a role's
 * change moves its user count and its holders' permissions).
 */
export function useAdminMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
