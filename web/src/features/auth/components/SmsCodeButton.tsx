// "Get code" button with the 60 s countdown ('60秒后重试'); sends a real SMS code for login or reset.
import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSendSmsCodeMutation, type SmsPurpose } from '../api';

export const SMS_RESEND_SECONDS = 60;

export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}

export interface SmsCodeButtonProps {
  purpose: SmsPurpose;
  /** Validates the phone field and returns the number, or null when it is not valid. */
  getPhone: () => Promise<string | null>;
}

export function SmsCodeButton({ purpose, getPhone }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const send = useSendSmsCodeMutation();
  const { seconds, start } = useCountdown();

  const onClick = async () => {
    const phone = await getPhone();
    if (!phone) return;
    try {
      const sent = await send.mutateAsync({ phone, purpose });
      message.success(t('auth.phone.codeSent'));
      start(sent?.retryAfter || SMS_RESEND_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) start(error.retryAfter);
      message.error(errorMessage(error, t('auth.phone.sendFailed')));
    }
  };

  return (
    <Button
      className="sc-sms-button"
      size="large"
      disabled={seconds > 0}
      loading={send.isPending}
      onClick={onClick}
      data-testid="sms-code-button"
    >
      {seconds > 0 ? t('auth.phone.retryIn', { count: seconds }) : t('auth.phone.getCode')}
    </Button>
  );
}
