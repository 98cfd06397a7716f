// The login/register image captcha: click to refresh; current text exposed as data-code for browser tests.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useThemeMode } from '../../../lib/theme';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, generateCaptcha } from '../captcha';

/**
 * The captcha's code, drawn once the page is in the browser: a prerendered login page (src/prerender.tsx) carries
 * none, and its hydration must see the markup it was rendered with.
 */
export function useCaptcha() {
  const [code, setCode] = useState('');
  const refresh = useCallback(() => setCode(generateCaptcha()), []);
  // The second pass React prescribes for what only the browser may decide (a random code the hydrated markup must not
  // carry).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one render more, once, after the page is shown
  useEffect(refresh, [refresh]);
  return { code, refresh };
}

export function CaptchaImage({ code, onRefresh }: { code: string; onRefresh: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLCanvasElement>(null);
  const dark = useThemeMode() === 'dark';
  useEffect(() => {
    if (ref.current && code) drawCaptcha(ref.current, code, dark);
  }, [code, dark]);
  return (
    <canvas
      ref={ref}
      className="sc-captcha"
      width={CAPTCHA_WIDTH}
      height={CAPTCHA_HEIGHT}
      style={{ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT }}
      data-code={code || undefined}
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
