// The exam model every area shares (learner centre, paper, records; staff bank, exams, grading): types and pure rules.
import type { ExamStatus, QuestionType } from './api-types';

/** Spec 000 §9 / 001 §9: an exam is refused after this many exits. */
export const EXAM_EXIT_LIMIT = 3;
/** Spec 001 §9: a question's default score. */
export const DEFAULT_QUESTION_SCORE = 5;
/** Spec 001 §9: default exam duration, 120 minutes (seconds on the wire). */
export const DEFAULT_EXAM_DURATION_SECONDS = 120 * 60;
/** Spec 000 §9: exam list and record page size. */
export const EXAM_PAGE_SIZE = 10;

export const QUESTION_TYPES = ['CHOICE', 'JUDGE', 'FILL', 'SHORT'] as const satisfies readonly QuestionType[];

export const EXAM_STATUSES = ['notStarted', 'started', 'ended'] as const satisfies readonly ExamStatus[];

/** Question kinds in the order the paper shows them (spec 001 §4): single, multiple, judge, fill, short. */
export const QUESTION_KINDS = ['single', 'multiple', 'judge', 'fill', 'short'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** i18n keys of the kinds (shared by the paper, the review and the bank). */
export const KIND_LABEL_KEYS: Record<QuestionKind, string> = {
  single: 'exam.kindSingle',
  multiple: 'exam.kindMultiple',
  judge: 'exam.kindJudge',
  fill: 'exam.kindFill',
  short: 'exam.kindShort',
};

/** Spec 000 §2: the record tabs after 'all' (other subjects the server reports follow them). */
export const EXAM_SUBJECTS = ['JavaWeb', 'Python爬虫', '区块链搭建与运维', '智能合约'] as const;

/** The subject tabs: the spec's four, then any other subject of the learner's records, no duplicates. */
export function subjectTabs(reported: (string | null | undefined)[] | null | undefined): string[] {
  const out: string[] = [...EXAM_SUBJECTS];
  for (const s of reported ?? []) {
    const v = s?.trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

export function isQuestionType(value: unknown): value is QuestionType {
  return (QUESTION_TYPES as readonly unknown[]).includes(value);
}

export interface QuestionMetadata {
  isMultiple: boolean;
  /** Option label → content, e.g. { A: '…', B: '…' }. */
  options: Record<string, string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A question's metadata (`{isMultiple, options}`; the document types it as any object), with its gaps filled. */
export function questionMetadata(raw: unknown): QuestionMetadata {
  const m = isObject(raw) ? raw : {};
  const options = isObject(m.options) ? Object.fromEntries(Object.entries(m.options).map(([label, text]) => [label, String(text ?? '')])) : {};
  return { isMultiple: Boolean(m.isMultiple), options };
}


// ---- status and display -------------------------------------------------------------------------------

/** Spec 000 §4: derived from startedAt/expiredAt against `now`; notStarted when either is missing. */
export function examStatusAt(startedAt: number | null | undefined, expiredAt: number | null | undefined, now: number): ExamStatus {
  if (!startedAt || !expiredAt) return 'notStarted';
  if (now < startedAt) return 'notStarted';
  if (now >= expiredAt) return 'ended';
  return 'started';
}

/** Spec 000 §9: seconds divided by 60, rounded up. */
export function durationMinutes(seconds: number | null | undefined): number {
  const s = Number(seconds);
  return Number.isFinite(s) && s > 0 ? Math.ceil(s / 60) : 0;
}

/** Any type the server has not named is a short answer (the bank's QuestionView sends the type as a string). */
export function questionKind(type: string, isMultiple?: boolean | null): QuestionKind {
  switch (type) {
    case 'CHOICE':
      return isMultiple ? 'multiple' : 'single';
    case 'JUDGE':
      return 'judge';
    case 'FILL':
      return 'fill';
    default:
      return 'short';
  }
}

/** Stable sort into the paper's order (single, multiple, judge, fill, short). */
export function orderByKind<T>(items: T[], kindOf: (item: T) => QuestionKind): T[] {
  return items
    .map((item, index) => ({ item, index, rank: QUESTION_KINDS.indexOf(kindOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.item);
}

/** Option labels in label order (A, B, C, …). */
export function optionEntries(options: Record<string, unknown> | null | undefined): [string, string][] {
  return Object.entries(options ?? {})
    .map(([label, text]): [string, string] => [label, String(text ?? '')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export type AnswerDisplay =
  | { kind: 'none' }
  | { kind: 'labels'; labels: string[] }
  | { kind: 'judge'; value: boolean }
  | { kind: 'texts'; texts: string[] };

/** Reads an answer in either the submit shape or the bank shape, for display (a type tells labels from texts). */
export function answerDisplay(value: unknown, type?: QuestionType): AnswerDisplay {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: 'judge', value };
  if (typeof value === 'string') return value.trim() ? { kind: 'texts', texts: [value] } : { kind: 'none' };
  if (Array.isArray(value)) {
    const texts = value.map(String).filter((v) => v.trim() !== '');
    if (texts.length === 0) return { kind: 'none' };
    const labels = type ? type === 'CHOICE' : texts.every((v) => /^[A-Z]$/.test(v));
    return labels ? { kind: 'labels', labels: texts } : { kind: 'texts', texts };
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.selected)) {
      const labels = v.selected.map(String);
      return labels.length ? { kind: 'labels', labels } : { kind: 'none' };
    }
    if (typeof v.value === 'boolean') return { kind: 'judge', value: v.value };
    if (typeof v.text === 'string') return v.text.trim() ? { kind: 'texts', texts: [v.text] } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** One formatter per language and precision: building an Intl formatter costs far more than using one (a list of
 * exams formatted each time stamp anew). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Date and time as the lists show it (24-hour clock, the UI language's order; a timeline with the seconds). */
export function formatDateTime(ms: number | null | undefined, language: string, seconds = false): string {
  if (!ms) return '—';
  const key = `${language}|${seconds}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' as const } : {}),
      hour12: false,
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(new Date(ms));
}

/** Scores may carry halves (a teacher's grade); show them without trailing zeros. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return String(Math.round(score * 10) / 10);
}
