// Pure rules of taking an exam: the start button, the countdown, exit counting and where a leave may go.
import { ApiError, errorMessage, isRefusal } from '../../lib/api';
import { EXAM_EXIT_LIMIT, examStatusAt, isQuestionType, questionMetadata } from '../../lib/exam';
import { paths } from '../../lib/paths';
import type { ErrorCode, ExamStatus, ExamView, RecordDetail } from '../../lib/api-types';

export type StartButton =
  | { kind: 'start' }
  /** A further attempt: the exam allows several and the last one is in. */
  | { kind: 'again' }
  /** A further attempt, once the wait after the last one is over (ms). */
  | { kind: 'wait'; until: number }
  | { kind: 'completed' }
  | { kind: 'notStarted' }
  | { kind: 'ended' }
  /** Running, but this learner may not take it (course exam without status 4, or a guest). */
  | { kind: 'noAccess' };

/** The status on the server's clock: `offset` is serverNow − clientNow. */
export function liveStatus(exam: Pick<ExamView, 'startedAt' | 'expiredAt'>, clientNow: number, offset: number): ExamStatus {
  return examStatusAt(exam.startedAt, exam.expiredAt, clientNow + offset);
}

type Attempts = Pick<ExamView, 'canTake' | 'completed' | 'attemptsUsed' | 'attemptOpen' | 'nextAttemptAt'>;

/** An attempt is in and the server allows another (now or after the wait). */
export const moreAttempts = (exam: Attempts) => exam.attemptsUsed > 0 && !exam.completed && !exam.attemptOpen;

/**
 * Spec 000 §2: start; '已完成考试' when done (the server, or the local flag unless the server allows another
 * attempt); disabled '未开始' / '已结束'. With attempts left: '再次考试', or when the next one opens.
 */
export function startButton(exam: Attempts, status: ExamStatus, localCompleted: boolean, now = Date.now()): StartButton {
  const more = moreAttempts(exam);
  if (exam.completed || (localCompleted && !more && !exam.attemptOpen)) return { kind: 'completed' };
  if (status === 'notStarted') return { kind: 'notStarted' };
  if (status === 'ended') return { kind: 'ended' };
  if (!exam.canTake) return { kind: 'noAccess' };
  if (more && exam.nextAttemptAt != null && exam.nextAttemptAt > now) return { kind: 'wait', until: exam.nextAttemptAt };
  return more ? { kind: 'again' } : { kind: 'start' };
}

/** The leaves reached the exam's limit (0: leaving never ends it; 3, the spec's, by default). */
export const exitLimitReached = (count: number, limit = EXAM_EXIT_LIMIT) => limit > 0 && count >= limit;

/** The count to keep locally: never lower than what either side has seen. */
export function mergeExitCount(local: number, server: number | null | undefined): number {
  return Math.max(local || 0, Number.isFinite(server) ? (server as number) : 0);
}

// ---- the answer key on the result page --------------------------------------------------------------

export type AnswerKeyNote = { kind: 'afterClose'; at: number | null } | { kind: 'afterGrading' } | { kind: 'never' };

/** What the result page says while the server withholds the correct answers (null: they are shown). */
export function answerKeyNote(detail: Pick<RecordDetail, 'answersHidden' | 'answerVisibility' | 'answersAvailableAt'>): AnswerKeyNote | null {
  if (!detail.answersHidden) return null;
  switch (detail.answerVisibility) {
    case 'never':
      return { kind: 'never' };
    case 'afterGrading':
      return { kind: 'afterGrading' };
    default:
      return { kind: 'afterClose', at: detail.answersAvailableAt ?? null };
  }
}

// ---- countdown ---------------------------------------------------------------------------------------

export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

/** HH:MM:SS, counting whole seconds up so 0 shows only when time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Below five minutes the timer turns to a warning. */
export const COUNTDOWN_WARNING_MS = 5 * 60_000;

// ---- leaving the paper -------------------------------------------------------------------------------

export type LeaveDecision = 'stay' | 'allow' | 'block' | 'confirm';

/**
 * Spec 001 §2 route guard during an exam: /login is always allowed, /StudentProfile/message is
 * blocked; another page is a leave that the learner confirms (and that counts as an exit).
 */
export function leaveDecision(from: string, to: string): LeaveDecision {
  const target = to.toLowerCase().replace(/\/+$/, '');
  if (target === from.toLowerCase().replace(/\/+$/, '')) return 'stay';
  if (target === paths.login) return 'allow';
  if (target === paths.profileMessage.toLowerCase()) return 'block';
  return 'confirm';
}

// ---- failures ---------------------------------------------------------------------------------------

/**
 * Spec 001 §8 submit errors: network → '网络连接失败，请检查网络后重试！', the server's internal error (HTTP 500) →
 * '服务器内部错误，请稍后重试！', otherwise the server's message or '提交失败，请重试！'. An i18n key, or the server's text.
 */
export function submitFailure(error: unknown): { key: string } | { text: string } {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'errors.network' };
    if (isRefusal(error, 'INTERNAL')) return { key: 'exam.serverError' };
    if (error.fromServer) return { text: error.message };
  }
  return { key: 'exam.submitFailed' };
}

/**
 * The server takes no more answers for this attempt: its time is up (the server has submitted the saved draft) or
 * there is no attempt to answer. Said by a save, a submit or an exit; the page then ends the exam.
 */
export function attemptIsOver(error: unknown): boolean {
  return isRefusal(error, 'EXAM_TIME_UP', 'EXAM_ATTEMPT_NOT_STARTED');
}

export type StartFailure = { to: 'examCenter' | 'examRecord'; key?: string; text?: string; completed?: boolean };

/** The refusals of a start (or of its paper) the learner reads at the exam centre: no such exam, not theirs, not open now. */
const START_REFUSALS: ErrorCode[] = [
  'EXAM_NOT_FOUND',
  'NOT_FOUND',
  'EXAM_NOT_ALLOWED',
  'GUEST_FORBIDDEN',
  'EXAM_NOT_STARTED',
  'EXAM_ENDED',
  'EXAM_TIME_UP',
  'EXAM_ATTEMPT_WAIT',
];

/** Where a learner goes when the attempt cannot start: already done → records; refused → centre with the server's reason. */
export function startFailure(error: unknown): StartFailure {
  if (isRefusal(error, 'EXAM_ALREADY_SUBMITTED', 'EXAM_ALREADY_PASSED')) return { to: 'examRecord', text: errorMessage(error), completed: true };
  if (isRefusal(error, ...START_REFUSALS)) return { to: 'examCenter', text: errorMessage(error) };
  return { to: 'examCenter', key: 'exam.initFailed' };
}

/** The paper has what the page needs: questions with ids and known types, choice questions with options. */
export function paperIsComplete(paper: { items?: unknown } | null | undefined): boolean {
  if (!paper || !Array.isArray(paper.items) || paper.items.length === 0) return false;
  return paper.items.every((raw) => {
    const q = raw as { id?: unknown; type?: unknown; metadata?: unknown };
    if (typeof q.id !== 'number' || !isQuestionType(q.type)) return false;
    return q.type !== 'CHOICE' || Object.keys(questionMetadata(q.metadata).options).length >= 2;
  });
}
