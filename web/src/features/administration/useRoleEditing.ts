// Editing a user's roles in the details dialog: closing a tag saves the roles left at once (the last cannot go), the
// roles picked to add are saved together; leaving the edit mode forgets what was picked.
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDiscardGuard } from '../../components/useDiscardGuard';
import { errorMessage } from '../../lib/api';
import { useApp } from '../../lib/useApp';
import { adminApi, useAdminMutation } from './api';
import { rolesWithout, union } from './users';
import type { AdminUserDetail } from '../../lib/api-types';

export function useRoleEditing(userId: number | null, user: AdminUserDetail | undefined) {
  const { t } = useTranslation();
  const { message } = useApp();
  const saveRoles = useAdminMutation((names: string[]) => adminApi.setUserRoles(userId!, { roleName: names }));
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<string[]>([]);
  const guard = useDiscardGuard();

  const leaveEditing = () => {
    setEditing(false);
    setAdding([]);
    guard.reset();
  };

  const store = async (names: string[]) => {
    try {
      await saveRoles.mutateAsync(names);
      message.success(t('administration.updated'));
      return true;
    } catch (error) {
      message.error(errorMessage(error, t('administration.updateFailed')));
      return false;
    }
  };

  /** Closing a tag saves the roles left at once; the last role stays (角色不能为空). */
  const removeRole = (name: string) => {
    if (!user) return;
    const left = rolesWithout(user.roles, name);
    if (!left) {
      message.error(t('validation.rolesNotEmpty'));
      return;
    }
    void store(left);
  };

  const saveAdded = async () => {
    if (!user) return;
    if (adding.length === 0) {
      leaveEditing();
      return;
    }
    if (await store(union(user.roles, adding))) leaveEditing();
  };

  const pick = (names: string[]) => {
    setAdding(names);
    guard.markDirty();
  };

  return { editing, edit: () => setEditing(true), leaveEditing, adding, pick, removeRole, saveAdded, saving: saveRoles.isPending, confirmClose: guard.confirmClose };
}

export type RoleEditing = ReturnType<typeof useRoleEditing>;
