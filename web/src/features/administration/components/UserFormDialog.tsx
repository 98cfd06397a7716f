// Add user and edit user (spec 001 §5 "Add and edit user"): the add form takes a password, invite code, roles and
// permissions; the edit form requires work unit and address and never touches the password.
import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { FormGrid } from '../../../components/FormGrid';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { DEGREE_OPTIONS, EDUCATION_OPTIONS, INVITE_CODE_LENGTH, NAME_MAX, adminUserAddRules, adminUserEditRules, formRules } from '../../../lib/validation';
import { adminApi, adminQueries, useAdminMutation } from '../api';
import { editFormValues, isFutureDay, permissionLabel, permissionsOfRoles, roleLabel, toUserBody, toUserEdit, userFormField, type UserFormValues } from '../users';
import { useDiscardGuard } from '../../../components/useDiscardGuard';

/** Which user the dialog edits; null adds one. */
export interface UserFormDialogProps {
  open: boolean;
  userId: number | null;
  onClose: () => void;
}

/** Spec 001 §3 lists them from the highest: 研究生 … 小学 and 博士, 硕士, 学士, 其他. */
const EDUCATION_CHOICES = [...EDUCATION_OPTIONS].reverse();
const DEGREE_CHOICES = [...DEGREE_OPTIONS.slice(0, 3)].reverse().concat(DEGREE_OPTIONS.slice(3));

export function UserFormDialog({ open, userId, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<UserFormValues>();
  const guard = useDiscardGuard();
  const editing = userId !== null;
  const detail = useQuery({ ...adminQueries.user(userId ?? 0), enabled: open && editing });
  const roles = useQuery({ ...adminQueries.roles(), enabled: open && !editing });
  const permissions = useQuery({ ...adminQueries.permissions(), enabled: open && !editing });
  // The chosen roles' own permissions go with the roles; any other is appended to the user (the server keeps only those).
  const chosenRoles = Form.useWatch('roles', form) as string[] | undefined;
  const fromRoles = new Set(permissionsOfRoles(chosenRoles ?? [], roles.data?.roles ?? []));
  const save = useAdminMutation((values: UserFormValues) => (userId !== null ? adminApi.updateUser(toUserEdit(userId, values)) : adminApi.createUser(toUserBody(values))));
  const rules = editing ? adminUserEditRules : adminUserAddRules;
  const rule = (field: string) => formRules(rules, field, t);
  const loaded = !editing || detail.data !== undefined;

  useEffect(() => {
    if (!open) return;
    guard.reset();
    form.resetFields();
    if (editing && detail.data) form.setFieldsValue(editFormValues(detail.data));
    // The guard's reset is stable in effect (a state setter); the form is filled once per opening and per loaded user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      message.error(t('administration.formInvalid'));
      return;
    }
    try {
      await save.mutateAsync(values);
      message.success(t(editing ? 'administration.userEdited' : 'administration.userAdded'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, userFormField);
      message.error(errorMessage(error, t(editing ? 'administration.userEditFailed' : 'administration.userAddFailed')));
    }
  };

  /** Choosing roles fills in their permissions until the administrator picks permissions themself. */
  const onValuesChange = (changed: Partial<UserFormValues>) => {
    guard.markDirty();
    if ('roles' in changed && !form.isFieldTouched('permissions')) {
      form.setFieldValue('permissions', permissionsOfRoles(changed.roles ?? [], roles.data?.roles ?? []));
    }
  };

  const text = (name: keyof UserFormValues, label: string, extra?: { max?: number; password?: boolean }) => (
    <Form.Item key={name} name={name} label={label} rules={rule(name)} required={rules[name]?.some((c) => c.required)}>
      {extra?.password ? (
        <Input.Password autoComplete="new-password" data-testid={`user-form-${name}`} />
      ) : (
        <Input maxLength={extra?.max} data-testid={`user-form-${name}`} />
      )}
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t(editing ? 'administration.editUser' : 'administration.addUser')}
      onCancel={() => guard.confirmClose(onClose)}
      onOk={() => void submit()}
      okText={t('administration.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !loaded, ...({ 'data-testid': 'user-form-submit' } as object) }}
      confirmLoading={save.isPending}
      width={760}
      destroyOnHidden
      maskClosable={false}
      data-testid="user-form"
    >
      {!loaded ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" preserve={false} onValuesChange={onValuesChange}>
          <FormGrid gutter={16}>
            {text('username', t('administration.username'), { max: NAME_MAX })}
            {text('name', t('administration.name'), { max: NAME_MAX })}
            {text('phone', t('administration.phone'), { max: 11 })}
            {text('email', t('administration.email'))}
            {text('idCard', t('administration.idCard'), { max: 18 })}
            <Form.Item name="birth" label={t('administration.birth')} rules={rule('birth')} required>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => isFutureDay(d)} data-testid="user-form-birth" />
            </Form.Item>
            <Form.Item name="education" label={t('administration.education')} rules={rule('education')} required>
              <Select options={EDUCATION_CHOICES.map((v) => ({ value: v, label: v }))} placeholder={t('administration.choose')} data-testid="user-form-education" />
            </Form.Item>
            <Form.Item name="degree" label={t('administration.degree')} rules={rule('degree')} required>
              <Select options={DEGREE_CHOICES.map((v) => ({ value: v, label: v }))} placeholder={t('administration.choose')} data-testid="user-form-degree" />
            </Form.Item>
            {text('workUnit', t('administration.workUnit'))}
            <Form.Item name="workExperience" label={t('administration.workExperience')} rules={rule('workExperience')}>
              <InputNumber style={{ width: '100%' }} precision={0} addonAfter={t('administration.years')} data-testid="user-form-workExperience" />
            </Form.Item>
          </FormGrid>
          {text('address', t('administration.address'))}
          {!editing && (
            <FormGrid gutter={16}>
              {text('password', t('administration.password'), { password: true })}
              {text('inviteCode', t('administration.inviteCode'), { max: INVITE_CODE_LENGTH })}
            </FormGrid>
          )}
          {!editing && (
            <>
              <Form.Item name="roles" label={t('administration.roles')} rules={rule('roles')} required>
                <Select
                  mode="multiple"
                  loading={roles.isPending}
                  optionFilterProp="label"
                  placeholder={t('administration.chooseRoles')}
                  options={(roles.data?.roles ?? []).map((r) => ({ value: r.name, label: roleLabel(t, r.name, r.description) }))}
                  data-testid="user-form-roles"
                />
              </Form.Item>
              <Form.Item name="permissions" label={t('administration.permissions')} rules={rule('permissions')} required extra={t('administration.permissionsHint')}>
                <Select
                  mode="multiple"
                  loading={permissions.isPending}
                  optionFilterProp="label"
                  placeholder={t('administration.choosePermissions')}
                  options={(permissions.data?.permissions ?? []).map((p) => ({
                    value: p.name,
                    label: `${permissionLabel(t, p.name, p.description)} · ${t(fromRoles.has(p.name) ? 'administration.fromRoleMark' : 'administration.appendedMark')}`,
                  }))}
                  data-testid="user-form-permissions"
                />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
