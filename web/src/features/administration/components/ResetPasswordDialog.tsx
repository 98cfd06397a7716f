// Reset a user's password: the add-user password rules; the server ends that user's sessions.
import { useEffect } from 'react';
import { Alert, Flex, Form, Input, Modal } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { formRules, resetPasswordRules } from '../../../lib/validation';
import { adminApi, useAdminMutation } from '../api';
import { useDiscardGuard } from '../../../components/useDiscardGuard';

export function ResetPasswordDialog({ user, onClose }: { user: { id: number; username: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<{ password: string }>();
  const guard = useDiscardGuard();
  const reset = useAdminMutation((vars: { id: number; password: string }) => adminApi.resetPassword(vars.id, vars.password));
  const open = user !== null;

  useEffect(() => {
    if (open) guard.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      message.error(t('administration.formInvalid'));
      return;
    }
    try {
      await reset.mutateAsync({ id: user.id, password: values.password });
      message.success(t('administration.passwordReset'));
      guard.reset();
      onClose();
    } catch (error) {
      setFieldErrors(form, error, ['password']);
      message.error(errorMessage(error, t('administration.passwordResetFailed')));
    }
  };

  return (
    <Modal
      open={open}
      title={t('administration.resetPassword')}
      onCancel={() => guard.confirmClose(onClose)}
      onOk={() => void submit()}
      okText={t('administration.confirmReset')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'reset-password-submit' } as Record<`data-${string}`, string>}
      confirmLoading={reset.isPending}
      destroyOnHidden
      maskClosable={false}
      data-testid="reset-password-form"
    >
      <Flex vertical gap="middle">
        <Alert type="info" showIcon message={t('administration.resetPasswordHint', { username: user?.username ?? '' })} />
        <Form form={form} layout="vertical" preserve={false} onValuesChange={guard.markDirty}>
          <Form.Item name="password" label={t('administration.newPassword')} rules={formRules(resetPasswordRules, 'password', t)} required>
            <Input.Password autoComplete="new-password" placeholder={t('administration.newPasswordPlaceholder')} data-testid="reset-password-input" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
