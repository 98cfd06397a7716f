import { describe, expect, it } from 'vitest';
import { preparePostBody } from './requestRules';

describe('POST body rules (spec 001 §7)', () => {
  it('forces the body id of an admin exam update to the URL id', () => {
    expect(preparePostBody('/api/v0/admin/exam/12', { id: 99, title: 'x' })).toEqual({ id: 12, title: 'x' });
    expect(preparePostBody('/api/v0/admin/exam/12', { title: 'x' })).toEqual({ id: 12, title: 'x' });
    expect(preparePostBody('/api/v0/admin/exam', { title: 'x' })).toEqual({ title: 'x' });
    expect(preparePostBody('/api/v0/exam/12/submit', { answers: {} })).toEqual({ answers: {} });
  });

  it('parses metadata strings, invalid ones becoming an empty object', () => {
    expect(preparePostBody('/api/v0/admin/question', { metadata: '{"isMultiple":true}' })).toEqual({ metadata: { isMultiple: true } });
    expect(preparePostBody('/api/v0/admin/question', { metadata: 'oops' })).toEqual({ metadata: {} });
    expect(preparePostBody('/api/v0/admin/question', { metadata: '[1]' })).toEqual({ metadata: {} });
  });

  it('parses answer strings that are JSON but keeps a short answer as text', () => {
    expect(preparePostBody('/api/v0/admin/question', { type: 'CHOICE', answer: '["A","C"]' })).toEqual({ type: 'CHOICE', answer: ['A', 'C'] });
    expect(preparePostBody('/api/v0/admin/question', { type: 'JUDGE', answer: 'true' })).toEqual({ type: 'JUDGE', answer: true });
    expect(preparePostBody('/api/v0/admin/question', { type: 'FILL', answer: 'plain' })).toEqual({ type: 'FILL', answer: 'plain' });
    expect(preparePostBody('/api/v0/admin/question', { type: 'SHORT', answer: 'true' })).toEqual({ type: 'SHORT', answer: 'true' });
  });

  it('leaves other bodies alone', () => {
    expect(preparePostBody('/api/v0/admin/exam/3', null)).toBeNull();
    expect(preparePostBody('/api/v0/admin/exam/3', [1])).toEqual([1]);
  });
});
