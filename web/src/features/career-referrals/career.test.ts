import { describe, expect, it } from 'vitest';
import { positionBody, positionQuery, referralQuery } from './api';
import { candidateKey, eventKind, positionValues, qualificationOf, toPositionBody } from './career';
import type { PositionView } from '../../lib/api-types';

const position: PositionView = {
  id: 3,
  company: '广州电力工程有限公司',
  title: '电工',
  city: '广州',
  salaryMin: 8000,
  salaryMax: null,
  requirements: '持有电工证',
  contact: '李经理',
  status: 'open',
  referralCount: 2,
  createdAt: 1,
  updatedAt: 2,
};

describe('qualificationOf', () => {
  it('names the strongest reason: a certificate, then the exam passed, then the lessons done', () => {
    expect(qualificationOf({ certificateNumber: 'GD-2026-1', examCompleted: true, lessonsDone: 12, lessonsTotal: 12 })).toEqual({ key: 'certificate', number: 'GD-2026-1' });
    expect(qualificationOf({ certificateNumber: null, examCompleted: true, lessonsDone: 3, lessonsTotal: 12 })).toEqual({ key: 'examPassed' });
    expect(qualificationOf({ certificateNumber: null, examCompleted: false, lessonsDone: 12, lessonsTotal: 12 })).toEqual({ key: 'lessonsDone' });
  });

  it('keys a candidate by learner and course', () => {
    expect(candidateKey({ userId: 16, courseId: 2 })).toBe('16-2');
  });
});

describe('the position form', () => {
  it('starts a new position open, and an edited one from its values', () => {
    expect(positionValues(null)).toEqual({ status: 'open' });
    expect(positionValues(position)).toMatchObject({ company: '广州电力工程有限公司', salaryMin: 8000, salaryMax: null, status: 'open' });
  });

  it('sends trimmed texts and an empty salary as null', () => {
    expect(toPositionBody({ company: ' 公司 ', title: '电工 ', city: '广州', salaryMin: 8000, salaryMax: '', contact: ' 李经理', requirements: undefined })).toEqual({
      company: '公司',
      title: '电工',
      city: '广州',
      salaryMin: 8000,
      salaryMax: null,
      requirements: '',
      contact: '李经理',
      status: 'open',
    });
  });

  it('closes or reopens with the full body the PUT needs', () => {
    expect(positionBody(position, { status: 'closed' })).toEqual({
      company: '广州电力工程有限公司',
      title: '电工',
      city: '广州',
      salaryMin: 8000,
      salaryMax: null,
      requirements: '持有电工证',
      contact: '李经理',
      status: 'closed',
    });
  });
});

describe('the list queries from the URL', () => {
  it('keeps only what the server accepts; pages are zero-based', () => {
    expect(referralQuery(new URLSearchParams('status=interviewing&positionId=3&q=%20张%20&page=2&size=50'))).toEqual({ status: 'interviewing', positionId: 3, q: '张', page: 1, size: 50 });
    expect(referralQuery(new URLSearchParams('status=open&positionId=x&size=7'))).toEqual({ status: undefined, positionId: undefined, q: undefined, page: 0, size: 20 });
    expect(positionQuery(new URLSearchParams('tab=positions&status=closed&q=广州'))).toEqual({ status: 'closed', q: '广州', page: 0, size: 20 });
    expect(positionQuery(new URLSearchParams('status=hired'))).toMatchObject({ status: undefined });
  });
});

describe('eventKind', () => {
  it('tells the referral itself, a status change and a note apart', () => {
    expect(eventKind({ from: null, to: 'recommended' })).toBe('created');
    expect(eventKind({ from: 'recommended', to: 'interviewing' })).toBe('changed');
    expect(eventKind({ from: 'interviewing', to: 'interviewing' })).toBe('noted');
  });
});
