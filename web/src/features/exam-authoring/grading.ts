// Grading an answer sheet: the drafts per answer, what still needs a score, the running total and the request body.
import type { AnswerDetail, ExamStill, GradeBody } from '../../lib/api-types';

export interface GradeDraft {
  score: number | null;
  comment: string;
}

export type GradeDrafts = Record<string, GradeDraft>;

export function initialGrades(answers: AnswerDetail[]): GradeDrafts {
  return Object.fromEntries(answers.map((a) => [String(a.questionId), { score: a.score ?? null, comment: a.comment ?? '' }]));
}

/** Short answers are the teacher's; other answers are scored at submission but may be corrected. */
export const needsTeacher = (a: Pick<AnswerDetail, 'type'>) => a.type === 'SHORT';

/** Scores are whole points from 0 to the question's maximum. */
export function clampScore(score: number | null, max: number): number | null {
  if (score === null || !Number.isFinite(score)) return null;
  return Math.min(Math.max(Math.round(score), 0), max);
}

/** Short answers without a score yet. */
export function missingScores(answers: AnswerDetail[], drafts: GradeDrafts): number {
  return answers.filter((a) => needsTeacher(a) && drafts[String(a.questionId)]?.score == null).length;
}

export function draftTotal(answers: AnswerDetail[], drafts: GradeDrafts): number {
  return answers.reduce((s, a) => s + (drafts[String(a.questionId)]?.score ?? a.score ?? 0), 0);
}

/**
 * The grades to send: every scored short answer, plus any other answer whose score or comment the
 * teacher changed. Scores are clamped to 0…max.
 */
export function gradesBody(answers: AnswerDetail[], drafts: GradeDrafts): GradeBody {
  const grades: GradeBody['grades'] = {};
  for (const a of answers) {
    const d = drafts[String(a.questionId)];
    if (!d) continue;
    const score = clampScore(d.score, a.maxScore);
    if (score === null) continue;
    const comment = d.comment.trim() || null;
    const changed = score !== a.score || (comment ?? '') !== (a.comment ?? '');
    if (needsTeacher(a) || changed) grades[String(a.questionId)] = { score, comment };
  }
  return { grades };
}

/** What became of a camera still: taken in time, late, never, or its image deleted after the retention period. */
export function stillState(s: Pick<ExamStill, 'takenAt' | 'deadline' | 'deletedAt'>): 'taken' | 'late' | 'missed' | 'deleted' {
  if (s.takenAt === null || s.takenAt === undefined) return 'missed';
  if (s.deletedAt !== null && s.deletedAt !== undefined) return 'deleted';
  return s.takenAt > s.deadline ? 'late' : 'taken';
}
