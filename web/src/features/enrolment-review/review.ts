// The review desks' pure rules: the queue filters of spec 001 §7 between URL and request, which
// decision a record allows, the application form's rows and texts.
import { isRefusal, type QueryParams } from '../../lib/api';
import { paymentStage, type FormField, type PaymentStage } from '../../lib/enrolment';
import type { ApplicationForm, ApplicationView, ErrorCode, QueueEntry } from '../../lib/api-types';

export const QUEUE_PAGE_SIZE = 10;

/** Enrolment statuses (spec 001 §3 "Course status"). */
export const STATUS = { pending: 1, approved: 2, rejected: 3, enrolled: 4 } as const;

export const PAYMENT_STAGE_COLOR: Record<PaymentStage, string> = { notDue: 'default', due: 'default', waiting: 'processing', confirmed: 'success' };

// ---- queue filters -------------------------------------------------------------------------------------

/** The yes/no filters of the material queue (spec 001 §7), by their request names. */
export const BOOLEAN_FILTERS = ['submittedMaterials', 'paymentCompleted', 'issuedRegistrationCode', 'examCompleted', 'certificateIssued', 'invoiceIssued'] as const;
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];

export const REVIEWED_RESULTS = ['pending', 'approved', 'rejected'] as const;
export type ReviewedResult = (typeof REVIEWED_RESULTS)[number];

/** The URL parameter of the course-name search on every queue page. */
export const COURSE_NAME_PARAM = 'courseName';
/** The URL parameter of the chosen review result where a page lets it change. */
export const RESULT_PARAM = 'result';

/** 'true' / 'false' as a filter value; anything else: no filter. */
export function parseFlag(value: string | null | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function parseResult(value: string | null | undefined): ReviewedResult | undefined {
  return (REVIEWED_RESULTS as readonly string[]).includes(value ?? '') ? (value as ReviewedResult) : undefined;
}

export interface MaterialQueueParams {
  courseName?: string;
  reviewedResult?: ReviewedResult;
  /** 0-based. */
  page: number;
  size: number;
  submittedMaterials?: boolean;
  paymentCompleted?: boolean;
  issuedRegistrationCode?: boolean;
  examCompleted?: boolean;
  certificateIssued?: boolean;
  invoiceIssued?: boolean;
}

/**
 * The material queue request of a page: the course-name search and yes/no filters from the URL, the URL's
 * 1-based page as the server's 0-based one, and the review result (fixed by the page, else from ?result=).
 */
export function materialQueueParams(get: (name: string) => string, page: number, fixedResult?: ReviewedResult): MaterialQueueParams {
  const params: MaterialQueueParams = { page: Math.max(0, page - 1), size: QUEUE_PAGE_SIZE };
  const courseName = get(COURSE_NAME_PARAM).trim();
  if (courseName) params.courseName = courseName;
  const result = fixedResult ?? parseResult(get(RESULT_PARAM));
  if (result) params.reviewedResult = result;
  for (const name of BOOLEAN_FILTERS) {
    const flag = parseFlag(get(name));
    if (flag !== undefined) params[name] = flag;
  }
  return params;
}

export type PaymentState = 'waiting' | 'confirmed';

export interface PaymentQueueParams {
  state: PaymentState;
  courseName?: string;
  page: number;
  size: number;
}

export function paymentQueueParams(get: (name: string) => string, page: number, state: PaymentState): PaymentQueueParams {
  const params: PaymentQueueParams = { state, page: Math.max(0, page - 1), size: QUEUE_PAGE_SIZE };
  const courseName = get(COURSE_NAME_PARAM).trim();
  if (courseName) params.courseName = courseName;
  return params;
}

/** A request's query: the set values only (false is a value). */
export function toQuery(params: object): QueryParams {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as QueryParams;
}

/** The most recent records of several lists (by last change), each once. */
export function mostRecent(lists: (QueueEntry[] | undefined)[], count: number): QueueEntry[] {
  const seen = new Set<number>();
  return lists
    .flatMap((l) => l ?? [])
    .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .slice(0, count);
}

// ---- decisions -----------------------------------------------------------------------------------------

type RecordFacts = Pick<ApplicationView, 'status' | 'paymentCompleted' | 'invoiceIssued'> & { paymentSubmittedAt?: number | null };

/** A material reviewer (or an administrator) decides an application while it waits for review. */
export const canDecideMaterials = (r: Pick<ApplicationView, 'status'>) => r.status === STATUS.pending;

/** Finance decides a payment proof that waits: approved materials, a proof uploaded, not confirmed yet. */
export const canDecidePayment = (r: RecordFacts) => paymentStage({ status: r.status, paymentCompleted: r.paymentCompleted, paymentSubmittedAt: r.paymentSubmittedAt }) === 'waiting';

/** The invoice of an enrolled (paid) application, once. */
export const canIssueInvoice = (r: RecordFacts) => r.status === STATUS.enrolled && r.paymentCompleted && !r.invoiceIssued;

/** Whether the learner passed the course's exam is recorded or withdrawn once they are enrolled (the server refuses it before). */
export const canRecordExam = (r: Pick<ApplicationView, 'id' | 'status'>) => r.id != null && r.status === STATUS.enrolled;

/** A passed exam stays passed once its certificate is issued. */
export const canWithdrawExam = (r: Pick<ApplicationView, 'id' | 'status' | 'examCompleted' | 'certificate'>) => canRecordExam(r) && r.examCompleted && !r.certificate;

/** A certificate is issued to an enrolled learner who passed the exam. */
export const canIssueCertificate = (r: Pick<ApplicationView, 'status' | 'examCompleted'>) => r.status === STATUS.enrolled && r.examCompleted;

/**
 * The refusals of a decision on a record that has moved on since the desk loaded it: the learner changed it, someone
 * else decided first, or its status no longer allows the step (the server checks the status the record has now).
 */
const MOVED_ON: ErrorCode[] = [
  'ENROL_CHANGED_SINCE_LOADED',
  'ENROL_DECIDED_ELSEWHERE',
  'ENROL_NOT_PENDING',
  'PAYMENT_NOT_SUBMITTED',
  'INVOICE_NOT_PAID',
  'CERTIFICATE_NOT_ENROLLED',
  'CERTIFICATE_EXAM_NOT_PASSED',
  'CERTIFICATE_ISSUED_KEEPS_EXAM',
];

/** A decision refused because the record moved on: the desk warns and shows the record as it now is. */
export const recordMovedOn = (error: unknown): boolean => isRefusal(error, ...MOVED_ON);

/** The reason a reviewer writes: required for a rejection or a refusal, at most 500 characters (as the server). */
export const REASON_MAX = 500;

export function reasonProblem(reason: string | null | undefined): 'required' | 'tooLong' | null {
  const text = (reason ?? '').trim();
  if (!text) return 'required';
  if ([...text].length > REASON_MAX) return 'tooLong';
  return null;
}

// ---- the application form, laid out --------------------------------------------------------------------

export type ExperienceRow = Record<string, string> & { key: string };

/** The filled rows (1 to 3) of the education or work table; a row with every cell empty is left out. */
export function experienceRows(form: Partial<ApplicationForm>, columns: readonly string[]): ExperienceRow[] {
  const rows: ExperienceRow[] = [];
  for (const n of [1, 2, 3]) {
    const row: ExperienceRow = { key: String(n) };
    for (const c of columns) row[c] = String((form as Record<string, unknown>)[`${c}${n}`] ?? '').trim();
    if (columns.some((c) => row[c] !== '')) rows.push(row);
  }
  return rows;
}

/** A form value as text ('' when empty); the exam subjects joined with '、'. */
export function formText(form: Partial<ApplicationForm>, field: FormField): string {
  const value = (form as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.map(String).filter(Boolean).join('、');
  return typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
}

/** The signature date as the paper form writes it: 2026年11月20日 ('' when incomplete). */
export function signatureDate(form: Partial<ApplicationForm>): string {
  const [y, m, d] = [form.signDate, form.signMonth, form.signDay].map((v) => (v ?? '').trim());
  return y && m && d ? `${y}年${m}月${d}日` : '';
}

// ---- paths ---------------------------------------------------------------------------------------------

export const formDocxPath = (courseId: number | string, id: number | string) => `/api/v0/reviewer/material/${courseId}/record/${id}/form.docx`;

/** The Word file's name when the server gives none. */
export function formDocxName(r: Pick<ApplicationView, 'courseName' | 'form'>): string {
  const who = r.form.name?.trim() || 'application';
  return `报名表-${who}-${r.courseName}.docx`.replace(/[\\/:*?"<>|]/g, '_');
}
