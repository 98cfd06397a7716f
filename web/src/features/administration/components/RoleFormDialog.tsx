// Add role and edit role: English name, description, permissions; an edited role that is not built in can be deleted
// (irreversible; its holders lose it).
import { useEffect } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formRules, roleRules } from '../../../lib/validation';
import { adminApi, adminQueries, useAdminMutation } from '../api';
import { permissionLabel } from '../users';
import type { RoleBody, RoleView } from '../../../lib/api-types';
import { useDiscardGuard } from '../../../components/useDiscardGuard';

interface RoleFormValues {
  name?: string;
  description?: string;
  permissions?: number[];
}

/** What deleting a role says before and after: a role some users hold is taken from them too ("deleted and synced"). */
export function roleDeleteTexts(t: TFunction, role: RoleView) {
  return {
    confirm: [t('administration.roleDeleteConfirm', { name: role.name }), role.userCount > 0 ? t('administration.roleDeleteHolders', { count: role.userCount }) : '']
      .filter(Boolean)
      .join(' '),
    done: t(role.userCount > 0 ? 'administration.roleDeletedSynced' : 'administration.roleDeleted'),
    failed: t('administration.roleDeleteFailed'),
  };
}

export function toRoleBody(values: RoleFormValues): RoleBody {
  const description = (values.description ?? '').trim();
  return { name: (values.name ?? '').trim(), description: description || null, permissions: values.permissions ?? [] };
}

/** `role` undefined: closed; null: add a role; a role: edit it. */
export function RoleFormDialog({ role, onClose }: { role: RoleView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const [form] = Form.useForm<RoleFormValues>();
  const guard = useDiscardGuard();
  const open = role !== undefined;
  const editing = !!role;
  const permissions = useQuery({ ...adminQueries.permissions(), enabled: open });
  const save = useAdminMutation((body: RoleBody) => (role ? adminApi.updateRole(role.id, body) : adminApi.createRole(body)));
  const remove = useAdminMutation((id: number) => adminApi.deleteRole(id));

  useEffect(() => {
    if (!open) return;
    guard.reset();
    form.resetFields();
    if (role) form.setFieldsValue({ name: role.name, description: role.description ?? '', permissions: role.permissions });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, role, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      message.error(t('administration.formInvalid'));
      return;
    }
    try {
      await save.mutateAsync(toRoleBody(values));
      message.success(t(editing ? 'administration.roleUpdated' : 'administration.roleAdded'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['name', 'description', 'permissions']);
      message.error(errorMessage(error, t(editing ? 'administration.roleUpdateFailed' : 'administration.roleAddFailed')));
    }
  };

  const confirmDelete = () => {
    if (!role) return;
    const texts = roleDeleteTexts(t, role);
    modal.confirm({
      title: t('administration.deleteRole'),
      content: texts.confirm,
      okText: t('common.delete'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'role-delete-confirm' } as object) },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(role.id).then(
          () => {
            message.success(texts.done);
            guard.reset();
            onClose();
          },
          (error: unknown) => message.error(errorMessage(error, texts.failed)),
        ),
    });
  };

  const builtin = role?.builtin ?? false;
  return (
    <Modal
      open={open}
      title={t(editing ? 'administration.editRole' : 'administration.addRole')}
      onCancel={() => guard.confirmClose(onClose)}
      width={640}
      destroyOnHidden
      maskClosable={false}
      data-testid="role-form"
      footer={
        <Space wrap>
          {editing && !builtin && (
            <Button danger onClick={confirmDelete} loading={remove.isPending} data-testid="role-form-delete">
              {t('administration.deleteRole')}
            </Button>
          )}
          <Button onClick={() => guard.confirmClose(onClose)}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => void submit()} loading={save.isPending} data-testid="role-form-submit">
            {t('administration.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" preserve={false} onValuesChange={guard.markDirty}>
        <Form.Item
          name="name"
          label={t('administration.roleName')}
          rules={formRules(roleRules, 'name', t)}
          required
          extra={builtin ? t('administration.builtinRoleName') : t('administration.roleNameHint')}
        >
          <Input maxLength={32} disabled={builtin} placeholder="auditor_lead" data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="description" label={t('administration.roleDescription')}>
          <Input maxLength={100} placeholder={t('administration.roleDescriptionPlaceholder')} data-testid="role-form-description" />
        </Form.Item>
        <Form.Item name="permissions" label={t('administration.permissions')} extra={role?.name === 'admin' ? t('administration.adminPermissionsFixed') : undefined}>
          <Select
            mode="multiple"
            disabled={role?.name === 'admin'}
            loading={permissions.isPending}
            optionFilterProp="label"
            placeholder={t('administration.choosePermissions')}
            options={(permissions.data?.permissions ?? []).map((p) => ({ value: p.id, label: permissionLabel(t, p.name, p.description) }))}
            data-testid="role-form-permissions"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
