// A user's details with inline role editing (spec 001 §4): view mode, then edit mode with closable tags (closing
// one saves the remaining roles at once; the last cannot go), a select to add roles, save and cancel. From here the
// administrator also appends permissions and opens a role's own settings.
import { useState } from 'react';
import { Button, Divider, Empty, Flex, Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { adminQueries } from '../api';
import { useRoleEditing } from '../useRoleEditing';
import { permissionLabel } from '../users';
import type { AdminUserDetail, RoleView } from '../../../lib/api-types';
import { AppendPermissionDialog } from './AppendPermissionDialog';
import { UserFacts, UserPermissions, UserRoles } from './UserDetailParts';

export interface UserDetailsDialogProps {
  userId: number | null;
  onClose: () => void;
  /** Opens a role's own settings (the edit-role dialog). */
  onEditRole: (role: RoleView) => void;
}

export function UserDetailsDialog({ userId, onClose, onEditRole }: UserDetailsDialogProps) {
  const { t } = useTranslation();
  const open = userId !== null;
  const detail = useQuery({ ...adminQueries.user(userId ?? 0), enabled: open, meta: { errorToast: 'administration.detailFailed', serverMessage: true } });
  const roles = useQuery({ ...adminQueries.roles(), enabled: open });
  const permissions = useQuery({ ...adminQueries.permissions(), enabled: open });
  const user = detail.data;
  const edit = useRoleEditing(userId, user);
  const [appendFor, setAppendFor] = useState<AdminUserDetail | null>(null);

  const permissionText = (name: string) => permissionLabel(t, name, permissions.data?.permissions.find((p) => p.name === name)?.description);
  const close = () =>
    edit.confirmClose(() => {
      edit.leaveEditing();
      onClose();
    });

  return (
    <Modal
      open={open}
      title={t('administration.userDetails')}
      onCancel={close}
      footer={<Button onClick={close}>{t('administration.close')}</Button>}
      width={820}
      destroyOnHidden
      data-testid="user-details"
    >
      {!user ? (
        detail.isError ? <Empty description={t('administration.detailFailed')} /> : <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Flex vertical gap="middle">
          <UserFacts user={user} />

          <Divider orientation="left" plain className="sc-strong">
            {t('administration.roles')}
          </Divider>
          <UserRoles user={user} roles={roles.data?.roles ?? []} edit={edit} onEditRole={onEditRole} onAppend={() => setAppendFor(user)} />

          <Divider orientation="left" plain className="sc-strong">
            {t('administration.effectivePermissions')}
          </Divider>
          <UserPermissions user={user} label={permissionText} />
        </Flex>
      )}
      <AppendPermissionDialog user={appendFor} onClose={() => setAppendFor(null)} />
    </Modal>
  );
}
