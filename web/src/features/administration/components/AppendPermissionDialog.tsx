// Append permissions to a user: roles to add (required) and permissions given to the user directly; what the user
// already has stays.
import { Form, Modal, Select } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { appendRolesRules, formRules } from '../../../lib/validation';
import { adminApi, adminQueries, useAdminMutation } from '../api';
import { permissionLabel, roleLabel, union } from '../users';
import type { AdminUserDetail, UserRolesBody } from '../../../lib/api-types';
import type { Permission } from '../../../lib/permissions';
import { useDiscardGuard } from '../../../components/useDiscardGuard';

interface AppendValues {
  roles?: string[];
  permissions?: Permission[];
}

/** The body that keeps the user's roles and appended permissions and adds the chosen ones. */
export function appendBody(user: Pick<AdminUserDetail, 'roles' | 'appendedPermissions'>, values: AppendValues): UserRolesBody {
  return { roleName: union(user.roles, values.roles ?? []), permissionName: union(user.appendedPermissions ?? [], values.permissions ?? []) };
}

export function AppendPermissionDialog({ user, onClose }: { user: AdminUserDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<AppendValues>();
  const guard = useDiscardGuard();
  const open = user !== null;
  const roles = useQuery({ ...adminQueries.roles(), enabled: open });
  const permissions = useQuery({ ...adminQueries.permissions(), enabled: open });
  const append = useAdminMutation((body: UserRolesBody) => adminApi.setUserRoles(user!.id, body));

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      message.error(t('administration.formInvalid'));
      return;
    }
    try {
      await append.mutateAsync(appendBody(user, values));
      message.success(t('administration.appended'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, (name) => ({ roleName: 'roles', permissionName: 'permissions' })[name] ?? null);
      message.error(errorMessage(error, t('administration.appendFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('administration.appendPermissions')}
      onCancel={() => guard.confirmClose(onClose)}
      onOk={() => void submit()}
      okText={t('administration.append')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'append-submit' } as Record<`data-${string}`, string>}
      confirmLoading={append.isPending}
      destroyOnHidden
      maskClosable={false}
      afterOpenChange={(visible) => visible && guard.reset()}
      data-testid="append-form"
    >
      <Form form={form} layout="vertical" preserve={false} onValuesChange={guard.markDirty}>
        <Form.Item name="roles" label={t('administration.rolesToAppend')} rules={formRules(appendRolesRules, 'roles', t)} required>
          <Select
            mode="multiple"
            loading={roles.isPending}
            optionFilterProp="label"
            placeholder={t('administration.chooseRoles')}
            options={(roles.data?.roles ?? []).filter((r) => !user?.roles.includes(r.name)).map((r) => ({ value: r.name, label: roleLabel(t, r.name, r.description) }))}
            data-testid="append-roles"
          />
        </Form.Item>
        <Form.Item name="permissions" label={t('administration.permissionsToAppend')} extra={t('administration.appendPermissionsHint')}>
          <Select
            mode="multiple"
            loading={permissions.isPending}
            optionFilterProp="label"
            placeholder={t('administration.choosePermissions')}
            options={(permissions.data?.permissions ?? [])
              .filter((p) => !user?.permissions.includes(p.name))
              .map((p) => ({ value: p.name, label: permissionLabel(t, p.name, p.description) }))}
            data-testid="append-permissions"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
