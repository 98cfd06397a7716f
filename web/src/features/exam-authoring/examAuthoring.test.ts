import { describe, expect, it } from 'vitest';
import { addPicked, emptyExamForm, examToForm, examTotal, formToExamBody, itemsValid, ownPassScore, ruleFromBody, rulesTotal } from './examForm';
import { draftTotal, gradesBody, initialGrades, missingScores } from './grading';
import { emptyQuestionForm, formToBody, pruneChoiceAnswer, questionToForm } from './questionForm';
import type { AnswerDetail, QuestionView } from '../../lib/api-types';

const question = (over: Partial<QuestionView>): QuestionView => ({
  id: 1,
  type: 'CHOICE',
  content: 'Q',
  metadata: { isMultiple: false, options: { A: 'a', B: 'b' } },
  answer: ['A'],
  score: 5,
  explanation: null,
  subject: 'JavaWeb',
  categoryId: null,
  difficulty: 2,
  tags: [],
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe('question form', () => {
  it('starts as a single choice worth the default 5 points', () => {
    const f = emptyQuestionForm();
    expect(f.type).toBe('CHOICE');
    expect(f.score).toBe(5);
    expect(f.options).toHaveLength(4);
  });

  it('round-trips every type through the form in the bank shapes', () => {
    const choice = question({ metadata: { isMultiple: true, options: { B: 'two', A: 'one', C: 'three' } }, answer: ['C', 'A'], categoryId: 7, difficulty: 3, tags: ['网络'] });
    expect(formToBody(questionToForm(choice))).toEqual({
      type: 'CHOICE',
      content: 'Q',
      score: 5,
      explanation: null,
      subject: 'JavaWeb',
      categoryId: 7,
      difficulty: 3,
      tags: ['网络'],
      metadata: { isMultiple: true, options: { A: 'one', B: 'two', C: 'three' } },
      answer: ['A', 'C'],
    });
    expect(formToBody(questionToForm(question({ type: 'JUDGE', metadata: {}, answer: false }))).answer).toBe(false);
    expect(formToBody(questionToForm(question({ type: 'FILL', metadata: {}, answer: ['HTTP', 'http'] }))).answer).toEqual(['HTTP', 'http']);
    expect(formToBody(questionToForm(question({ type: 'SHORT', metadata: {}, answer: '参考答案' }))).answer).toBe('参考答案');
  });

  it('trims and de-duplicates fill answers and trims text fields', () => {
    const f = { ...emptyQuestionForm(' Python爬虫 '), type: 'FILL' as const, content: ' 协议 ', answerFill: [' GET ', 'GET', ''] };
    expect(formToBody(f)).toMatchObject({ content: '协议', subject: 'Python爬虫', answer: ['GET'], metadata: {} });
  });

  it('sends no 知识点 as 0 (left out, the stored one would stay) and tags trimmed once', () => {
    const f = { ...emptyQuestionForm('JavaWeb'), type: 'SHORT' as const, content: 'x', answerShort: 'y', tags: [' 网络 ', '网络', ''] };
    expect(formToBody(f)).toMatchObject({ categoryId: 0, difficulty: 2, tags: ['网络'] });
    expect(emptyQuestionForm('JavaWeb', 4).categoryId).toBe(4);
  });

  it('prunes choice answers to existing options', () => {
    expect(pruneChoiceAnswer(['D', 'A', 'B'], 3, true)).toEqual(['A', 'B']);
    expect(pruneChoiceAnswer(['B', 'A'], 4, false)).toEqual(['A']);
  });
});

describe('exam form', () => {
  const q1 = question({ id: 1, score: 5 });
  const q2 = question({ id: 2, score: 10, type: 'SHORT' });

  it('adds each picked question once with its own points and totals them', () => {
    const items = addPicked(addPicked([], [q1]), [q1, q2]);
    expect(items.map((i) => [i.questionId, i.score])).toEqual([
      [1, 5],
      [2, 10],
    ]);
    expect(examTotal(items)).toBe(15);
    expect(itemsValid(items)).toBe(true);
    expect(itemsValid([])).toBe(false);
    expect(itemsValid([{ questionId: 1, score: 0, question: null }])).toBe(false);
    expect(itemsValid([{ questionId: 1, score: 2.5, question: null }])).toBe(false);
  });

  it('sends seconds, the window, null for an exam open to all learners and when answers are shown', () => {
    const body = formToExamBody(
      { title: ' 期末 ', description: '', cover: null, durationMinutes: 90, schedule: [1000, 2000], subject: 'JavaWeb', courseId: null, answerVisibility: 'never', passScore: null, requiresHours: true, shuffleQuestions: true, shuffleOptions: false, mode: 'fixed', rules: [], attemptsAllowed: 3, gradingMethod: 'average', attemptWaitMinutes: 30, exitLimit: 0, requireFullscreen: true, cameraRequired: true },
      addPicked([], [q1, q2]),
    );
    expect(body).toEqual({
      title: '期末',
      description: null,
      cover: null,
      duration: 5400,
      startedAt: 1000,
      expiredAt: 2000,
      subject: 'JavaWeb',
      courseId: null,
      answerVisibility: 'never',
      passScore: null,
      requiresHours: false,
      shuffleQuestions: true,
      shuffleOptions: false,
      attemptsAllowed: 3,
      gradingMethod: 'average',
      attemptWait: 1800,
      exitLimit: 0,
      requireFullscreen: true,
      cameraRequired: true,
      items: [
        { questionId: 1, score: 5 },
        { questionId: 2, score: 10 },
      ],
      rules: [],
    });
  });

  it('sends a drawn paper as its rules and no items, and reads them back', () => {
    const values = { ...emptyExamForm(), title: 'T', schedule: [1, 2] as [number, number], subject: 'S', mode: 'drawn' as const };
    values.rules = [
      { kind: 'multiple', categoryId: 7, difficulty: 3, count: 5, score: 4 },
      { kind: 'judge', categoryId: null, difficulty: 0, count: 10, score: 1 },
    ];
    const body = formToExamBody(values, addPicked([], [q1]));
    expect(body.items).toEqual([]);
    expect(body.rules).toEqual([
      { type: 'CHOICE', multiple: true, categoryId: 7, difficulty: 3, count: 5, score: 4 },
      { type: 'JUDGE', count: 10, score: 1 },
    ]);
    expect(rulesTotal(values.rules)).toBe(30);
    expect(body.rules!.map(ruleFromBody)).toEqual(values.rules);
  });

  it('reads a stored exam into the form (minutes rounded up)', () => {
    const { values, items } = examToForm({
      exam: {
        id: 3, title: 'T', name: 'T', description: null, cover: null, duration: 3601, startedAt: 1, expiredAt: 2, createdAt: 0,
        status: 'started', subject: 'JavaWeb', totalScore: 5, questionCount: 1, courseId: 4, canTake: false, completed: false,
        answerVisibility: 'afterGrading', passScore: 4, requiresHours: true, attemptsAllowed: 2, attemptsUsed: 0, attemptOpen: false,
        nextAttemptAt: null, gradingMethod: 'last', result: null,
      },
      items: [{ questionId: 1, score: 5, question: q1 }],
      rules: [],
      shuffleQuestions: false,
      shuffleOptions: true,
      attemptWait: 600,
      exitLimit: 5,
      requireFullscreen: true,
      cameraRequired: false,
    });
    expect(values).toMatchObject({ durationMinutes: 61, schedule: [1, 2], courseId: 4, description: '', answerVisibility: 'afterGrading', passScore: 4, requiresHours: true, shuffleOptions: true });
    expect(values).toMatchObject({ attemptsAllowed: 2, gradingMethod: 'last', attemptWaitMinutes: 10, exitLimit: 5, requireFullscreen: true, cameraRequired: false });
    expect(items).toEqual([{ questionId: 1, score: 5, question: q1 }]);
  });

  it('sends the pass mark, and shows a pass mark equal to the default (60 % rounded up) as empty', () => {
    const values = { title: 'T', description: '', cover: null, durationMinutes: 60, schedule: [1, 2] as [number, number], subject: 'S', courseId: null, answerVisibility: 'afterClose' as const, requiresHours: false, shuffleQuestions: false, shuffleOptions: false, mode: 'fixed' as const, rules: [], attemptsAllowed: 1, gradingMethod: 'highest' as const, attemptWaitMinutes: 0, exitLimit: 3, requireFullscreen: false, cameraRequired: false };
    expect(formToExamBody({ ...values, passScore: 72 }, addPicked([], [q1])).passScore).toBe(72);
    expect(formToExamBody({ ...values, passScore: null }, addPicked([], [q1])).passScore).toBeNull();
    expect(ownPassScore(60, 100)).toBeNull();
    expect(ownPassScore(9, 15)).toBeNull();
    expect(ownPassScore(10, 15)).toBe(10);
    expect(ownPassScore(undefined, 15)).toBeNull();
  });
});

describe('grading', () => {
  const answer = (over: Partial<AnswerDetail>): AnswerDetail => ({
    questionId: 1, type: 'CHOICE', content: '', options: {}, isMultiple: false, answer: null, correctAnswer: null,
    score: 5, maxScore: 5, comment: null, explanation: null, autoScored: true, scoreHidden: false, ...over,
  });
  const answers = [answer({ questionId: 1 }), answer({ questionId: 2, type: 'SHORT', score: null, maxScore: 10, autoScored: false })];

  it('counts short answers still without a score and totals the drafts', () => {
    const drafts = initialGrades(answers);
    expect(missingScores(answers, drafts)).toBe(1);
    expect(draftTotal(answers, drafts)).toBe(5);
    drafts['2'] = { score: 7, comment: '' };
    expect(missingScores(answers, drafts)).toBe(0);
    expect(draftTotal(answers, drafts)).toBe(12);
  });

  it('sends every scored short answer and only the changed others, clamped to the maximum', () => {
    const drafts = initialGrades(answers);
    drafts['2'] = { score: 12, comment: ' 要点齐全 ' };
    expect(gradesBody(answers, drafts)).toEqual({ grades: { 2: { score: 10, comment: '要点齐全' } } });
    drafts['1'] = { score: 3, comment: '' };
    expect(gradesBody(answers, drafts).grades?.['1']).toEqual({ score: 3, comment: null });
  });
});
