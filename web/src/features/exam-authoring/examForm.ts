// The exam editor's model: the picked questions with their points, the computed total, form ↔ request body.
import { DEFAULT_EXAM_DURATION_SECONDS, durationMinutes } from '../../lib/exam';
import { defaultPassScore } from '../../lib/validation';
import type { AnswerVisibility, AuthoredExam, ExamBody, QuestionView } from '../../lib/api-types';

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
}

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
    items: items.map((i) => ({ questionId: i.questionId, score: i.score })),
  };
}
