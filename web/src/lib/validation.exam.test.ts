import { describe, expect, it } from 'vitest';
import { checkExamSchedule, checkQuestionOptions, examRules, questionRules, validate } from './validation';

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
