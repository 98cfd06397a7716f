// /phonelogin: phone + SMS code (60 s resend countdown) + drag slider, then a real server login routed by role.
import { useState } from 'react';
import { Button, Form } from 'antd';
import { useApp } from '../../../lib/useApp';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { phoneLoginRules } from '../../../lib/validation';
import { usePhoneLoginMutation } from '../api';
import { AuthHeader } from '../components/AuthLayout';
import { SliderCaptcha } from '../components/SliderCaptcha';
import { PhoneCodeFields } from '../components/PhoneCodeFields';
import { useCompleteLogin } from '../useCompleteLogin';

interface PhoneLoginValues {
  phone: string;
  code: string;
}

export function PhoneLoginPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PhoneLoginValues>();
  const phoneLogin = usePhoneLoginMutation();
  const completeLogin = useCompleteLogin();
  const [sliderDone, setSliderDone] = useState(false);
  const [shake, setShake] = useState(0);

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
        <PhoneCodeFields purpose="login" rules={phoneLoginRules} />
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
