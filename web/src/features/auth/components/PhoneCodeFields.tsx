// The phone and SMS code fields of phone login and password reset; the "get code" button has the 60 s countdown
// ('60秒后重试') and sends a real SMS code for login or reset.
import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useApp } from '../../../lib/useApp';
import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { formRules, type RuleSet } from '../../../lib/validation';
import type { Purpose } from '../../../lib/api-types';
import { useSendSmsCodeMutation } from '../api';

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

function SmsCodeButton({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const form = Form.useFormInstance<{ phone: string }>();
  const send = useSendSmsCodeMutation();
  const { seconds, start } = useCountdown();

  const onClick = async () => {
    // The phone field must be valid before a code is sent.
    const phone = await form.validateFields(['phone']).then(
      (v) => v.phone.trim(),
      () => null,
    );
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
      style={{ flex: 'none', minWidth: 124 }}
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

/** The phone field, then the code field beside its button; `rules` holds the form's phone and code checks. */
export function PhoneCodeFields({ purpose, rules }: { purpose: Purpose; rules: RuleSet }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="phone" rules={formRules(rules, 'phone', t)}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.phone.phonePlaceholder')} maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Flex align="flex-start" gap="var(--sc-space-sm)" className="sc-auth-row">
        <Form.Item name="code" rules={formRules(rules, 'code', t)}>
          <Input prefix={<MessageOutlined />} placeholder={t('auth.phone.codePlaceholder')} maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <SmsCodeButton purpose={purpose} />
      </Flex>
    </>
  );
}
