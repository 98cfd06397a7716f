// The parts of a user's details: the account's facts, the roles (viewed, or edited in place) and the effective
// permissions with the appended ones marked.
import type { ReactNode } from 'react';
import { Button, Descriptions, Flex, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/exam';
import { roleLabel } from '../users';
import { ROLE_COLORS } from './TagList';
import type { RoleEditing } from '../useRoleEditing';
import type { AdminUserDetail, RoleView } from '../../../lib/api-types';

const value = (v: string | number | null | undefined): ReactNode => (v === null || v === undefined || v === '' ? <span className="sc-muted">—</span> : v);

export function UserFacts({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  return (
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
  );
}

interface UserRolesProps {
  user: AdminUserDetail;
  /** Every role (the ones to add, and a role's own settings). */
  roles: RoleView[];
  edit: RoleEditing;
  onEditRole: (role: RoleView) => void;
  onAppend: () => void;
}

export function UserRoles({ user, roles, edit, onEditRole, onAppend }: UserRolesProps) {
  const { t } = useTranslation();
  const roleView = (name: string) => roles.find((r) => r.name === name);
  const label = (name: string) => roleLabel(t, name, roleView(name)?.description);
  return (
    <Flex vertical gap="small" data-testid="user-roles" data-mode={edit.editing ? 'edit' : 'view'}>
      <Space size={[0, 8]} wrap>
        {user.roles.map((name) => {
          const role = roleView(name);
          return edit.editing ? (
            <Tag
              key={name}
              color={ROLE_COLORS[name]}
              closable
              onClose={(e) => {
                e.preventDefault();
                edit.removeRole(name);
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
      {edit.editing ? (
        <Flex wrap gap="small" align="center">
          <Select
            mode="multiple"
            value={edit.adding}
            onChange={edit.pick}
            placeholder={t('administration.addRolePlaceholder')}
            optionFilterProp="label"
            options={roles.filter((r) => !user.roles.includes(r.name)).map((r) => ({ value: r.name, label: roleLabel(t, r.name, r.description) }))}
            style={{ minWidth: 260 }}
            data-testid="user-role-add"
          />
          <Button type="primary" onClick={() => void edit.saveAdded()} loading={edit.saving} data-testid="user-roles-save">
            {t('administration.save')}
          </Button>
          <Button onClick={edit.leaveEditing} data-testid="user-roles-cancel">
            {t('common.cancel')}
          </Button>
        </Flex>
      ) : (
        <Space wrap>
          <Button icon={<EditOutlined />} onClick={edit.edit} data-testid="user-roles-edit">
            {t('administration.editRoles')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={onAppend} data-testid="user-append">
            {t('administration.appendPermissions')}
          </Button>
        </Space>
      )}
      {edit.editing && <Typography.Text className="sc-note">{t('administration.editRolesHint')}</Typography.Text>}
    </Flex>
  );
}

/** The user's effective permissions, each named in words (the code in its tooltip), appended ones marked. */
export function UserPermissions({ user, label }: { user: AdminUserDetail; label: (name: string) => string }) {
  const { t } = useTranslation();
  return (
    <Space size={[0, 8]} wrap data-testid="user-permissions">
      {user.permissions.length === 0 && <span className="sc-muted">{t('administration.noPermissions')}</span>}
      {user.permissions.map((p) => (
        <Tooltip key={p} title={p}>
          <Tag color={user.appendedPermissions?.includes(p) ? 'orange' : undefined}>
            {label(p)}
            {user.appendedPermissions?.includes(p) && ` · ${t('administration.appendedMark')}`}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
