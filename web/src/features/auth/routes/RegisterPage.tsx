// /register: learner sign-up with the spec's rules and captcha; on success back to /login after 2 s. A distributor's
// invite link (/register?inviteCode=…) fills the invite code in; the server refuses an unknown or disabled one under the field.
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useApp } from '../../../lib/useApp';
import { GiftOutlined, LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { setFieldErrors } from '../../../components/formErrors';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { fieldDependencies, formRules, registerRules } from '../../../lib/validation';
import { toRegisterBody, useRegisterMutation } from '../api';
import { captchaMatches } from '../captcha';
import { AuthHeader } from '../components/AuthLayout';
import { CaptchaImage, useCaptcha } from '../components/CaptchaImage';
import { useKeepTyped } from '../useKeepTyped';

export const REGISTER_REDIRECT_MS = 2000;

interface RegisterValues {
  username: string;
  phone: string;
  email: string;
  password: string;
  confirm: string;
  inviteCode?: string;
  captcha: string;
}

/** The fields a visitor may have typed into before the page's scripts arrived (the captcha has no code yet then). */
const TYPED = ['username', 'phone', 'email', 'password', 'confirm', 'inviteCode'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [search] = useSearchParams();
  // The code of the invite link the learner came by (kept as the form's first value).
  const [linkCode] = useState(() => search.get('inviteCode')?.trim().toUpperCase() ?? '');
  const captcha = useCaptcha();
  const register = useRegisterMutation();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useKeepTyped(form, TYPED);

  const resetCaptcha = () => {
    captcha.refresh();
    form.setFieldValue('captcha', '');
  };

  const onFinish = async (values: RegisterValues) => {
    if (!captchaMatches(values.captcha, captcha.code)) {
      message.error(t('validation.captchaWrong'));
      form.setFields([{ name: 'captcha', errors: [t('validation.captchaWrong')] }]);
      resetCaptcha();
      return;
    }
    try {
      await register.mutateAsync(toRegisterBody(values));
      setDone(true);
      message.success(t('auth.register.success'));
      timer.current = setTimeout(() => navigate(paths.login), REGISTER_REDIRECT_MS);
    } catch (error) {
      setFieldErrors(form, error, Object.keys(form.getFieldsValue(true)));
      message.error(errorMessage(error, t('auth.register.failed')));
      resetCaptcha();
    }
  };

  const item = (name: keyof RegisterValues) => ({
    name,
    rules: formRules(registerRules, name, t),
    dependencies: fieldDependencies(registerRules, name),
  });

  return (
    <>
      <AuthHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <Form<RegisterValues> form={form} size="large" onFinish={onFinish} initialValues={{ inviteCode: linkCode }} data-testid="register-form">
        <Form.Item {...item('username')}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.register.usernamePlaceholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item {...item('phone')}>
          <Input prefix={<MobileOutlined />} placeholder={t('auth.register.phonePlaceholder')} maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item {...item('email')}>
          <Input prefix={<MailOutlined />} placeholder={t('auth.register.emailPlaceholder')} autoComplete="email" />
        </Form.Item>
        <Form.Item {...item('password')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.register.passwordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item {...item('confirm')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.register.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item {...item('inviteCode')} extra={linkCode ? <span data-testid="register-invite-hint">{t('auth.register.inviteHint')}</span> : undefined}>
          <Input prefix={<GiftOutlined />} placeholder={t('auth.register.inviteCodePlaceholder')} maxLength={12} data-testid="register-invite-code" />
        </Form.Item>
        <Flex align="flex-start" gap="var(--sc-space-sm)" className="sc-auth-row">
          <Form.Item {...item('captcha')}>
            <Input prefix={<SafetyOutlined />} placeholder={t('auth.login.captchaPlaceholder')} maxLength={4} autoComplete="off" />
          </Form.Item>
          <CaptchaImage code={captcha.code} onRefresh={resetCaptcha} />
        </Flex>
        <Button type="primary" htmlType="submit" block loading={register.isPending} disabled={done} data-testid="register-submit">
          {t('auth.register.submit')}
        </Button>
      </Form>
      <div className="sc-auth-footnote sc-secondary">
        {t('auth.register.hasAccount')} <Link to={paths.login}>{t('auth.register.backToLogin')}</Link>
      </div>
    </>
  );
}

export default RegisterPage;
