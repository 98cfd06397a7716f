// The learner's answer sheet: question order, answer shapes, completion, the submit body and the local/server merge.
import { orderByKind, questionKind, questionMetadata, type QuestionKind } from '../../lib/exam';
import type { Answer, PaperItem } from '../../lib/api-types';

/** Question id → answer; an explicit null records that the learner cleared an answer. */
export type AnswerMap = Record<string, Answer | null>;

/** What the browser keeps between seconds (spec: answers saved locally each second). */
export interface LocalExamState {
  answers: AnswerMap;
  /** When the answers last changed (ms). */
  changedAt: number;
  /** The `changedAt` that the server last acknowledged; null before the first server save. */
  syncedAt: number | null;
  /** Index of the question on screen. */
  current?: number;
}

export const kindOf = (q: Pick<PaperItem, 'type' | 'metadata'>) => questionKind(q.type, questionMetadata(q.metadata).isMultiple);

export function orderQuestions<T extends Pick<PaperItem, 'type' | 'metadata'>>(items: T[]): T[] {
  return orderByKind(items, kindOf);
}

/** A run of questions of one kind in the ordered paper: its kind, where it starts and how many. */
export interface KindGroup {
  kind: QuestionKind;
  start: number;
  count: number;
}

/** The paper's headings: a group where the kind changes (the paper is already ordered by kind). */
export function groupByKind(questions: Pick<PaperItem, 'type' | 'metadata'>[]): KindGroup[] {
  const groups: KindGroup[] = [];
  questions.forEach((q, i) => {
    const kind = kindOf(q);
    const last = groups[groups.length - 1];
    if (last && last.kind === kind) last.count += 1;
    else groups.push({ kind, start: i, count: 1 });
  });
  return groups;
}

/** True when the answer counts as given (a blank text or an empty selection does not). */
export function isAnswered(answer: Answer | null | undefined): boolean {
  if (!answer) return false;
  if ('selected' in answer) return answer.selected.length > 0;
  if ('value' in answer) return typeof answer.value === 'boolean';
  return answer.text.trim() !== '';
}

export interface Completion {
  answered: number;
  total: number;
  /** Whole percent, rounded down so 100 means every question is answered. */
  percent: number;
}

export function completion(questions: Pick<PaperItem, 'id'>[], answers: AnswerMap): Completion {
  const total = questions.length;
  const answered = questions.filter((q) => isAnswered(answers[String(q.id)])).length;
  return { answered, total, percent: total === 0 ? 0 : Math.floor((answered * 100) / total) };
}

/** Only an answer whose shape fits the question's type survives (stored or server data may be stale). */
export function answerFor(question: Pick<PaperItem, 'type' | 'metadata'>, raw: unknown): Answer | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  switch (question.type) {
    case 'CHOICE': {
      if (!Array.isArray(v.selected)) return null;
      const metadata = questionMetadata(question.metadata);
      const labels = Object.keys(metadata.options);
      let selected = Array.from(new Set(v.selected.map(String))).filter((l) => labels.length === 0 || labels.includes(l));
      if (!metadata.isMultiple) selected = selected.slice(0, 1);
      return { selected: selected.sort() };
    }
    case 'JUDGE':
      return typeof v.value === 'boolean' ? { value: v.value } : null;
    default:
      return typeof v.text === 'string' ? { text: v.text } : null;
  }
}

export function sanitizeAnswers(questions: PaperItem[], raw: unknown): AnswerMap {
  const out: AnswerMap = {};
  if (!raw || typeof raw !== 'object') return out;
  const source = raw as Record<string, unknown>;
  for (const q of questions) {
    const key = String(q.id);
    if (!(key in source)) continue;
    out[key] = source[key] === null ? null : answerFor(q, source[key]);
  }
  return out;
}

/** True when the browser holds answers the server never acknowledged. */
export function hasUnsyncedChanges(local: LocalExamState | null): local is LocalExamState {
  return local !== null && (local.syncedAt === null || local.changedAt > local.syncedAt);
}

/**
 * The answers to resume with. The server's draft is the truth unless this browser holds changes the
 * server never acknowledged (a save lost in a crash or a closed tab): then those changes win.
 */
export function resolveInitialAnswers(questions: PaperItem[], serverDraft: unknown, local: LocalExamState | null): AnswerMap {
  const server = sanitizeAnswers(questions, serverDraft);
  if (!hasUnsyncedChanges(local)) return server;
  return { ...server, ...sanitizeAnswers(questions, local.answers) };
}

/** The submit/autosave body: every question keyed by id, null when unanswered (spec 001 §4, §7). */
export function serializeAnswers(questions: PaperItem[], answers: AnswerMap): Record<string, Answer | null> {
  const out: Record<string, Answer | null> = {};
  for (const q of questions) {
    const a = answerFor(q, answers[String(q.id)]);
    out[String(q.id)] = isAnswered(a) ? a : null;
  }
  return out;
}

/** A choice click: single choice replaces, multiple choice toggles. */
export function toggleChoice(current: Answer | null | undefined, label: string, multiple: boolean): Answer {
  const selected = current && 'selected' in current ? current.selected : [];
  if (!multiple) return { selected: [label] };
  const next = selected.includes(label) ? selected.filter((l) => l !== label) : [...selected, label];
  return { selected: next.sort() };
}
