// The administrator's home (/root): user counts, then the user table with four searches kept in the URL, paging
// with a size choice, and the user and role dialogs.
import { useState } from 'react';
import { Button, Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LockOutlined, ProfileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CreateButton } from '../../../components/CreateButton';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { SearchBox } from '../../../components/SearchBox';
import { StatCards } from '../../../components/StatCards';
import { useUrlState } from '../../../components/useUrlState';
import { formatDateTime } from '../../../lib/exam';
import { paths } from '../../../lib/paths';
import { adminApi, adminQueries, useAdminMutation } from '../api';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { RoleFormDialog } from '../components/RoleFormDialog';
import { ROLE_COLORS, TagList } from '../components/TagList';
import { UserDetailsDialog } from '../components/UserDetailsDialog';
import { UserFormDialog } from '../components/UserFormDialog';
import { USER_PAGE_SIZES, USER_SEARCH_PARAMS, roleLabel, userListQuery, visibleUsers } from '../users';
import type { AdminUserRow, RoleView } from '../../../lib/api-types';

export default function AdminHomePage() {
  const { t, i18n } = useTranslation();
  const { params } = useUrlState();
  const query = userListQuery(params);
  const list = useQuery({ ...adminQueries.users(query), meta: { errorToast: 'administration.listFailed', serverMessage: true } });
  const statistics = useQuery({ ...adminQueries.statistics(), meta: { errorToast: 'administration.statisticsFailed', serverMessage: true } });
  const roles = useQuery(adminQueries.roles());
  const remove = useAdminMutation((id: number) => adminApi.deleteUser(id));

  const [userForm, setUserForm] = useState<{ userId: number | null } | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [resetFor, setResetFor] = useState<AdminUserRow | null>(null);
  /** undefined: closed; null: add a role; a role: edit it. */
  const [roleForm, setRoleForm] = useState<RoleView | null | undefined>(undefined);

  // A failed load empties the table (spec 001 §8), even when an earlier page is still cached.
  const shown = list.isError ? { isFetching: list.isFetching, data: undefined } : list;
  const rows = list.isError ? [] : visibleUsers(list.data?.users);
  const label = (name: string) => roleLabel(t, name, roles.data?.roles.find((r) => r.name === name)?.description);
  const stats = statistics.data;

  const columns: TableColumnsType<AdminUserRow> = [
    { title: t('administration.userId'), dataIndex: 'id', key: 'id', width: 90 },
    {
      title: t('administration.username'),
      key: 'username',
      render: (_, u) => (
        <Typography.Link onClick={() => setDetailsId(u.id)}>{u.username}</Typography.Link>
      ),
    },
    { title: t('administration.name'), dataIndex: 'name', key: 'name', render: (v: string | null) => v || '—' },
    { title: t('administration.phone'), dataIndex: 'phone', key: 'phone', render: (v: string | null) => v || '—' },
    { title: t('administration.email'), dataIndex: 'email', key: 'email', responsive: ['lg'], render: (v: string | null) => v || '—' },
    {
      title: t('administration.roles'),
      key: 'roles',
      render: (_, u) => <TagList items={u.roles.map((r) => ({ key: r, label: label(r), color: ROLE_COLORS[r] }))} testId={`user-roles-${u.id}`} />,
    },
    { title: t('administration.createdAt'), key: 'createdAt', width: 170, responsive: ['xl'], render: (_, u) => formatDateTime(u.createdAt, i18n.language) },
    {
      title: t('administration.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, u) => (
        <RowActions
          testId="user"
          id={u.id}
          onEdit={() => setUserForm({ userId: u.id })}
          remove={{ confirm: t('administration.deleteUserConfirm', { username: u.username }), call: () => remove.mutateAsync(u.id), done: t('administration.deleted'), failed: t('administration.deleteFailed') }}
        >
          <Tooltip title={t('administration.details')}>
            <Button size="small" icon={<ProfileOutlined />} onClick={() => setDetailsId(u.id)} aria-label={t('administration.details')} data-testid={`user-details-${u.id}`} />
          </Tooltip>
          <Tooltip title={t('administration.resetPassword')}>
            <Button size="small" icon={<LockOutlined />} onClick={() => setResetFor(u)} aria-label={t('administration.resetPassword')} data-testid={`user-reset-${u.id}`} />
          </Tooltip>
        </RowActions>
      ),
    },
  ];

  const searchPlaceholders: Record<(typeof USER_SEARCH_PARAMS)[number], string> = {
    id: t('administration.searchId'),
    username: t('administration.searchUsername'),
    phone: t('administration.searchPhone'),
    email: t('administration.searchEmail'),
    idCard: t('administration.searchIdCard'),
  };

  return (
    <Flex vertical gap="middle">
      <StatCards
        cards={[
          { key: 'total-users', label: t('administration.totalUsers'), value: stats?.totalUsers, tone: 'primary' },
          { key: 'students', label: t('administration.studentCount'), value: stats?.students, tone: 'success' },
          { key: 'reviewers', label: t('administration.reviewerCount'), value: stats?.reviewers, tone: 'warning' },
          { key: 'admins', label: t('administration.adminCount'), value: stats?.admins, tone: 'error' },
        ]}
      />
      <div data-testid="user-manager">
        <PageHeader
          title={t('administration.usersTitle')}
          subtitle={t('administration.usersSubtitle')}
          extra={
            <>
              <Link to={paths.adminRoleManage}>{t('administration.manageRoles')}</Link>
              <Button icon={<SafetyOutlined />} onClick={() => setRoleForm(null)} data-testid="role-create">
                {t('administration.addRole')}
              </Button>
              <CreateButton label={t('administration.addUser')} onClick={() => setUserForm({ userId: null })} testId="user-create" />
            </>
          }
        />
        <ListTable<AdminUserRow>
          list={shown}
          rows={rows}
          columns={columns}
          rowTestId="user-row"
          pageSize={query.size}
          pageSizes={USER_PAGE_SIZES}
          totalText={(n) => t('administration.totalUsersText', { count: n })}
          filters={[...USER_SEARCH_PARAMS]}
          empty={{ text: t('administration.noUsers'), noMatch: t('administration.noMatch'), clear: t('administration.clearSearch') }}
          scroll={{ x: 'max-content' }}
        >
          <Flex wrap gap="small" className="sc-list-toolbar">
            {USER_SEARCH_PARAMS.map((name) => (
              <SearchBox key={name} param={name} placeholder={searchPlaceholders[name]} style={{ width: 200 }} data-testid={`user-search-${name}`} />
            ))}
          </Flex>
        </ListTable>
        <UserFormDialog open={userForm !== null} userId={userForm?.userId ?? null} onClose={() => setUserForm(null)} />
        <UserDetailsDialog userId={detailsId} onClose={() => setDetailsId(null)} onEditRole={setRoleForm} />
        <ResetPasswordDialog user={resetFor} onClose={() => setResetFor(null)} />
        <RoleFormDialog role={roleForm} onClose={() => setRoleForm(undefined)} />
      </div>
    </Flex>
  );
}
