import { describe, expect, it } from 'vitest';
import { CERTIFICATE_LEVELS, certificateRules, checkExamSchedule, checkPassScore, checkQuestionOptions, defaultPassScore, examRules, questionRules, validate } from './validation';

describe('question rules', () => {
  const base = { type: 'CHOICE', isMultiple: false, content: '1+1=?', subject: 'JavaWeb', score: 5, answerChoice: ['A'] };

  it('passes a complete single-choice question', () => {
    expect(validate(questionRules, base)).toEqual({});
  });

  it('requires text, subject, a positive score and an answer for the type', () => {
    expect(validate(questionRules, { ...base, content: ' ', subject: '', score: 0, answerChoice: [] })).toEqual({
      content: 'examAdmin.contentRequired',
      subject: 'examAdmin.subjectRequired',
      score: 'examAdmin.scoreInvalid',
      answerChoice: 'examAdmin.answerRequired',
    });
    expect(validate(questionRules, { ...base, type: 'JUDGE', answerJudge: null })).toEqual({ answerJudge: 'examAdmin.answerRequired' });
    expect(validate(questionRules, { ...base, type: 'JUDGE', answerJudge: false })).toEqual({});
    expect(validate(questionRules, { ...base, type: 'FILL', answerFill: [] })).toEqual({ answerFill: 'examAdmin.fillAnswerRequired' });
    expect(validate(questionRules, { ...base, type: 'SHORT', answerShort: '' })).toEqual({ answerShort: 'examAdmin.shortAnswerRequired' });
  });

  it('allows one answer for a single choice and several for a multiple choice', () => {
    expect(validate(questionRules, { ...base, answerChoice: ['A', 'B'] })).toEqual({ answerChoice: 'examAdmin.singleAnswerOne' });
    expect(validate(questionRules, { ...base, isMultiple: true, answerChoice: ['A', 'B'] })).toEqual({});
  });

  it('checks the options', () => {
    expect(checkQuestionOptions([{ text: 'a' }])).toBe('examAdmin.optionsMin');
    expect(checkQuestionOptions([{ text: 'a' }, { text: ' ' }])).toBe('examAdmin.optionRequired');
    expect(checkQuestionOptions(Array.from({ length: 9 }, () => ({ text: 'x' })))).toBe('examAdmin.optionsMax');
    expect(checkQuestionOptions([{ text: 'a' }, { text: 'b' }])).toBeNull();
  });
});

describe('exam rules', () => {
  it('requires a title, subject, whole positive minutes and a window', () => {
    expect(validate(examRules, { title: '', subject: '', durationMinutes: 0, schedule: null })).toEqual({
      title: 'examAdmin.titleRequired',
      subject: 'examAdmin.subjectRequired',
      durationMinutes: 'examAdmin.durationInvalid',
      schedule: 'examAdmin.scheduleRequired',
    });
    expect(validate(examRules, { title: '期末', subject: 'JavaWeb', durationMinutes: 1.5, schedule: [1, 2] })).toEqual({
      durationMinutes: 'examAdmin.durationInvalid',
    });
  });

  it('wants the window to end after it starts', () => {
    expect(checkExamSchedule(null, 5)).toBe('examAdmin.scheduleRequired');
    expect(checkExamSchedule(5, 5)).toBe('examAdmin.scheduleOrder');
    expect(checkExamSchedule(5, 6)).toBeNull();
  });
});

describe('pass mark', () => {
  it('is optional, else a whole number from 1 to the total', () => {
    expect(checkPassScore(null, 100)).toBeNull();
    expect(checkPassScore(undefined, 100)).toBeNull();
    expect(checkPassScore(1, 100)).toBeNull();
    expect(checkPassScore(100, 100)).toBeNull();
    expect(checkPassScore(0, 100)).toBe('examAdmin.passScoreRange');
    expect(checkPassScore(101, 100)).toBe('examAdmin.passScoreRange');
    expect(checkPassScore(59.5, 100)).toBe('examAdmin.passScoreRange');
  });

  it('defaults to 60 % of the total, rounded up', () => {
    expect(defaultPassScore(100)).toBe(60);
    expect(defaultPassScore(15)).toBe(9);
    expect(defaultPassScore(7)).toBe(5);
  });
});

describe('certificate rules', () => {
  const good = { number: 'GD-2026-000123', level: '四级/中级工', date: '2026-11-20', authority: '广东省职业技能鉴定指导中心' };

  it('passes a complete certificate of one of the five levels', () => {
    expect(CERTIFICATE_LEVELS).toHaveLength(5);
    for (const level of CERTIFICATE_LEVELS) expect(validate(certificateRules, { ...good, level })).toEqual({});
  });

  it('requires every field and checks the number, level, date and authority', () => {
    expect(validate(certificateRules, { number: ' ', level: '', date: '', authority: '' })).toEqual({
      number: 'review.certificate.numberRequired',
      level: 'review.certificate.levelRequired',
      date: 'review.certificate.dateRequired',
      authority: 'review.certificate.authorityRequired',
    });
    expect(validate(certificateRules, { ...good, number: '证书123' })).toEqual({ number: 'review.certificate.numberInvalid' });
    expect(validate(certificateRules, { ...good, number: 'A'.repeat(33) })).toEqual({ number: 'review.certificate.numberInvalid' });
    expect(validate(certificateRules, { ...good, level: '四级' })).toEqual({ level: 'review.certificate.levelRequired' });
    expect(validate(certificateRules, { ...good, date: '2026/11/20' })).toEqual({ date: 'review.certificate.dateRequired' });
    expect(validate(certificateRules, { ...good, authority: '中'.repeat(101) })).toEqual({ authority: 'review.certificate.authorityTooLong' });
  });
});
