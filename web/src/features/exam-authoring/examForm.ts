// The exam editor's model: the picked questions with their points, the computed total, form ↔ request body.
import { DEFAULT_EXAM_DURATION_SECONDS, durationMinutes } from '../../lib/exam';
import { defaultPassScore } from '../../lib/validation';
import type { QuestionKind } from '../../lib/exam';
import type { AnswerVisibility, AuthoredExam, DrawRule, ExamBody, GradingMethod, QuestionView } from '../../lib/api-types';

/** One draw rule as the editor holds it: a kind (single, multiple, judge, fill, short), a 知识点 or any, a difficulty or any (0). */
export interface RuleDraft {
  kind: QuestionKind;
  categoryId: number | null;
  difficulty: number;
  count: number;
  score: number;
}

/** How the paper is made: the picked questions, or drawn for each learner by rules. */
export type PaperMode = 'fixed' | 'drawn';

export const emptyRule = (): RuleDraft => ({ kind: 'single', categoryId: null, difficulty: 0, count: 10, score: 2 });

export function ruleToBody(r: RuleDraft): DrawRule {
  const type = r.kind === 'single' || r.kind === 'multiple' ? 'CHOICE' : r.kind === 'judge' ? 'JUDGE' : r.kind === 'fill' ? 'FILL' : 'SHORT';
  return {
    type,
    ...(type === 'CHOICE' ? { multiple: r.kind === 'multiple' } : {}),
    ...(r.categoryId ? { categoryId: r.categoryId } : {}),
    ...(r.difficulty ? { difficulty: r.difficulty } : {}),
    count: Number(r.count),
    score: Number(r.score),
  };
}

export function ruleFromBody(r: DrawRule): RuleDraft {
  const kind: QuestionKind =
    r.type === 'CHOICE' ? (r.multiple ? 'multiple' : 'single') : r.type === 'JUDGE' ? 'judge' : r.type === 'FILL' ? 'fill' : 'short';
  return { kind, categoryId: r.categoryId ?? null, difficulty: r.difficulty ?? 0, count: r.count, score: r.score };
}

/** A drawn paper's total: each rule's count times its points. */
export function rulesTotal(rules: Pick<RuleDraft, 'count' | 'score'>[] | undefined): number {
  return (rules ?? []).reduce((sum, r) => sum + (Number.isFinite(r.count * r.score) ? r.count * r.score : 0), 0);
}

export interface ExamItemDraft {
  questionId: number;
  score: number;
  question: QuestionView | null;
}

export interface ExamFormValues {
  title: string;
  description: string;
  cover: string | null;
  durationMinutes: number;
  /** [startedAt, expiredAt] in ms. */
  schedule: [number, number] | null;
  subject: string;
  courseId: number | null;
  /** When learners see the correct answers and explanations. */
  answerVisibility: AnswerVisibility;
  /** The pass mark; null: 60 % of the total (the server's default, which follows the total). */
  passScore: number | null;
  /** The course's 学时 are required before a learner starts it. */
  requiresHours: boolean;
  /** Each learner's questions in their own order within each type section. */
  shuffleQuestions: boolean;
  /** Each learner's options of a choice in their own order. */
  shuffleOptions: boolean;
  mode: PaperMode;
  rules: RuleDraft[];
  /** Attempts each learner has (1–20). */
  attemptsAllowed: number;
  /** How the attempts make the result. */
  gradingMethod: GradingMethod;
  /** Minutes between two attempts. */
  attemptWaitMinutes: number;
  /** The leaves that submit an attempt (0: none). */
  exitLimit: number;
  /** The exam is sat in full screen. */
  requireFullscreen: boolean;
  cameraRequired: boolean;
}

/** The grading methods, the server's default first. */
export const GRADING_METHODS: GradingMethod[] = ['highest', 'last', 'first', 'average'];

/** The choices in the editor, the server's default first. */
export const ANSWER_VISIBILITIES: AnswerVisibility[] = ['afterClose', 'afterGrading', 'never'];

export function emptyExamForm(): ExamFormValues {
  return {
    title: '',
    description: '',
    cover: null,
    durationMinutes: durationMinutes(DEFAULT_EXAM_DURATION_SECONDS),
    schedule: null,
    subject: '',
    courseId: null,
    answerVisibility: 'afterClose',
    passScore: null,
    requiresHours: false,
    shuffleQuestions: false,
    shuffleOptions: false,
    mode: 'fixed',
    rules: [emptyRule()],
    attemptsAllowed: 1,
    gradingMethod: 'highest',
    attemptWaitMinutes: 0,
    exitLimit: 3,
    requireFullscreen: false,
    cameraRequired: false,
  };
}

export function examToForm(detail: AuthoredExam): { values: ExamFormValues; items: ExamItemDraft[] } {
  const { exam } = detail;
  return {
    values: {
      title: exam.title || exam.name,
      description: exam.description ?? '',
      cover: exam.cover ?? null,
      durationMinutes: durationMinutes(exam.duration) || durationMinutes(DEFAULT_EXAM_DURATION_SECONDS),
      schedule: exam.startedAt && exam.expiredAt ? [exam.startedAt, exam.expiredAt] : null,
      subject: exam.subject ?? '',
      courseId: exam.courseId ?? null,
      answerVisibility: exam.answerVisibility,
      passScore: ownPassScore(exam.passScore, exam.totalScore),
      requiresHours: exam.requiresHours,
      shuffleQuestions: detail.shuffleQuestions,
      shuffleOptions: detail.shuffleOptions,
      mode: detail.rules.length > 0 ? 'drawn' : 'fixed',
      rules: detail.rules.length > 0 ? detail.rules.map(ruleFromBody) : [emptyRule()],
      attemptsAllowed: exam.attemptsAllowed,
      gradingMethod: exam.gradingMethod,
      attemptWaitMinutes: Math.round(detail.attemptWait / 60),
      exitLimit: detail.exitLimit,
      requireFullscreen: detail.requireFullscreen,
      cameraRequired: detail.cameraRequired,
    },
    items: (detail.items ?? []).map((i) => ({ questionId: i.questionId, score: i.score, question: i.question })),
  };
}

/**
 * The pass mark to show in the editor. The exam view carries the effective mark only; one equal to the default is
 * shown as empty, so the exam keeps following 60 % of its total when questions change.
 */
export function ownPassScore(effective: number | null | undefined, total: number): number | null {
  if (effective === null || effective === undefined) return null;
  return effective === defaultPassScore(total) ? null : effective;
}

/** Appends newly picked questions (each once) with the question's own points. */
export function addPicked(items: ExamItemDraft[], picked: QuestionView[]): ExamItemDraft[] {
  const have = new Set(items.map((i) => i.questionId));
  const added = picked.filter((q) => !have.has(q.id)).map((q) => ({ questionId: q.id, score: q.score, question: q }));
  return [...items, ...added];
}

/** Shown while editing; the server computes the stored total the same way. */
export function examTotal(items: Pick<ExamItemDraft, 'score'>[]): number {
  return items.reduce((sum, i) => sum + (Number.isFinite(i.score) ? i.score : 0), 0);
}

/** At least one question, each worth a whole number of points above 0 (scores are integers on the server). */
export const itemsValid = (items: ExamItemDraft[]) => items.length > 0 && items.every((i) => Number.isInteger(i.score) && i.score > 0);

export function formToExamBody(v: ExamFormValues, items: ExamItemDraft[]): ExamBody {
  const [startedAt, expiredAt] = v.schedule ?? [0, 0];
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    cover: v.cover || null,
    duration: Math.round(Number(v.durationMinutes) * 60),
    startedAt,
    expiredAt,
    subject: v.subject.trim(),
    courseId: v.courseId ?? null,
    answerVisibility: v.answerVisibility,
    passScore: v.passScore ?? null,
    requiresHours: !!v.courseId && !!v.requiresHours,
    shuffleQuestions: !!v.shuffleQuestions,
    shuffleOptions: !!v.shuffleOptions,
    attemptsAllowed: Number(v.attemptsAllowed) || 1,
    gradingMethod: v.gradingMethod,
    attemptWait: Math.round(Number(v.attemptWaitMinutes || 0) * 60),
    exitLimit: Number(v.exitLimit ?? 3),
    requireFullscreen: !!v.requireFullscreen,
    cameraRequired: !!v.cameraRequired,
    // A paper is the one or the other: the server draws for each learner when rules are sent.
    ...(v.mode === 'drawn'
      ? { items: [], rules: (v.rules ?? []).map(ruleToBody) }
      : { items: items.map((i) => ({ questionId: i.questionId, score: i.score })), rules: [] }),
  };
}
