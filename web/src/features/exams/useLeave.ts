// Leaving the exam paper on purpose: the leave guard lets these through; a failed jump says '页面跳转失败，请重试'.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/useApp';

export interface Leave {
  /** True once the page leaves on purpose (the guard and the unload handlers then stand aside). */
  isLeaving: () => boolean;
  /** Lets the next navigation through without counting it as an exit. */
  allow: () => void;
  /** Goes to `to` (replacing the paper in the history) and lets it through. */
  go: (to: string) => void;
}

export function useLeave(): Leave {
  const navigate = useNavigate();
  const { message } = useApp();
  const { t } = useTranslation();
  const allowed = useRef(false);
  const isLeaving = useCallback(() => allowed.current, []);
  const allow = useCallback(() => {
    allowed.current = true;
  }, []);
  const go = useCallback(
    (to: string) => {
      allowed.current = true;
      try {
        void Promise.resolve(navigate(to, { replace: true })).catch(() => message.error(t('exam.navigateFailed')));
      } catch {
        message.error(t('exam.navigateFailed'));
      }
    },
    [navigate, message, t],
  );
  return { isLeaving, allow, go };
}
