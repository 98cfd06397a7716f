// Exits from the exam paper (spec 001 §2): each leave the learner confirms counts, on the server and in the browser;
// /login always goes, the message page never does, closing or reloading the tab counts on the way out.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { getToken } from '../../lib/session';
import { useApp } from '../../lib/useApp';
import { examApi, invalidateAfterAttempt } from './api';
import { exitLimitReached, leaveDecision, mergeExitCount } from './examRules';
import { clearExamState, markExamCompleted, setExamExitCount } from './examStorage';
import type { AnswerSync } from './useAnswerSync';
import type { Leave } from './useLeave';

/** The exits so far: shown (state) and counted between renders (the ref), kept in the browser from the start. */
export function useExitCount(examId: string, initialExitCount: number) {
  const [exitCount, setExitCount] = useState(initialExitCount);
  const exitsRef = useRef(initialExitCount);
  useEffect(() => {
    setExamExitCount(examId, initialExitCount);
  }, [examId, initialExitCount]);
  return { exitCount, setExitCount, exitsRef };
}

interface LeaveGuardOptions {
  examId: string;
  exitsRef: RefObject<number>;
  setExitCount: (count: number) => void;
  sync: Pick<AnswerSync, 'flush' | 'flushOnUnload' | 'stop'>;
  leave: Leave;
}

/** Guards every way out of the paper: in-app navigation (confirm, block or allow) and the tab closing. */
export function useLeaveGuard({ examId, exitsRef, setExitCount, sync, leave }: LeaveGuardOptions) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { flush, flushOnUnload, stop } = sync;
  const { isLeaving, allow, go } = leave;

  /** Records one exit (server and local); true when it ended the exam. */
  const recordExit = useCallback(async (): Promise<boolean> => {
    let count = exitsRef.current + 1;
    let ended = false;
    // The server auto-submits its saved draft on the third exit: give it the latest answers first.
    await flush().catch(() => false);
    try {
      const result = await examApi.exit(examId);
      count = mergeExitCount(count, result.exitCount);
      ended = result.ended;
    } catch {
      // Offline: the exit still counts here; the server learns of later ones.
    }
    exitsRef.current = count;
    setExitCount(count);
    setExamExitCount(examId, count);
    if (ended || exitLimitReached(count)) {
      stop();
      clearExamState(examId);
      if (ended) markExamCompleted(examId);
      void invalidateAfterAttempt(queryClient);
      message.warning(t('errors.examExitLimit'));
      return true;
    }
    return false;
  }, [examId, exitsRef, flush, message, queryClient, setExitCount, stop, t]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !isLeaving() && leaveDecision(currentLocation.pathname, nextLocation.pathname) !== 'stay',
  );
  const promptFor = useRef<string | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      promptFor.current = null;
      return;
    }
    if (promptFor.current === blocker.location.key) return;
    promptFor.current = blocker.location.key;
    const decision = leaveDecision(location.pathname, blocker.location.pathname);
    if (decision === 'block') {
      message.warning(t('exam.cannotJump'));
      blocker.reset();
      return;
    }
    if (decision === 'allow') {
      // /login is always allowed; the exit is still counted when a session remains to count it with.
      allow();
      exitsRef.current += 1;
      setExamExitCount(examId, exitsRef.current);
      // After a logout the session is gone: calling now would only report an expired login.
      if (getToken()) {
        flushOnUnload();
        void examApi.exit(examId, { keepalive: true }).catch(() => undefined);
      }
      blocker.proceed();
      return;
    }
    modal.confirm({
      title: t('exam.leaveTitle'),
      content: t('exam.leaveContent', { count: exitsRef.current + 1 }),
      okText: t('exam.leaveOk'),
      cancelText: t('exam.keepAnswering'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'exam-leave-ok' } as object) },
      onOk: async () => {
        const ended = await recordExit();
        if (ended) {
          blocker.reset();
          go(paths.examRecord);
        } else {
          allow();
          blocker.proceed();
        }
      },
      onCancel: () => blocker.reset(),
    });
  }, [allow, blocker, examId, exitsRef, flushOnUnload, go, location.pathname, message, modal, recordExit, t]);

  // Closing the tab or reloading is leaving too: ask the browser to confirm, then count it on the way out.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (isLeaving()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onPageHide = () => {
      if (isLeaving()) return;
      flushOnUnload();
      exitsRef.current += 1;
      setExamExitCount(examId, exitsRef.current);
      if (getToken()) void examApi.exit(examId, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [examId, exitsRef, flushOnUnload, isLeaving]);
}
