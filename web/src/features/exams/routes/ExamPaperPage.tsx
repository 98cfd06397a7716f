// /exam-paper/:id: start or resume the attempt, answer (saved each second locally, every 5 s on the server), leave, submit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex, Progress, Result, Spin, Tag, Tooltip } from 'antd';
import { useApp } from '../../../lib/useApp';
import { CheckCircleOutlined, ClockCircleOutlined, CloudSyncOutlined, LogoutOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { KIND_LABEL_KEYS, durationMinutes, type QuestionKind } from '../../../lib/exam';
import { paths } from '../../../lib/paths';
import { getToken } from '../../../lib/session';
import { examApi, examQueries, invalidateAfterAttempt } from '../api';
import { completion, hasUnsyncedChanges, isAnswered, kindOf, orderQuestions, resolveInitialAnswers, serializeAnswers } from '../answerSheet';
import { QuestionCard } from '../components/QuestionCard';
import { clearExamState, getExamExitCount, loadExamState, markExamCompleted, setExamExitCount } from '../examStorage';
import {
  COUNTDOWN_WARNING_MS,
  attemptIsOver,
  exitLimitReached,
  formatCountdown,
  leaveDecision,
  mergeExitCount,
  paperIsComplete,
  remainingMs,
  startFailure,
  submitFailure,
} from '../examRules';
import { useAnswerSync } from '../useAnswerSync';
import { useNow } from '../useNow';
import '../exams.css';
import type { Answer, Attempt, Paper } from '../../../lib/api-types';

/** Navigates away on purpose (the leave guard lets these through); a failed jump says '页面跳转失败，请重试'. */
function useLeave() {
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

export default function ExamPaperPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const { message } = useApp();
  const { go } = useLeave();
  const session = useQuery(examQueries.session(id));
  const handled = useRef(false);

  const data = session.data;
  const incomplete = data !== undefined && data.paper !== null && !paperIsComplete(data.paper);
  const exitCount = data ? mergeExitCount(getExamExitCount(id), data.attempt.exitCount) : 0;
  const blockedByExits = data !== undefined && exitLimitReached(exitCount);

  useEffect(() => {
    if (handled.current) return;
    if (session.isError) {
      handled.current = true;
      const failure = startFailure(session.error);
      message.error(failure.text ?? t(failure.key ?? 'exam.initFailed'));
      if (failure.completed) markExamCompleted(id);
      go(failure.to === 'examRecord' ? paths.examRecord : paths.examCenter);
      return;
    }
    if (!data) return;
    if (data.attempt.submitted || data.paper === null) {
      handled.current = true;
      markExamCompleted(id);
      message.info(t('exam.alreadySubmitted'));
      go(paths.examRecord);
    } else if (blockedByExits) {
      handled.current = true;
      setExamExitCount(id, exitCount);
      message.warning(t('errors.examExitLimit'));
      go(paths.examRecord);
    } else if (incomplete) {
      handled.current = true;
      message.error(t('exam.incomplete'));
      go(paths.examCenter);
    }
  }, [session.isError, session.error, data, blockedByExits, exitCount, incomplete, id, go, message, t]);

  if (!data || data.paper === null || incomplete || blockedByExits) {
    return (
      <Flex align="center" justify="center" className="sc-paper-loading" data-testid="exam-paper-loading">
        {session.isError || (data && (data.paper === null || incomplete || blockedByExits)) ? (
          <Result status="warning" title={session.isError ? t('exam.initFailed') : t('exam.incomplete')} />
        ) : (
          <Spin size="large" />
        )}
      </Flex>
    );
  }

  return (
    <ExamSheet
      key={id}
      examId={id}
      title={data.paper.title || params.get('examTitle') || ''}
      attempt={data.attempt}
      paper={data.paper}
      initialExitCount={exitCount}
    />
  );
}

interface SheetProps {
  examId: string;
  title: string;
  attempt: Attempt;
  paper: Paper;
  initialExitCount: number;
}

function ExamSheet({ examId, title, attempt, paper, initialExitCount }: SheetProps) {
  const { t } = useTranslation();
  const { message, modal } = useApp();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { isLeaving, allow, go } = useLeave();

  const questions = useMemo(() => orderQuestions(paper.items), [paper.items]);
  const [start] = useState(() => {
    const local = loadExamState(examId);
    const unsynced = hasUnsyncedChanges(local);
    return {
      answers: resolveInitialAnswers(questions, attempt.answers, local),
      current: Math.min(Math.max(local?.current ?? 0, 0), questions.length - 1),
      changedAt: unsynced ? local.changedAt : 0,
      syncedAt: unsynced ? local.syncedAt : 0,
    };
  });

  const [exitCount, setExitCount] = useState(initialExitCount);
  const exits = useRef(initialExitCount);
  const submitting = useRef(false);
  const [finishing, setFinishing] = useState<'submit' | 'timeUp' | null>(null);

  useEffect(() => {
    setExamExitCount(examId, initialExitCount);
  }, [examId, initialExitCount]);

  const endAfterTimeOver = useCallback(
    (error: unknown) => {
      if (isLeaving()) return;
      message.error(errorMessage(error));
      clearExamState(examId);
      void invalidateAfterAttempt(queryClient);
      go(paths.examRecord);
    },
    [examId, go, isLeaving, message, queryClient],
  );

  const sync = useAnswerSync({
    examId,
    questions,
    initial: start.answers,
    initialCurrent: start.current,
    initialChangedAt: start.changedAt,
    initialSyncedAt: start.syncedAt,
    onTimeOver: endAfterTimeOver,
    onLocalSaveFailed: () => message.error({ content: t('exam.saveStateFailed'), key: 'exam-save-state' }),
  });
  const { answers, answersRef, setAnswer, current, setCurrent, flush, flushOnUnload, stop } = sync;

  const submit = useMutation({ mutationFn: (body: ReturnType<typeof serializeAnswers>) => examApi.submit(examId, body) });

  const doSubmit = useCallback(
    async (auto: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      setFinishing(auto ? 'timeUp' : 'submit');
      try {
        await submit.mutateAsync(serializeAnswers(questions, answersRef()));
        stop();
        clearExamState(examId);
        markExamCompleted(examId);
        void invalidateAfterAttempt(queryClient);
        message.success(t('exam.submitSuccess'));
        go(paths.examRecord);
      } catch (error) {
        if (attemptIsOver(error)) {
          stop();
          endAfterTimeOver(error);
          return;
        }
        submitting.current = false;
        setFinishing(null);
        const failure = submitFailure(error);
        message.error('key' in failure ? t(failure.key) : failure.text);
      }
    },
    [answersRef, endAfterTimeOver, examId, go, message, queryClient, questions, stop, submit, t],
  );

  // ---- timer: remaining = deadline − server now; time up submits what is there --------------------------
  const now = useNow(1000);
  // The deadline is on the server's clock and the attempt carries no server time: the client's clock counts.
  const remaining = remainingMs(attempt.deadline, now);
  useEffect(() => {
    if (remaining <= 0 && !submitting.current && !isLeaving()) void doSubmit(true);
  }, [remaining, doSubmit, isLeaving]);

  // ---- exits ------------------------------------------------------------------------------------------
  /** Records one exit (server and local); true when it ended the exam. */
  const recordExit = useCallback(async (): Promise<boolean> => {
    let count = exits.current + 1;
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
    exits.current = count;
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
  }, [examId, flush, message, queryClient, stop, t]);

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
      exits.current += 1;
      setExamExitCount(examId, exits.current);
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
      content: t('exam.leaveContent', { count: exits.current + 1 }),
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
  }, [allow, blocker, examId, flushOnUnload, go, location.pathname, message, modal, recordExit, t]);

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
      exits.current += 1;
      setExamExitCount(examId, exits.current);
      if (getToken()) void examApi.exit(examId, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [examId, flushOnUnload, isLeaving]);

  // ---- submit -----------------------------------------------------------------------------------------
  const progress = completion(questions, answers);
  const askSubmit = () => {
    const c = completion(questions, answersRef());
    modal.confirm({
      title: t('exam.submitTitle'),
      content: c.percent < 100 ? t('exam.submitIncomplete', { count: c.total - c.answered, percent: c.percent }) : t('exam.submitComplete'),
      okText: t('exam.submitOk'),
      cancelText: t('exam.keepAnswering'),
      okButtonProps: { ...({ 'data-testid': 'exam-submit-ok' } as object) },
      onOk: () => doSubmit(false),
    });
  };

  const onAnswer = useCallback((questionId: number, answer: Answer | null) => setAnswer(questionId, answer), [setAnswer]);
  const jump = (index: number) => {
    setCurrent(index);
    document.getElementById(`question-${index + 1}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  // Group headings where the kind changes (the paper is already ordered by kind).
  const groups: { kind: QuestionKind; start: number; count: number }[] = [];
  questions.forEach((q, i) => {
    const kind = kindOf(q);
    const last = groups[groups.length - 1];
    if (last && last.kind === kind) last.count += 1;
    else groups.push({ kind, start: i, count: 1 });
  });

  const warning = remaining <= COUNTDOWN_WARNING_MS;
  const disabled = finishing !== null;

  return (
    <div className="sc-paper" data-testid="exam-paper" data-exam-id={examId}>
      <Flex component="header" align="center" justify="space-between" wrap gap="var(--sc-space-sm) var(--sc-space-lg)" className="sc-panel sc-paper-header">
        <Flex vertical gap={4} className="sc-paper-heading">
          <h1 className="sc-paper-title">{title}</h1>
          <Flex align="center" wrap gap="6px var(--sc-space)" className="sc-note">
            {/* The spec fixes 总分：100分 / 考试时长：120分钟; the learner is told this exam's own figures (README). */}
            <span data-testid="exam-total">{t('exam.headerTotal', { score: paper.totalScore })}</span>
            <span data-testid="exam-duration">{t('exam.headerDuration', { minutes: durationMinutes(paper.duration) })}</span>
            <Tooltip title={t('exam.leaveContent', { count: exitCount + 1 })}>
              <Tag icon={<LogoutOutlined />} color={exitCount > 0 ? 'orange' : 'default'} data-testid="exam-exit-count">
                {t('exam.exitsUsed', { count: exitCount })}
              </Tag>
            </Tooltip>
          </Flex>
        </Flex>
        <Flex align="center" gap="middle" wrap>
          <Tag bordered={false} color={warning ? 'error' : 'processing'} icon={<ClockCircleOutlined />} className="sc-paper-timer" role="timer" aria-live="off" data-testid="exam-timer">
            {t('exam.remaining')} <span className="sc-paper-timer-value">{formatCountdown(remaining)}</span>
          </Tag>
          <span className="sc-paper-sync sc-small sc-muted" data-testid="exam-sync" data-state={sync.sync}>
            {sync.sync === 'synced' ? <CheckCircleOutlined /> : <CloudSyncOutlined />}{' '}
            {sync.sync === 'saving'
              ? t('exam.saving')
              : sync.sync === 'pending'
                ? t('exam.syncPending')
                : sync.savedAt
                  ? t('exam.savedAt', { time: new Date(sync.savedAt).toLocaleTimeString(undefined, { hour12: false }) })
                  : null}
          </span>
          <Button type="primary" icon={<SendOutlined />} onClick={askSubmit} loading={finishing === 'submit'} disabled={disabled} data-testid="exam-submit">
            {t('exam.submit')}
          </Button>
        </Flex>
      </Flex>

      <div className="sc-paper-body">
        <main className="sc-paper-questions">
          {groups.map((g) => (
            <div key={`${g.kind}-${g.start}`} className="sc-paper-group">
              <h2 className="sc-paper-group-title">
                {t(KIND_LABEL_KEYS[g.kind])} <span className="sc-note">{t('exam.groupCount', { count: g.count })}</span>
              </h2>
              {questions.slice(g.start, g.start + g.count).map((q, offsetInGroup) => {
                const index = g.start + offsetInGroup;
                return (
                  <QuestionCard
                    key={q.id}
                    question={q}
                    index={index}
                    answer={answers[String(q.id)]}
                    active={index === current}
                    disabled={disabled}
                    onAnswer={onAnswer}
                    onFocus={setCurrent}
                  />
                );
              })}
            </div>
          ))}
          <Flex justify="space-between" className="sc-paper-nav">
            <Button disabled={current <= 0} onClick={() => jump(current - 1)}>
              {t('exam.prev')}
            </Button>
            <Button disabled={current >= questions.length - 1} onClick={() => jump(current + 1)}>
              {t('exam.next')}
            </Button>
          </Flex>
        </main>

        <Flex component="aside" vertical gap="var(--sc-space-sm)" className="sc-panel sc-paper-sheet" aria-label={t('exam.answerSheet')} data-testid="answer-sheet">
          <div className="sc-paper-sheet-title sc-strong">{t('exam.answerSheet')}</div>
          <Flex align="center" gap={14} className="sc-paper-progress">
            <Progress type="circle" size={76} percent={progress.percent} format={(p) => `${p}%`} data-testid="exam-completion" />
            <div>
              <div className="sc-note">{t('exam.progress')}</div>
              <div className="sc-strong">{t('exam.answeredOf', { answered: progress.answered, total: progress.total })}</div>
            </div>
          </Flex>
          {groups.map((g) => (
            <Flex key={`${g.kind}-${g.start}`} vertical gap={6}>
              <div className="sc-note">{t(KIND_LABEL_KEYS[g.kind])}</div>
              <div className="sc-paper-sheet-grid">
                {questions.slice(g.start, g.start + g.count).map((q, i) => {
                  const index = g.start + i;
                  const done = isAnswered(answers[String(q.id)]);
                  return (
                    <Button
                      key={q.id}
                      type={done ? 'primary' : 'default'}
                      className={`sc-paper-cell${done ? ' is-answered' : ''}${index === current ? ' is-current' : ''}`}
                      onClick={() => jump(index)}
                      aria-label={`${t('exam.questionNav', { index: index + 1 })} ${done ? t('exam.answered') : t('exam.unanswered')}`}
                      data-testid={`sheet-cell-${index + 1}`}
                    >
                      {index + 1}
                    </Button>
                  );
                })}
              </div>
            </Flex>
          ))}
          <Flex wrap gap={10} className="sc-note sc-small">
            <span>
              <i className="sc-paper-dot is-answered" /> {t('exam.answered')}
            </span>
            <span>
              <i className="sc-paper-dot" /> {t('exam.unanswered')}
            </span>
            <span>
              <i className="sc-paper-dot is-current" /> {t('exam.current')}
            </span>
          </Flex>
        </Flex>
      </div>

      {finishing === 'timeUp' && (
        <div role="alert">
          <Spin fullscreen size="large" tip={t('exam.timeUp')} />
        </div>
      )}
    </div>
  );
}
