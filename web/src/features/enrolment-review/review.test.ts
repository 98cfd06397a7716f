import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_FILTERS,
  canDecideMaterials,
  canDecidePayment,
  canIssueCertificate,
  canIssueInvoice,
  canRecordExam,
  canWithdrawExam,
  experienceRows,
  formDocxName,
  formDocxPath,
  formText,
  materialQueueParams,
  mostRecent,
  parseFlag,
  parseResult,
  paymentQueueParams,
  reasonProblem,
  signatureDate,
  toQuery,
} from './review';
import { EDUCATION_COLUMNS, WORK_COLUMNS, eventColor, paymentStage, statusLabel } from '../../lib/enrolment';
import type { ApplicationForm, ApplicationView, QueueEntry } from '../../lib/api-types';

const url = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name)?.trim() ?? '';
};

function entry(over: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 1,
    courseId: 2,
    courseName: '电工',
    courseType: 0,
    fee: 128000,
    userId: 3,
    username: 'zhangsan',
    learnerName: '张三',
    status: 1,
    submittedAt: 1,
    submittedMaterials: true,
    paymentCompleted: false,
    issuedRegistrationCode: false,
    examCompleted: false,
    certificateIssued: false,
    invoiceIssued: false,
    updatedAt: 1,
    ...over,
  };
}

describe('status labels', () => {
  it('names the four statuses of the spec and "not applied" for anything else', () => {
    expect(statusLabel(1)).toEqual({ key: 'review.status.pending', color: 'processing' });
    expect(statusLabel(2).key).toBe('review.status.approved');
    expect(statusLabel(3)).toEqual({ key: 'review.status.rejected', color: 'error' });
    expect(statusLabel(4)).toEqual({ key: 'review.status.enrolled', color: 'success' });
    expect(statusLabel(null).key).toBe('review.status.none');
    expect(statusLabel(9).key).toBe('review.status.none');
  });

  it('tells where the payment stands', () => {
    expect(paymentStage({ status: 1, paymentCompleted: false })).toBe('notDue');
    expect(paymentStage({ status: 2, paymentCompleted: false })).toBe('due');
    expect(paymentStage({ status: 2, paymentCompleted: false, paymentSubmittedAt: 5 })).toBe('waiting');
    expect(paymentStage({ status: 4, paymentCompleted: true, paymentSubmittedAt: 5 })).toBe('confirmed');
  });

  it('colours the timeline by what happened', () => {
    expect(eventColor({ action: 'approve' })).toBe('green');
    expect(eventColor({ action: 'refusePayment' })).toBe('red');
    expect(eventColor({ action: 'submit' })).toBe('blue');
  });
});

describe('queue filters', () => {
  it('reads the yes/no and result values strictly', () => {
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag('false')).toBe(false);
    expect(parseFlag('yes')).toBeUndefined();
    expect(parseFlag('')).toBeUndefined();
    expect(parseResult('approved')).toBe('approved');
    expect(parseResult('all')).toBeUndefined();
  });

  it('turns the URL into the material queue request: 0-based page, size 10, the set filters only', () => {
    expect(materialQueueParams(url(''), 1, 'pending')).toEqual({ page: 0, size: 10, reviewedResult: 'pending' });
    expect(
      materialQueueParams(url('courseName=%20电工%20&paymentCompleted=false&invoiceIssued=true&examCompleted=maybe&page=3'), 3, 'pending'),
    ).toEqual({ page: 2, size: 10, reviewedResult: 'pending', courseName: '电工', paymentCompleted: false, invoiceIssued: true });
  });

  it('takes the review result from the page, else from ?result=', () => {
    expect(materialQueueParams(url('result=rejected'), 1, 'approved').reviewedResult).toBe('approved');
    expect(materialQueueParams(url('result=rejected'), 1).reviewedResult).toBe('rejected');
    expect(materialQueueParams(url('result=all'), 1).reviewedResult).toBeUndefined();
  });

  it('knows every yes/no filter of spec §7', () => {
    expect([...BOOLEAN_FILTERS].sort()).toEqual(
      ['certificateIssued', 'examCompleted', 'invoiceIssued', 'issuedRegistrationCode', 'paymentCompleted', 'submittedMaterials'].sort(),
    );
    const all = materialQueueParams(url(BOOLEAN_FILTERS.map((f) => `${f}=true`).join('&')), 1);
    for (const f of BOOLEAN_FILTERS) expect(all[f]).toBe(true);
  });

  it('turns the URL into the payment queue request', () => {
    expect(paymentQueueParams(url('courseName=焊工'), 2, 'confirmed')).toEqual({ state: 'confirmed', courseName: '焊工', page: 1, size: 10 });
    expect(paymentQueueParams(url(''), 1, 'waiting')).toEqual({ state: 'waiting', page: 0, size: 10 });
  });

  it('sends false but leaves out empty values', () => {
    expect(toQuery({ a: false, b: undefined, c: '', d: 0, e: 'x', f: null })).toEqual({ a: false, d: 0, e: 'x' });
  });

  it('lists the most recently changed records once', () => {
    const a = [entry({ id: 1, updatedAt: 10 }), entry({ id: 2, updatedAt: 30 })];
    const b = [entry({ id: 3, updatedAt: 20 }), entry({ id: 2, updatedAt: 30 })];
    expect(mostRecent([a, b, undefined], 2).map((r) => r.id)).toEqual([2, 3]);
    expect(mostRecent([a, b], 10).map((r) => r.id)).toEqual([2, 3, 1]);
  });
});

describe('decisions', () => {
  const record = { status: 2 as ApplicationView['status'], paymentCompleted: false, invoiceIssued: false, paymentSubmittedAt: null as number | null };

  it('lets reviewers decide only a pending application', () => {
    expect(canDecideMaterials({ status: 1 })).toBe(true);
    for (const status of [2, 3, 4, null] as const) expect(canDecideMaterials({ status })).toBe(false);
  });

  it('lets finance decide a submitted, unconfirmed proof and invoice a paid enrolment once', () => {
    expect(canDecidePayment(record)).toBe(false);
    expect(canDecidePayment({ ...record, paymentSubmittedAt: 5 })).toBe(true);
    expect(canDecidePayment({ ...record, status: 4, paymentCompleted: true, paymentSubmittedAt: 5 })).toBe(false);
    expect(canIssueInvoice({ ...record, status: 4, paymentCompleted: true })).toBe(true);
    expect(canIssueInvoice({ ...record, status: 4, paymentCompleted: true, invoiceIssued: true })).toBe(false);
    expect(canIssueInvoice(record)).toBe(false);
  });

  it('records the exam of an enrolled learner, withdraws it until the certificate, certifies a passed enrolment', () => {
    const cert = { number: 'A-1', level: '四级/中级工', date: '2026-11-20', authority: '人社厅', courseId: 2, courseName: '电工', issuedAt: 1 };
    expect(canRecordExam({ id: 5, status: 4 })).toBe(true);
    for (const status of [1, 2, 3, null] as const) expect(canRecordExam({ id: 5, status })).toBe(false);
    expect(canRecordExam({ id: null, status: 4 })).toBe(false);
    expect(canWithdrawExam({ id: 5, status: 4, examCompleted: true, certificate: null })).toBe(true);
    expect(canWithdrawExam({ id: 5, status: 4, examCompleted: true, certificate: cert })).toBe(false);
    expect(canWithdrawExam({ id: 5, status: 4, examCompleted: false, certificate: null })).toBe(false);
    expect(canIssueCertificate({ status: 4, examCompleted: true })).toBe(true);
    expect(canIssueCertificate({ status: 4, examCompleted: false })).toBe(false);
    expect(canIssueCertificate({ status: 2, examCompleted: true })).toBe(false);
  });

  it('requires a reason of at most 500 characters', () => {
    expect(reasonProblem('')).toBe('required');
    expect(reasonProblem('   ')).toBe('required');
    expect(reasonProblem(undefined)).toBe('required');
    expect(reasonProblem('身份证照片不清晰')).toBeNull();
    expect(reasonProblem('字'.repeat(500))).toBeNull();
    expect(reasonProblem('字'.repeat(501))).toBe('tooLong');
  });
});

describe('the application form', () => {
  const form: Partial<ApplicationForm> = {
    name: '张三',
    examSubject: ['理论', '技能'],
    eduTime1: '2009.09-2012.07',
    eduSchool1: '广州市技师学院',
    eduMajor1: '电气',
    eduType1: '大专',
    eduSchool3: '夜校',
    workTime1: '2012.08-至今',
    signDate: '2026',
    signMonth: '11',
    signDay: '20',
  };

  it('shows texts and joins the exam subjects', () => {
    expect(formText(form, 'name')).toBe('张三');
    expect(formText(form, 'examSubject')).toBe('理论、技能');
    expect(formText(form, 'job')).toBe('');
  });

  it('keeps the filled experience rows only', () => {
    const edu = experienceRows(form, EDUCATION_COLUMNS);
    expect(edu.map((r) => r.key)).toEqual(['1', '3']);
    expect(edu[0]).toMatchObject({ eduSchool: '广州市技师学院', eduType: '大专' });
    expect(edu[1]).toMatchObject({ eduSchool: '夜校', eduTime: '' });
    expect(experienceRows(form, WORK_COLUMNS).map((r) => r.key)).toEqual(['1']);
    expect(experienceRows({}, WORK_COLUMNS)).toEqual([]);
  });

  it('writes the signature date as the paper form does', () => {
    expect(signatureDate(form)).toBe('2026年11月20日');
    expect(signatureDate({ signDate: '2026' })).toBe('');
  });

  it('names the Word download path and file', () => {
    expect(formDocxPath(7, 42)).toBe('/api/v0/reviewer/material/7/record/42/form.docx');
    expect(formDocxName({ courseName: '电工/中级', form: { name: '张三' } as ApplicationForm })).toBe('报名表-张三-电工_中级.docx');
  });
});
