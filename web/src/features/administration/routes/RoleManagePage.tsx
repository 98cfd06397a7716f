// Role management (/root/role-manage): every role with its label, whether it is built in, its permissions, how many
// users hold it and who created it; add, edit and delete through the same dialogs as the administrator's home.
import { useState } from 'react';
import { Flex, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ListPage } from '../../../components/ListPage';
import { RowActions } from '../../../components/RowActions';
import { useUrlState } from '../../../components/useUrlState';
import { formatDateTime } from '../../../lib/exam';
import { ROLE_PAGE_SIZE, adminApi, adminQueries, useAdminMutation } from '../api';
import { RoleFormDialog, roleDeleteTexts } from '../components/RoleFormDialog';
import { ROLE_COLORS, TagList } from '../components/TagList';
import { permissionLabel, roleLabel } from '../users';
import type { RoleView } from '../../../lib/api-types';

export default function RoleManagePage() {
  const { t, i18n } = useTranslation();
  const { page } = useUrlState();
  const roles = useQuery({ ...adminQueries.roles(page - 1), meta: { errorToast: 'administration.rolesFailed', serverMessage: true } });
  const permissions = useQuery(adminQueries.permissions());
  const remove = useAdminMutation((id: number) => adminApi.deleteRole(id));
  /** undefined: closed; null: add a role; a role: edit it. */
  const [roleForm, setRoleForm] = useState<RoleView | null | undefined>(undefined);
  const permissionText = (name: string) => permissionLabel(t, name, permissions.data?.permissions.find((p) => p.name === name)?.description);

  const columns: TableColumnsType<RoleView> = [
    {
      title: t('administration.roleName'),
      key: 'name',
      render: (_, r) => (
<Tag color={ROLE_COLORS[r.name]}>{r.name}</Tag>
      ),
    },
    {
      title: t('administration.roleLabel'),
      key: 'label',
      render: (_, r) => roleLabel(t, r.name, r.description),
    },
    {
      title: t('administration.builtin'),
      key: 'builtin',
      width: 100,
      render: (_, r) => (r.builtin ? <Tag color="blue">{t('administration.builtinTag')}</Tag> : <Tag>{t('administration.customTag')}</Tag>),
    },
    {
      title: t('administration.permissions'),
      key: 'permissions',
      render: (_, r) => (
        <Flex gap="small" align="center">
          <span className="sc-muted sc-small">{t('administration.permissionCount', { count: r.permissionNames.length })}</span>
          <TagList items={r.permissionNames.map((p) => ({ key: p, label: permissionText(p) }))} testId={`role-permissions-${r.id}`} />
        </Flex>
      ),
    },
    { title: t('administration.userCount'), dataIndex: 'userCount', key: 'userCount', width: 100, align: 'right' },
    {
      title: t('administration.createdBy'),
      key: 'createdBy',
      responsive: ['md'],
      render: (_, r) => r.createdBy?.username ?? <span className="sc-muted">{r.builtin ? t('administration.system') : '—'}</span>,
    },
    { title: t('administration.createdAt'), key: 'createdAt', width: 170, responsive: ['xl'], render: (_, r) => formatDateTime(r.createdAt, i18n.language) },
    {
      title: t('administration.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <RowActions
          testId="role"
          id={r.id}
          onEdit={() => setRoleForm(r)}
          remove={r.builtin ? undefined : { ...roleDeleteTexts(t, r), call: () => remove.mutateAsync(r.id) }}
        />
      ),
    },
  ];

  return (
    <ListPage<RoleView>
      entity="role"
      title={t('administration.rolesTitle')}
      subtitle={t('administration.rolesSubtitle')}
      create={{ label: t('administration.addRole'), onClick: () => setRoleForm(null) }}
      list={roles}
      rows={roles.isError ? [] : roles.data?.roles}
      columns={columns}
      pageSize={ROLE_PAGE_SIZE}
      totalText={(n) => t('administration.totalRolesText', { count: n })}
      empty={{ text: t('administration.noRoles') }}
      scroll={{ x: 'max-content' }}
    >
      <RoleFormDialog role={roleForm} onClose={() => setRoleForm(undefined)} />
    </ListPage>
  );
}
