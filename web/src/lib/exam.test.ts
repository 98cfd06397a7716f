import { describe, expect, it } from 'vitest';
import { answerDisplay, durationMinutes, examStatusAt, formatScore, optionEntries, orderByKind, questionKind, subjectTabs } from './exam';

describe('exam status', () => {
  const start = 1_000_000;
  const end = 2_000_000;
  it('derives notStarted, started and ended from the clock', () => {
    expect(examStatusAt(start, end, start - 1)).toBe('notStarted');
    expect(examStatusAt(start, end, start)).toBe('started');
    expect(examStatusAt(start, end, end - 1)).toBe('started');
    expect(examStatusAt(start, end, end)).toBe('ended');
  });
  it('is notStarted when a bound is missing', () => {
    expect(examStatusAt(null, end, start)).toBe('notStarted');
    expect(examStatusAt(start, null, start + 1)).toBe('notStarted');
  });
});

describe('exam display', () => {
  it('shows the duration in minutes rounded up', () => {
    expect(durationMinutes(7200)).toBe(120);
    expect(durationMinutes(61)).toBe(2);
    expect(durationMinutes(59)).toBe(1);
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(null)).toBe(0);
  });

  it('orders questions single, multiple, judge, fill, short and keeps ties stable', () => {
    const items = [
      { id: 1, type: 'SHORT' as const },
      { id: 2, type: 'CHOICE' as const, multi: true },
      { id: 3, type: 'FILL' as const },
      { id: 4, type: 'JUDGE' as const },
      { id: 5, type: 'CHOICE' as const },
      { id: 6, type: 'CHOICE' as const, multi: true },
      { id: 7, type: 'CHOICE' as const },
    ];
    const ordered = orderByKind(items, (i) => questionKind(i.type, 'multi' in i && i.multi));
    expect(ordered.map((i) => i.id)).toEqual([5, 7, 2, 6, 4, 3, 1]);
  });

  it('reads answers in the submit and bank shapes', () => {
    expect(answerDisplay(null)).toEqual({ kind: 'none' });
    expect(answerDisplay({ selected: ['A', 'C'] })).toEqual({ kind: 'labels', labels: ['A', 'C'] });
    expect(answerDisplay(['B'])).toEqual({ kind: 'labels', labels: ['B'] });
    expect(answerDisplay({ value: false })).toEqual({ kind: 'judge', value: false });
    expect(answerDisplay(true)).toEqual({ kind: 'judge', value: true });
    expect(answerDisplay({ text: ' HTTP ' })).toEqual({ kind: 'texts', texts: [' HTTP '] });
    expect(answerDisplay(['GET', 'get'])).toEqual({ kind: 'texts', texts: ['GET', 'get'] });
    expect(answerDisplay({ text: '  ' })).toEqual({ kind: 'none' });
    expect(answerDisplay('reference')).toEqual({ kind: 'texts', texts: ['reference'] });
    expect(answerDisplay(['A'], 'FILL')).toEqual({ kind: 'texts', texts: ['A'] });
    expect(answerDisplay(['A'], 'CHOICE')).toEqual({ kind: 'labels', labels: ['A'] });
  });

  it('sorts options by label and formats scores', () => {
    expect(optionEntries({ C: 'c', A: 'a', B: 'b' }).map(([l]) => l)).toEqual(['A', 'B', 'C']);
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(10)).toBe('10');
    expect(formatScore(null)).toBe('—');
  });
});

describe('record subject tabs', () => {
  it('lists the spec subjects first, then other reported subjects once', () => {
    expect(subjectTabs(undefined)).toEqual(['JavaWeb', 'Python爬虫', '区块链搭建与运维', '智能合约']);
    expect(subjectTabs(['智能合约', ' 云计算 ', '', null, '云计算'])).toEqual(['JavaWeb', 'Python爬虫', '区块链搭建与运维', '智能合约', '云计算']);
  });
});
