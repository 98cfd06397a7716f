// The signed-in user as the server now sees them (GET /api/v0/user), and the staff shells' re-read of it: their menus
// and the route guard then follow roles and permissions an administrator changed since the login.
import { useQuery } from '@tanstack/react-query';
import { api, fieldRefusalMessage } from './api';
import type { PasswordBody, UserView } from './api-types';
import { refreshUser, useSession } from './session';

export const fetchCurrentUser = () => api.get<UserView>('/api/v0/user');

/** Changes the signed-in user's password (the profile page, and an imported account's first login). */
export const changePassword = (body: PasswordBody) => api.post<null>('/api/v0/user/password', body);

/** Change password: the server's refusal (wrong current password, a rule) as it says; else '密码修改失败，请稍后重试'. */
export function passwordChangeFailure(error: unknown): { text: string } | { key: string } {
  const own = fieldRefusalMessage(error);
  return own ? { text: own } : { key: 'profile.pwdFailed' };
}

/** Re-reads the user whenever a staff shell mounts and stores what changed (roles, permissions, the active role). */
export function useUserReread(): void {
  const { token, guest, user } = useSession();
  useQuery({
    queryKey: ['session', 'user', user?.id ?? null],
    queryFn: async () => {
      const fresh = await fetchCurrentUser();
      refreshUser(fresh);
      return fresh;
    },
    enabled: Boolean(token) && !guest && user != null,
    staleTime: 0,
    gcTime: 0,
  });
}
