// /forgetpwd: step 1 verify the phone by SMS code + slider, step 2 new password + slider; real reset, then /login.
import { useState } from 'react';
import { Button, Form, Input, Steps } from 'antd';
import { useApp } from '../../../lib/useApp';
import { LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { fieldDependencies, forgotResetRules, forgotVerifyRules, formRules } from '../../../lib/validation';
import { useResetPasswordMutation, useVerifySmsCodeMutation } from '../api';
import { AuthHeader } from '../components/AuthLayout';
import { SliderCaptcha } from '../components/SliderCaptcha';
import { PhoneCodeFields } from '../components/PhoneCodeFields';

interface VerifyValues {
  phone: string;
  code: string;
}

interface ResetValues {
  newPassword: string;
  confirm: string;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [resetForm] = Form.useForm<ResetValues>();
  const verify = useVerifySmsCodeMutation();
  const reset = useResetPasswordMutation();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<VerifyValues | null>(null);
  const [sliderDone, setSliderDone] = useState(false);
  const [shake, setShake] = useState(0);

  const shakeIfNeeded = () => {
    if (!sliderDone) setShake((n) => n + 1);
  };

  const onVerify = async (values: VerifyValues) => {
    if (!sliderDone) {
      shakeIfNeeded();
      return;
    }
    const input = { phone: values.phone.trim(), code: values.code.trim() };
    try {
      await verify.mutateAsync({ ...input, purpose: 'reset' });
      setVerified(input);
      setSliderDone(false);
      setStep(1);
    } catch (error) {
      message.error(errorMessage(error, t('auth.forgot.verifyFailed')));
    }
  };

  const onReset = async (values: ResetValues) => {
    if (!verified) return;
    if (!sliderDone) {
      shakeIfNeeded();
      return;
    }
    try {
      await reset.mutateAsync({ ...verified, newPassword: values.newPassword });
      message.success(t('auth.forgot.success'));
      navigate(paths.login, { replace: true });
    } catch (error) {
      message.error(errorMessage(error, t('auth.forgot.resetFailed')));
      setSliderDone(false);
    }
  };

  return (
    <>
      <AuthHeader title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <Steps
        style={{ marginBottom: 28 }}
        current={step}
        size="small"
        items={[{ title: t('auth.forgot.stepVerify') }, { title: t('auth.forgot.stepReset') }]}
      />
      {step === 0 ? (
        <Form<VerifyValues>
          key="verify"
          form={verifyForm}
          size="large"
          onFinish={onVerify}
          onFinishFailed={shakeIfNeeded}
          data-testid="forgot-verify-form"
        >
          <PhoneCodeFields purpose="reset" rules={forgotVerifyRules} />
          <SliderCaptcha done={sliderDone} onDone={() => setSliderDone(true)} shakeSignal={shake} />
          <Button type="primary" htmlType="submit" block loading={verify.isPending} data-testid="forgot-next">
            {t('auth.forgot.next')}
          </Button>
        </Form>
      ) : (
        <Form<ResetValues>
          key="reset"
          form={resetForm}
          size="large"
          onFinish={onReset}
          onFinishFailed={shakeIfNeeded}
          data-testid="forgot-reset-form"
        >
          <Form.Item name="newPassword" rules={formRules(forgotResetRules, 'newPassword', t)}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('auth.forgot.newPasswordPlaceholder')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            rules={formRules(forgotResetRules, 'confirm', t)}
            dependencies={fieldDependencies(forgotResetRules, 'confirm')}
          >
            <Input.Password prefix={<LockOutlined />} placeholder={t('auth.forgot.confirmPlaceholder')} autoComplete="new-password" />
          </Form.Item>
          <SliderCaptcha done={sliderDone} onDone={() => setSliderDone(true)} shakeSignal={shake} />
          <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="forgot-submit">
            {t('auth.forgot.confirmChange')}
          </Button>
        </Form>
      )}
      <Button block size="large" type="text" className="sc-auth-back" onClick={() => navigate(paths.login)}>
        {t('common.backToLogin')}
      </Button>
    </>
  );
}

export default ForgotPasswordPage;
