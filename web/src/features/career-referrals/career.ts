// Pure rules of the staff page: what qualifies a candidate (as the refer dialog says it), a candidate's key, the
// position form's values ⇄ body, and the words of a trail step.
import { isPositionStatus } from '../../lib/career';
import { trimValues } from '../../lib/validation';
import type { CandidateView, PositionBody, PositionStatus, PositionView, ReferralEvent } from '../../lib/api-types';

/** Why a learner may be referred through a course, strongest first: a certificate, the exam passed, every lesson done. */
export function qualificationOf(c: Pick<CandidateView, 'certificateNumber' | 'examCompleted' | 'lessonsDone' | 'lessonsTotal'>): {
  key: 'certificate' | 'examPassed' | 'lessonsDone';
  number?: string;
} {
  if (c.certificateNumber) return { key: 'certificate', number: c.certificateNumber };
  if (c.examCompleted) return { key: 'examPassed' };
  return { key: 'lessonsDone' };
}

/** A candidate row is a learner × course. */
export const candidateKey = (c: Pick<CandidateView, 'userId' | 'courseId'>) => `${c.userId}-${c.courseId}`;

export interface PositionValues {
  company?: string;
  title?: string;
  city?: string;
  salaryMin?: number | string | null;
  salaryMax?: number | string | null;
  requirements?: string;
  contact?: string;
  status?: PositionStatus;
}

export function positionValues(p: PositionView | null): PositionValues {
  if (!p) return { status: 'open' };
  return { company: p.company, title: p.title, city: p.city, salaryMin: p.salaryMin, salaryMax: p.salaryMax, requirements: p.requirements, contact: p.contact, status: isPositionStatus(p.status) ? p.status : 'open' };
}

const salary = (v: number | string | null | undefined) => (v === null || v === undefined || String(v).trim() === '' ? null : Number(v));

/** The form as the body: trimmed, an empty salary as null (面议), the status open unless chosen. */
export function toPositionBody(values: PositionValues): PositionBody {
  const v = trimValues({ ...values });
  return {
    company: v.company ?? '',
    title: v.title ?? '',
    city: v.city ?? '',
    salaryMin: salary(v.salaryMin),
    salaryMax: salary(v.salaryMax),
    requirements: v.requirements ?? '',
    contact: v.contact ?? '',
    status: v.status ?? 'open',
  };
}

/** A trail step: the referral made (no from), a status change, or only a note. */
export function eventKind(e: Pick<ReferralEvent, 'from' | 'to'>): 'created' | 'changed' | 'noted' {
  if (e.from === null || e.from === undefined) return 'created';
  return e.from === e.to ? 'noted' : 'changed';
}

/** A time as two lines of a table cell: the date, then the time of day (24-hour clock, the UI language's order). */
export function splitDateTime(ms: number, language: string): [string, string] {
  const at = new Date(ms);
  return [
    at.toLocaleDateString(language, { year: 'numeric', month: '2-digit', day: '2-digit' }),
    at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hour12: false }),
  ];
}
