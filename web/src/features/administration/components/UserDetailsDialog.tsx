// A user's details with inline role editing (spec 001 §4): view mode, then edit mode with closable tags (closing
// one saves the remaining roles at once; the last cannot go), a select to add roles, save and cancel. From here the
// administrator also appends permissions and opens a role's own settings.
import { useState } from 'react';
import { Button, Descriptions, Divider, Empty, Flex, Modal, Select, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useApp } from '../../../lib/useApp';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/exam';
import { adminApi, adminQueries, useAdminMutation } from '../api';
import { permissionLabel, roleLabel, rolesWithout, union } from '../users';
import type { AdminUserDetail, RoleView } from '../../../lib/api-types';
import { AppendPermissionDialog } from './AppendPermissionDialog';
import { ROLE_COLORS } from './TagList';
import { useDiscardGuard } from '../../../components/useDiscardGuard';

export interface UserDetailsDialogProps {
  userId: number | null;
  onClose: () => void;
  /** Opens a role's own settings (the edit-role dialog). */
  onEditRole: (role: RoleView) => void;
}

export function UserDetailsDialog({ userId, onClose, onEditRole }: UserDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const { message } = useApp();
  const open = userId !== null;
  const detail = useQuery({ ...adminQueries.user(userId ?? 0), enabled: open, meta: { errorToast: 'administration.detailFailed', serverMessage: true } });
  const roles = useQuery({ ...adminQueries.roles(), enabled: open });
  const permissions = useQuery({ ...adminQueries.permissions(), enabled: open });
  const saveRoles = useAdminMutation((names: string[]) => adminApi.setUserRoles(userId!, { roleName: names }));
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<string[]>([]);
  const [appendFor, setAppendFor] = useState<AdminUserDetail | null>(null);
  const guard = useDiscardGuard();
  const user = detail.data;

  const roleView = (name: string) => roles.data?.roles.find((r) => r.name === name);
  const label = (name: string) => roleLabel(t, name, roleView(name)?.description);
  const permissionText = (name: string) => permissionLabel(t, name, permissions.data?.permissions.find((p) => p.name === name)?.description);

  const leaveEditing = () => {
    setEditing(false);
    setAdding([]);
    guard.reset();
  };
  const close = () => guard.confirmClose(() => {
    leaveEditing();
    onClose();
  });

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

  const value = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? <span className="sc-muted">—</span> : v);

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
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }} bordered>
            <Descriptions.Item label={t('administration.userId')}>{user.id}</Descriptions.Item>
            <Descriptions.Item label={t('administration.username')}>{user.username}</Descriptions.Item>
            <Descriptions.Item label={t('administration.name')}>{value(user.name)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.phone')}>{value(user.phone)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.email')}>{value(user.email)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.idCard')}>{value(user.idCard)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.birth')}>{value(user.birthDate)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.education')}>{value(user.education)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.degree')}>{value(user.degree)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.workExperience')}>
              {user.workExperience === null || user.workExperience === undefined ? value(null) : t('administration.yearsValue', { count: user.workExperience })}
            </Descriptions.Item>
            <Descriptions.Item label={t('administration.workUnit')}>{value(user.workUnit)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.inviteCode')}>{value(user.inviteCode)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.address')} span={2}>
              {value(user.address)}
            </Descriptions.Item>
            <Descriptions.Item label={t('administration.createdAt')}>{formatDateTime(user.createdAt, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('administration.updatedAt')}>{formatDateTime(user.updatedAt, i18n.language)}</Descriptions.Item>
          </Descriptions>

          <Divider orientation="left" plain className="sc-strong">
            {t('administration.roles')}
          </Divider>
          <Flex vertical gap="small" data-testid="user-roles" data-mode={editing ? 'edit' : 'view'}>
            <Space size={[0, 8]} wrap>
              {user.roles.map((name) => {
                const role = roleView(name);
                return editing ? (
                  <Tag
                    key={name}
                    color={ROLE_COLORS[name]}
                    closable
                    onClose={(e) => {
                      e.preventDefault();
                      removeRole(name);
                    }}
                    data-testid={`user-role-${name}`}
                  >
                    {label(name)}
                  </Tag>
                ) : (
                  <Tooltip key={name} title={role ? t('administration.openRole') : undefined}>
                    <Tag color={ROLE_COLORS[name]} className={role ? 'sc-link' : undefined} onClick={() => role && onEditRole(role)} data-testid={`user-role-${name}`}>
                      {label(name)}
                    </Tag>
                  </Tooltip>
                );
              })}
            </Space>
            {editing ? (
              <Flex wrap gap="small" align="center">
                <Select
                  mode="multiple"
                  value={adding}
                  onChange={(v) => {
                    setAdding(v);
                    guard.markDirty();
                  }}
                  placeholder={t('administration.addRolePlaceholder')}
                  optionFilterProp="label"
                  options={(roles.data?.roles ?? []).filter((r) => !user.roles.includes(r.name)).map((r) => ({ value: r.name, label: roleLabel(t, r.name, r.description) }))}
                  style={{ minWidth: 260 }}
                  data-testid="user-role-add"
                />
                <Button type="primary" onClick={() => void saveAdded()} loading={saveRoles.isPending} data-testid="user-roles-save">
                  {t('administration.save')}
                </Button>
                <Button onClick={leaveEditing} data-testid="user-roles-cancel">
                  {t('common.cancel')}
                </Button>
              </Flex>
            ) : (
              <Space wrap>
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="user-roles-edit">
                  {t('administration.editRoles')}
                </Button>
                <Button icon={<PlusOutlined />} onClick={() => setAppendFor(user)} data-testid="user-append">
                  {t('administration.appendPermissions')}
                </Button>
              </Space>
            )}
            {editing && <Typography.Text className="sc-note">{t('administration.editRolesHint')}</Typography.Text>}
          </Flex>

          <Divider orientation="left" plain className="sc-strong">
            {t('administration.effectivePermissions')}
          </Divider>
          <Space size={[0, 8]} wrap data-testid="user-permissions">
            {user.permissions.length === 0 && <span className="sc-muted">{t('administration.noPermissions')}</span>}
            {user.permissions.map((p) => (
              <Tooltip key={p} title={p}>
                <Tag color={user.appendedPermissions?.includes(p) ? 'orange' : undefined}>
                  {permissionText(p)}
                  {user.appendedPermissions?.includes(p) && ` · ${t('administration.appendedMark')}`}
                </Tag>
              </Tooltip>
            ))}
          </Space>
        </Flex>
      )}
      <AppendPermissionDialog user={appendFor} onClose={() => setAppendFor(null)} />
    </Modal>
  );
}
