// Exits from the exam paper (spec 001 §2): each leave the learner confirms counts, on the server and in the browser;
// /login always goes, the message page never does, closing or reloading the tab counts on the way out. The page also
// reports what the server keeps as the attempt's conduct record — the page hidden, the window blurred, full screen
// left, copy / paste / context-menu attempts — and the server decides what counts, warns, and submits at the limit.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { EXAM_EXIT_LIMIT } from '../../lib/exam';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { getToken } from '../../lib/session';
import { useApp } from '../../lib/useApp';
import { examApi, invalidateAfterAttempt } from './api';
import { exitLimitReached, leaveDecision, mergeExitCount } from './examRules';
import { clearExamState, getExamExitLimit, markExamCompleted, setExamExitCount } from './examStorage';
import type { ConductKind } from '../../lib/api-types';
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

/**
 * Reports one event of the paper to the server (an exit through the spec's endpoint, anything else as an event) and
 * follows its answer: a counted leave is warned of, the leave that reaches the limit ends the page. True when the
 * attempt ended.
 */
function useReport({ examId, exitsRef, setExitCount, sync }: Omit<LeaveGuardOptions, 'leave'>) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const { flush, stop } = sync;
  return useCallback(
    async (kind: ConductKind | 'exit'): Promise<boolean> => {
      const limit = getExamExitLimit(examId);
      let count = exitsRef.current;
      let ended = false;
      let counted = kind === 'exit';
      // The server submits its saved draft at the limit: give it the latest answers first.
      await flush().catch(() => false);
      try {
        const result = kind === 'exit' ? await examApi.exit(examId) : await examApi.event(examId, kind);
        counted = result.counted;
        count = mergeExitCount(count + (counted ? 1 : 0), result.exitCount);
        ended = result.ended;
      } catch {
        // Offline: a confirmed exit still counts here; the server learns of later ones.
        if (kind === 'exit') count += 1;
      }
      exitsRef.current = count;
      setExitCount(count);
      setExamExitCount(examId, count);
      if (ended || (kind === 'exit' && exitLimitReached(count, limit))) {
        stop();
        clearExamState(examId);
        if (ended) markExamCompleted(examId);
        void invalidateAfterAttempt(queryClient);
        message.warning(limit === EXAM_EXIT_LIMIT ? t('errors.examExitLimit') : t('exam.leaveLimitEnded', { limit }));
        return true;
      }
      if (counted && kind !== 'exit') {
        message.warning({ content: t(limit > 0 ? 'exam.leaveWarning' : 'exam.leaveNoted', { count, limit }), key: 'exam-leave' });
      }
      return false;
    },
    [examId, exitsRef, flush, message, queryClient, setExitCount, stop, t],
  );
}

/** Guards every way out of the paper: in-app navigation (confirm, block or allow) and the tab closing. */
export function useLeaveGuard({ examId, exitsRef, setExitCount, sync, leave }: LeaveGuardOptions) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const location = useLocation();
  const { flushOnUnload } = sync;
  const { isLeaving, allow, go } = leave;
  const recordExit = useReport({ examId, exitsRef, setExitCount, sync });

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
      content: t(getExamExitLimit(examId) > 0 ? 'exam.leaveContent' : 'exam.leaveContentNoLimit', { count: exitsRef.current + 1, limit: getExamExitLimit(examId) }),
      okText: t('exam.leaveOk'),
      cancelText: t('exam.keepAnswering'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'exam-leave-ok' } as object) },
      onOk: async () => {
        const ended = await recordExit('exit');
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

interface ConductWatchOptions extends LeaveGuardOptions {
  /** Leaving full screen counts, and the page asks to enter it. */
  requireFullscreen: boolean;
}

/** Whether the page is in full screen now. */
const inFullscreen = () => document.fullscreenElement !== null;

/**
 * Reports what the server keeps on the attempt's conduct record: the page hidden, the window blurred, full screen
 * left (the exam may require it), copy / paste / context menu (prevented on the paper). Answers whether the page
 * waits for the learner to enter full screen.
 */
export function useConductWatch({ examId, exitsRef, setExitCount, sync, leave, requireFullscreen }: ConductWatchOptions) {
  const report = useReport({ examId, exitsRef, setExitCount, sync });
  const { isLeaving, go } = leave;
  const [needsFullscreen, setNeedsFullscreen] = useState(() => requireFullscreen && !inFullscreen());

  useEffect(() => {
    const send = (kind: ConductKind) => {
      if (isLeaving()) return;
      void report(kind).then((ended) => ended && go(paths.examRecord));
    };
    // The browser's own "leave this page?" prompt takes the focus: that blur is the prompt, not a leave (a confirmed
    // leave is counted as the page hides and unloads).
    let promptedAt = 0;
    const onPrompt = () => {
      promptedAt = Date.now();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && send('hidden');
    const onBlur = () => Date.now() - promptedAt > 1_500 && send('blur');
    const onFullscreen = () => {
      if (!requireFullscreen) return;
      const out = !inFullscreen();
      setNeedsFullscreen(out);
      if (out) send('fullscreenExit');
    };
    const prevent = (kind: ConductKind) => (e: Event) => {
      e.preventDefault();
      send(kind);
    };
    const onCopy = prevent('copy');
    const onPaste = prevent('paste');
    const onMenu = prevent('contextMenu');
    window.addEventListener('beforeunload', onPrompt);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    document.addEventListener('fullscreenchange', onFullscreen);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    document.addEventListener('contextmenu', onMenu);
    return () => {
      window.removeEventListener('beforeunload', onPrompt);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('fullscreenchange', onFullscreen);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('contextmenu', onMenu);
    };
  }, [go, isLeaving, report, requireFullscreen]);

  const enterFullscreen = useCallback(() => {
    void document.documentElement.requestFullscreen?.().then(
      () => setNeedsFullscreen(false),
      () => setNeedsFullscreen(true),
    );
  }, []);
  return { needsFullscreen: requireFullscreen && needsFullscreen, enterFullscreen };
}
