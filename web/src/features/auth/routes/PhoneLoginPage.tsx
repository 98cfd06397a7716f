// /phonelogin: phone + SMS code (60 s resend countdown) + drag slider, then a real server login routed by role.
import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { formRules, phoneLoginRules } from '../../../lib/validation';
import { usePhoneLoginMutation } from '../api';
import { AuthHeader } from '../components/AuthLayout';
import { SliderCaptcha } from '../components/SliderCaptcha';
import { SmsCodeButton } from '../components/SmsCodeButton';
import { useCompleteLogin } from '../useCompleteLogin';

interface PhoneLoginValues {
  phone: string;
  code: string;
}

export function PhoneLoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PhoneLoginValues>();
  const phoneLogin = usePhoneLoginMutation();
  const completeLogin = useCompleteLogin();
  const [sliderDone, setSliderDone] = useState(false);
  const [shake, setShake] = useState(0);

  const getPhone = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone.trim();
    } catch {
      return null;
    }
  };

  const onFinish = async (values: PhoneLoginValues) => {
    if (!sliderDone) {
      setShake((n) => n + 1);
      return;
    }
    try {
      const answer = await phoneLogin.mutateAsync({ phone: values.phone.trim(), code: values.code.trim() });
      completeLogin(answer);
    } catch (error) {
      message.error(errorMessage(error, t('auth.login.failed')));
      setSliderDone(false);
    }
  };

  return (
    <>
      <AuthHeader title={t('auth.phone.title')} subtitle={t('auth.phone.subtitle')} />
      <Form<PhoneLoginValues>
        form={form}
        size="large"
        onFinish={onFinish}
        onFinishFailed={() => !sliderDone && setShake((n) => n + 1)}
        data-testid="phone-login-form"
      >
        <Form.Item name="phone" rules={formRules(phoneLoginRules, 'phone', t)}>
          <Input prefix={<MobileOutlined />} placeholder={t('auth.phone.phonePlaceholder')} maxLength={11} autoComplete="tel" />
        </Form.Item>
        <div className="sc-auth-row sc-auth-row-item">
          <Form.Item name="code" rules={formRules(phoneLoginRules, 'code', t)}>
            <Input prefix={<MessageOutlined />} placeholder={t('auth.phone.codePlaceholder')} maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton purpose="login" getPhone={getPhone} />
        </div>
        <SliderCaptcha done={sliderDone} onDone={() => setSliderDone(true)} shakeSignal={shake} />
        <Button type="primary" htmlType="submit" block loading={phoneLogin.isPending} data-testid="phone-login-submit">
          {t('auth.phone.submit')}
        </Button>
      </Form>
      <Button block size="large" type="text" className="sc-auth-back" onClick={() => navigate(paths.login)}>
        {t('auth.phone.back')}
      </Button>
    </>
  );
}

export default PhoneLoginPage;
