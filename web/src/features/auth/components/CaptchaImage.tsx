// The login/register image captcha: click to refresh; current text exposed as data-code for browser tests.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../../../lib/theme';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, generateCaptcha } from '../captcha';

export function useCaptcha() {
  const [code, setCode] = useState(() => generateCaptcha());
  const refresh = useCallback(() => setCode(generateCaptcha()), []);
  return { code, refresh };
}

export function CaptchaImage({ code, onRefresh }: { code: string; onRefresh: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLCanvasElement>(null);
  const dark = useThemeMode() === 'dark';
  useEffect(() => {
    if (ref.current) drawCaptcha(ref.current, code, dark);
  }, [code, dark]);
  return (
    <canvas
      ref={ref}
      className="sc-captcha"
      width={CAPTCHA_WIDTH}
      height={CAPTCHA_HEIGHT}
      style={{ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT }}
      data-code={code}
      data-testid="captcha"
      role="button"
      tabIndex={0}
      title={t('auth.login.captchaTitle')}
      aria-label={t('auth.login.captchaTitle')}
      onClick={onRefresh}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onRefresh();
        }
      }}
    />
  );
}
