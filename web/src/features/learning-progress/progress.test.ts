import { describe, expect, it } from 'vitest';
import { checkField, progressMessageRules } from '../../lib/validation';
import { examOutcome, progressFilter, progressListQuery, rowKey, studyTime } from './progress';

describe('progressListQuery', () => {
  it('keeps only the filters the server accepts; ?page= is 1-based in the URL', () => {
    expect(progressListQuery(new URLSearchParams('courseId=3&status=4&q=%20zhang%20&page=3&size=50'))).toEqual({ courseId: 3, status: 4, q: 'zhang', page: 2, size: 50 });
    expect(progressListQuery(new URLSearchParams('courseId=x&status=5&q=%20&page=-2&size=7'))).toEqual({ courseId: undefined, status: undefined, q: undefined, page: 0, size: 20 });
    expect(progressListQuery(new URLSearchParams('courseId=0&status=0'))).toMatchObject({ courseId: undefined, status: undefined });
  });

  it('gives the export the filters without the page', () => {
    expect(progressFilter({ courseId: 2, status: 1, q: 'li', page: 4, size: 10 } as never)).toEqual({ courseId: 2, status: 1, q: 'li' });
  });

  it('keys a row by course and learner', () => {
    expect(rowKey({ courseId: 7, userId: 12 })).toBe('7-12');
  });
});

describe('studyTime', () => {
  it('reads seconds as hours and whole minutes', () => {
    expect(studyTime(0)).toEqual({ key: 'none' });
    expect(studyTime(null)).toEqual({ key: 'none' });
    expect(studyTime(59)).toEqual({ key: 'underMinute' });
    expect(studyTime(60)).toEqual({ key: 'minutes', minutes: 1 });
    expect(studyTime(3599)).toEqual({ key: 'minutes', minutes: 59 });
    expect(studyTime(3600)).toEqual({ key: 'hours', hours: 1, minutes: 0 });
    expect(studyTime(2 * 3600 + 5 * 60 + 30)).toEqual({ key: 'hours', hours: 2, minutes: 5 });
  });
});

describe('examOutcome', () => {
  it('tells no record, ungraded, passed and failed apart', () => {
    expect(examOutcome({ examScore: null, examTotal: null, examPassed: null })).toBe('absent');
    // The server leaves the fields out when there is no record.
    expect(examOutcome({})).toBe('absent');
    expect(examOutcome({ examTotal: 100 })).toBe('pending');
    expect(examOutcome({ examScore: null, examTotal: 100, examPassed: null })).toBe('pending');
    expect(examOutcome({ examScore: 80, examTotal: 100, examPassed: true })).toBe('passed');
    expect(examOutcome({ examScore: 30, examTotal: 100, examPassed: false })).toBe('failed');
    expect(examOutcome({ examScore: 0, examTotal: 100, examPassed: false })).toBe('failed');
  });
});

describe('progressMessageRules', () => {
  it('requires a title of at most 50 characters and content of at most 2000', () => {
    expect(checkField(progressMessageRules, 'title', { title: '  ' })).toBe('progress.messageTitleRequired');
    expect(checkField(progressMessageRules, 'title', { title: '考'.repeat(50) })).toBeNull();
    expect(checkField(progressMessageRules, 'title', { title: '考'.repeat(51) })).toBe('progress.messageTitleTooLong');
    expect(checkField(progressMessageRules, 'content', { content: '' })).toBe('progress.messageContentRequired');
    expect(checkField(progressMessageRules, 'content', { content: 'a'.repeat(2000) })).toBeNull();
    expect(checkField(progressMessageRules, 'content', { content: 'a'.repeat(2001) })).toBe('progress.messageContentTooLong');
  });
});
