// The enrolment model the learner's wizard and the review desks share: the status labels, where the payment stands,
// the timeline of an application's events (who moved it from which status to which, and why), and the sections of
// the application form.
import { COURSE_STATUS } from './course';
import type { ApplicationForm, EventView, QueueEntry } from './api-types';

export interface StatusLabel {
  /** i18n key. */
  key: string;
  /** antd Tag colour. */
  color: string;
}

/** 1 待审核, 2 审核通过待缴费, 3 已驳回, 4 已报名; anything else "not applied". */
export function statusLabel(status: number | null | undefined): StatusLabel {
  switch (status) {
    case COURSE_STATUS.pendingReview:
      return { key: 'review.status.pending', color: 'processing' };
    case COURSE_STATUS.awaitingPayment:
      return { key: 'review.status.approved', color: 'warning' };
    case COURSE_STATUS.rejected:
      return { key: 'review.status.rejected', color: 'error' };
    case COURSE_STATUS.studying:
      return { key: 'review.status.enrolled', color: 'success' };
    default:
      return { key: 'review.status.none', color: 'default' };
  }
}

type PaymentFacts = { status?: QueueEntry['status'] | null; paymentCompleted: boolean; paymentSubmittedAt?: number | null };

/** Where the payment stands: none due yet, due (no proof), a proof waiting for finance, or confirmed. */
export type PaymentStage = 'notDue' | 'due' | 'waiting' | 'confirmed';

export function paymentStage(r: PaymentFacts): PaymentStage {
  if (r.paymentCompleted) return 'confirmed';
  if (r.status !== COURSE_STATUS.awaitingPayment) return 'notDue';
  return r.paymentSubmittedAt ? 'waiting' : 'due';
}

/** Status code → the i18n key of its short name, for the timeline's from → to. */
export function eventStatusKey(status: number | null | undefined): string | null {
  return status == null ? null : statusLabel(status).key;
}

export const KNOWN_ACTIONS = ['submit', 'approve', 'reject', 'pay', 'confirmPayment', 'refusePayment', 'issueInvoice'] as const;

/** The timeline dot colour of an action. */
export function eventColor(e: Pick<EventView, 'action'>): string {
  switch (e.action) {
    case 'approve':
    case 'confirmPayment':
      return 'green';
    case 'reject':
    case 'refusePayment':
      return 'red';
    case 'issueInvoice':
      return 'gray';
    default:
      return 'blue';
  }
}

// ---- the application form, laid out (the wizard's form and the desks' record read the same sections) ----------

export type FormField = Exclude<keyof ApplicationForm, 'photo'>;

/** The single-value sections of the form, in the paper form's order (experience rows are tables). */
export const FORM_SECTIONS: { key: string; fields: FormField[] }[] = [
  { key: 'basic', fields: ['name', 'gender', 'birth', 'idType', 'idNumber', 'phone', 'education', 'job', 'address'] },
  {
    key: 'exam',
    fields: ['level', 'examType', 'examSubject', 'certificateGetType', 'workYear', 'examPlace', 'declareCondition', 'conductionCondition'],
  },
  {
    key: 'certificate',
    fields: ['certificateName1', 'certificateLevel1', 'certificateDate1', 'certificateNo1', 'titleName1', 'titleLevel1', 'titleDate1', 'titleNo1'],
  },
];

/** Long free texts: each fills the rest of its row (they come last in their sections, after full rows). */
export const WIDE_FIELDS: FormField[] = ['address', 'declareCondition', 'conductionCondition'];

export const EDUCATION_COLUMNS = ['eduTime', 'eduSchool', 'eduMajor', 'eduType'] as const;
export const WORK_COLUMNS = ['workTime', 'workCompany', 'workJob', 'workContact'] as const;
