// The browser-side exam keys: exit count and completed flag (spec keys) and the answer sheet saved each second.
import { examCompletedKey, examExitCountKey, examExitLimitKey, getExamExitCount, getExamExitLimit, isExamCompleted } from '../../lib/session';
import type { LocalExamState } from './answerSheet';

export const examStateKey = (examId: string | number) => `exam_state_${examId}`;

export { getExamExitCount, getExamExitLimit, isExamCompleted };

/** The exam's limit of leaves as its paper says, for the route guard. */
export function setExamExitLimit(examId: string | number, limit: number): void {
  try {
    localStorage.setItem(examExitLimitKey(examId), String(limit));
  } catch {
    // Storage full or disabled: the guard assumes 3, the server keeps the real rule.
  }
}

export function setExamExitCount(examId: string | number, count: number): void {
  try {
    localStorage.setItem(examExitCountKey(examId), String(count));
  } catch {
    // Storage full or disabled: the server keeps its own count.
  }
}

export function markExamCompleted(examId: string | number): void {
  try {
    localStorage.setItem(examCompletedKey(examId), 'true');
  } catch {
    // The server's `completed` flag says the same.
  }
}

/** A new attempt starts clean: no exits, not completed, no saved sheet of the last one. */
export function resetExamAttempt(examId: string | number): void {
  try {
    localStorage.removeItem(examExitCountKey(examId));
    localStorage.removeItem(examCompletedKey(examId));
  } catch {
    // Storage disabled: nothing was kept.
  }
  clearExamState(examId);
}

export function loadExamState(examId: string | number): LocalExamState | null {
  try {
    const raw = localStorage.getItem(examStateKey(examId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalExamState> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    return {
      answers: parsed.answers,
      changedAt: Number(parsed.changedAt) || 0,
      syncedAt: typeof parsed.syncedAt === 'number' ? parsed.syncedAt : null,
      current: typeof parsed.current === 'number' ? parsed.current : 0,
    };
  } catch {
    return null;
  }
}

/** Throws when the browser refuses to store (the page then says '保存答题状态失败，请重试'). */
export function saveExamState(examId: string | number, state: LocalExamState): void {
  localStorage.setItem(examStateKey(examId), JSON.stringify(state));
}

export function clearExamState(examId: string | number): void {
  try {
    localStorage.removeItem(examStateKey(examId));
  } catch {
    // Nothing to clear.
  }
}
