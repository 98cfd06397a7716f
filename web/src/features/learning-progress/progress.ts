// Pure rules of the learning-progress pages: the list's URL ⇄ server query, a row's key, and how time studied and
// an exam result read.
import { pageSizeOf, type PageSizes } from '../../components/ListPagination';
import { COURSE_STATUS } from '../../lib/course';
import type { ProgressRow } from '../../lib/api-types';

/** 20 learners a page by default; 10, 20, 50 or 100 to choose from. */
export const PROGRESS_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** The URL parameters that filter the list (each is also the server's query parameter). */
export const PROGRESS_FILTERS = ['courseId', 'status', 'q'] as const;
/** The enrolment statuses the status filter offers, in the order of the process. */
export const PROGRESS_STATUSES = [COURSE_STATUS.pendingReview, COURSE_STATUS.awaitingPayment, COURSE_STATUS.rejected, COURSE_STATUS.studying] as const;

/** The filters of the list and of its export. */
export interface ProgressFilter {
  courseId?: number;
  status?: number;
  /** Part of the learner's username, name or phone. */
  q?: string;
}

export interface ProgressListQuery extends ProgressFilter {
  /** Zero-based. */
  page: number;
  size: number;
}

/** The server query of the page's URL (?page= is 1-based there); values the server would refuse are left out. */
export function progressListQuery(params: URLSearchParams): ProgressListQuery {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const courseId = Number(text('courseId'));
  const status = Number(text('status'));
  return {
    courseId: Number.isInteger(courseId) && courseId > 0 ? courseId : undefined,
    status: (PROGRESS_STATUSES as readonly number[]).includes(status) ? status : undefined,
    q: text('q') || undefined,
    page: Math.max(1, Math.floor(Number(text('page'))) || 1) - 1,
    size: pageSizeOf(text('size'), PROGRESS_PAGE_SIZES),
  };
}

/** The filters alone (for the export, which has no pages). */
export function progressFilter({ courseId, status, q }: ProgressFilter): ProgressFilter {
  return { courseId, status, q };
}

/** A learner appears once per course: the row's key and test id suffix. */
export const rowKey = (row: Pick<ProgressRow, 'courseId' | 'userId'>) => `${row.courseId}-${row.userId}`;

/** Time studied as hours and minutes (whole minutes, rounded down; under a minute of study is not zero). */
export type StudyTime = { key: 'none' } | { key: 'underMinute' } | { key: 'minutes'; minutes: number } | { key: 'hours'; hours: number; minutes: number };

export function studyTime(seconds: number | null | undefined): StudyTime {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds as number)) : 0;
  if (s === 0) return { key: 'none' };
  if (s < 60) return { key: 'underMinute' };
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return { key: 'minutes', minutes };
  return { key: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Where the learner's latest exam stands: no record, submitted and waiting for grading, passed or failed. */
export type ExamOutcome = 'absent' | 'pending' | 'passed' | 'failed';

export function examOutcome(row: Pick<ProgressRow, 'examScore' | 'examTotal' | 'examPassed'>): ExamOutcome {
  if (row.examTotal == null) return 'absent';
  if (row.examScore == null) return 'pending';
  return row.examPassed ? 'passed' : 'failed';
}
