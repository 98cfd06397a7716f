// /login: username (or phone / e-mail) + password + image captcha, remember account, register and guest entry.
import { useEffect, useState } from 'react';
import { Button, Checkbox, Divider, Flex, Form, Input } from 'antd';
import { useApp } from '../../../lib/useApp';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { getRememberedUsername, normalizeRoles, setRememberedUsername } from '../../../lib/session';
import { formRules, loginRules } from '../../../lib/validation';
import { useGuestMutation, useLoginMutation } from '../api';
import { captchaMatches } from '../captcha';
import { AuthHeader } from '../components/AuthLayout';
import { CaptchaImage, useCaptcha } from '../components/CaptchaImage';
import { useCompleteLogin } from '../useCompleteLogin';
import { useKeepTyped } from '../useKeepTyped';

interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

/** The fields a visitor may have typed into before the page's scripts arrived (the captcha has no code yet then). */
const TYPED = ['username', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const login = useLoginMutation();
  const guest = useGuestMutation();
  const completeLogin = useCompleteLogin();
  const [remembered] = useState(() => getRememberedUsername());

  useEffect(() => {
    if (remembered) form.setFieldsValue({ username: remembered, remember: true });
  }, [form, remembered]);
  useKeepTyped(form, TYPED);

  const resetCaptcha = () => {
    captcha.refresh();
    form.setFieldValue('captcha', '');
  };

  const onFinish = async (values: LoginValues) => {
    if (!captchaMatches(values.captcha, captcha.code)) {
      message.error(t('validation.captchaWrong'));
      form.setFields([{ name: 'captcha', errors: [t('validation.captchaWrong')] }]);
      resetCaptcha();
      return;
    }
    const username = values.username.trim();
    try {
      const answer = await login.mutateAsync({ username, password: values.password });
      setRememberedUsername(values.remember ? username : null);
      if (!completeLogin(answer)) resetCaptcha();
    } catch (error) {
      message.error(errorMessage(error, t('auth.login.failed')));
      resetCaptcha();
    }
  };

  const onGuest = async () => {
    try {
      const answer = await guest.mutateAsync();
      if (!normalizeRoles(answer.roles).includes('guest')) {
        message.error(t('auth.login.guestInvalid'));
        return;
      }
      completeLogin(answer, { guest: true });
    } catch {
      message.error(t('auth.login.guestFailed'));
    }
  };

  return (
    <>
      <AuthHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <Form<LoginValues> form={form} size="large" onFinish={onFinish} initialValues={{ remember: false }} data-testid="login-form">
        <Form.Item name="username" rules={formRules(loginRules, 'username', t)}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.login.usernamePlaceholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={formRules(loginRules, 'password', t)}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('auth.login.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Flex align="flex-start" gap="var(--sc-space-sm)" className="sc-auth-row">
          <Form.Item name="captcha" rules={formRules(loginRules, 'captcha', t)}>
            <Input prefix={<SafetyOutlined />} placeholder={t('auth.login.captchaPlaceholder')} maxLength={4} autoComplete="off" />
          </Form.Item>
          <CaptchaImage code={captcha.code} onRefresh={resetCaptcha} />
        </Flex>
        <Flex justify="space-between" align="center" className="sc-auth-links">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.login.remember')}</Checkbox>
          </Form.Item>
          <span>
            <Link to={paths.phoneLogin}>{t('auth.login.phoneLogin')}</Link>
            <Divider type="vertical" />
            <Link to={paths.forgetPwd}>{t('auth.login.forgot')}</Link>
          </span>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Form>
      <Divider plain className="sc-auth-divider">
        {t('auth.login.or')}
      </Divider>
      <Flex gap="var(--sc-space-sm)">
        <Button size="large" block onClick={() => navigate(paths.register)} data-testid="go-register">
          {t('auth.login.register')}
        </Button>
        <Button size="large" block onClick={onGuest} loading={guest.isPending} data-testid="guest-login">
          {t('auth.login.guest')}
        </Button>
      </Flex>
    </>
  );
}

export default LoginPage;
