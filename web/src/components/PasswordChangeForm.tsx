// The password change form (spec 000 §5): current, new, confirmation, with the new password's rules ticked as they are
// met. The profile page and an imported account's first login both use it; this session stays, the others end.
import { Button, Flex, Form, Input } from 'antd';
import { CheckCircleFilled, LockOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n';
import { changePassword, passwordChangeFailure } from '../lib/currentUser';
import { useApp } from '../lib/useApp';
import { CURRENT_PASSWORD_MIN, PASSWORD_MIN, changePasswordRules, fieldDependencies, formRules, hasLetterAndDigit } from '../lib/validation';
import { setFieldErrors } from './formErrors';
import './components.css';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordChangeForm({ onSaved, currentLabel, submitLabel }: { onSaved?: () => Promise<void> | void; currentLabel?: string; submitLabel?: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({ mutationFn: changePassword });
  const oldPassword = Form.useWatch('oldPassword', form) ?? '';
  const newPassword = Form.useWatch('newPassword', form) ?? '';

  const onFinish = async (values: PasswordValues) => {
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      message.success(t('profile.pwdSuccess'));
      form.resetFields();
      await onSaved?.();
    } catch (error) {
      setFieldErrors(form, error, ['oldPassword', 'newPassword']);
      const failure = passwordChangeFailure(error);
      message.error('text' in failure ? failure.text : t(failure.key));
    }
  };

  const item = (name: keyof PasswordValues) => ({
    name,
    rules: formRules(changePasswordRules, name, t),
    dependencies: fieldDependencies(changePasswordRules, name),
    required: true,
  });

  const checks = [
    { key: 'pwdRuleLength', met: newPassword.length >= PASSWORD_MIN },
    { key: 'pwdRuleMix', met: hasLetterAndDigit(newPassword) },
    { key: 'pwdRuleDiffer', met: newPassword !== '' && newPassword !== oldPassword },
  ];

  return (
    <Form<PasswordValues> form={form} layout="vertical" className="sc-pf-narrow" onFinish={onFinish} data-testid="password-form">
      <Form.Item {...item('oldPassword')} label={currentLabel ?? t('profile.currentPassword')}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('profile.currentPasswordPlaceholder')} autoComplete="current-password" minLength={CURRENT_PASSWORD_MIN} />
      </Form.Item>
      <Form.Item {...item('newPassword')} label={t('profile.newPassword')}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('profile.newPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Flex component="ul" wrap gap="6px 18px" className="sc-pf-rules sc-note" aria-live="polite">
        {checks.map((c) => (
          <Flex component="li" align="center" gap={6} key={c.key} className={c.met ? 'is-met' : undefined}>
            {c.met ? <CheckCircleFilled /> : <MinusCircleOutlined />}
            {t(`profile.${c.key}`)}
          </Flex>
        ))}
      </Flex>
      <Form.Item {...item('confirm')} label={t('profile.confirmPassword')}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('profile.confirmPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block={!!submitLabel} loading={change.isPending} data-testid="password-save">
        {submitLabel ?? t('profile.pwdSubmit')}
      </Button>
    </Form>
  );
}
