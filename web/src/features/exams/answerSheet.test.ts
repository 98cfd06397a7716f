import { describe, expect, it } from 'vitest';
import {
  completion,
  groupByKind,
  isAnswered,
  orderQuestions,
  resolveInitialAnswers,
  sanitizeAnswers,
  serializeAnswers,
  toggleChoice,
} from './answerSheet';
import type { PaperItem } from '../../lib/api-types';

const q = (id: number, type: PaperItem['type'], isMultiple = false): PaperItem => ({
  id,
  content: `Q${id}`,
  type,
  score: 5,
  metadata: type === 'CHOICE' ? { isMultiple, options: { A: 'a', B: 'b', C: 'c', D: 'd' } } : {},
});

const paper = [q(11, 'SHORT'), q(12, 'CHOICE', true), q(13, 'FILL'), q(14, 'JUDGE'), q(15, 'CHOICE')];

describe('answer sheet', () => {
  it('orders the paper single, multiple, judge, fill, short', () => {
    expect(orderQuestions(paper).map((x) => x.id)).toEqual([15, 12, 14, 13, 11]);
  });

  it('groups the ordered paper where the kind changes', () => {
    expect(groupByKind(orderQuestions([...paper, q(16, 'CHOICE'), q(17, 'SHORT')]))).toEqual([
      { kind: 'single', start: 0, count: 2 },
      { kind: 'multiple', start: 2, count: 1 },
      { kind: 'judge', start: 3, count: 1 },
      { kind: 'fill', start: 4, count: 1 },
      { kind: 'short', start: 5, count: 2 },
    ]);
    expect(groupByKind([])).toEqual([]);
  });

  it('counts blank texts and empty selections as unanswered', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ selected: [] })).toBe(false);
    expect(isAnswered({ text: '   ' })).toBe(false);
    expect(isAnswered({ value: false })).toBe(true);
    expect(isAnswered({ text: 'x' })).toBe(true);
  });

  it('computes completion in whole percent, rounded down', () => {
    expect(completion(paper, {})).toEqual({ answered: 0, total: 5, percent: 0 });
    expect(completion(paper, { 15: { selected: ['A'] }, 14: { value: true } })).toEqual({ answered: 2, total: 5, percent: 40 });
    const three = [q(1, 'JUDGE'), q(2, 'JUDGE'), q(3, 'JUDGE')];
    expect(completion(three, { 1: { value: true }, 2: { value: false } }).percent).toBe(66);
    expect(completion([], {}).percent).toBe(0);
  });

  it('serialises every question by id in the spec shapes, null when unanswered', () => {
    const body = serializeAnswers(paper, {
      12: { selected: ['C', 'A'] },
      13: { text: '  ' },
      14: { value: false },
      15: null,
      99: { text: 'stray' },
    });
    expect(body).toEqual({
      11: null,
      12: { selected: ['A', 'C'] },
      13: null,
      14: { value: false },
      15: null,
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('drops answers whose shape does not fit the question', () => {
    expect(
      sanitizeAnswers(paper, {
        12: { selected: ['A', 'Z', 'A'] },
        14: { value: 'yes' },
        15: { selected: ['B', 'C'] },
        11: { text: 'essay' },
        13: 'raw',
      }),
    ).toEqual({ 12: { selected: ['A'] }, 14: null, 15: { selected: ['B'] }, 11: { text: 'essay' }, 13: null });
    expect(sanitizeAnswers(paper, null)).toEqual({});
  });

  it('toggles multiple choices and replaces single ones', () => {
    expect(toggleChoice(null, 'B', false)).toEqual({ selected: ['B'] });
    expect(toggleChoice({ selected: ['B'] }, 'A', false)).toEqual({ selected: ['A'] });
    expect(toggleChoice({ selected: ['C'] }, 'A', true)).toEqual({ selected: ['A', 'C'] });
    expect(toggleChoice({ selected: ['A', 'C'] }, 'A', true)).toEqual({ selected: ['C'] });
  });

  describe('resuming', () => {
    const server = { 14: { value: true }, 11: { text: 'from server' } };

    it('takes the server draft when nothing is stored locally', () => {
      expect(resolveInitialAnswers(paper, server, null)).toEqual(server);
    });

    it('lets unsynced local changes win over the server draft', () => {
      const local = { answers: { 11: { text: 'typed after the last save' }, 14: null }, changedAt: 2000, syncedAt: 1000 };
      expect(resolveInitialAnswers(paper, server, local)).toEqual({ 14: null, 11: { text: 'typed after the last save' } });
    });

    it('trusts the server once it acknowledged the local state (it may be newer, from another computer)', () => {
      const local = { answers: { 11: { text: 'old' } }, changedAt: 1000, syncedAt: 1000 };
      expect(resolveInitialAnswers(paper, server, local)).toEqual(server);
    });

    it('treats a never-synced local state as unsynced', () => {
      const local = { answers: { 15: { selected: ['D'] } }, changedAt: 500, syncedAt: null };
      expect(resolveInitialAnswers(paper, {}, local)).toEqual({ 15: { selected: ['D'] } });
    });
  });
});
