import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { examCenterParams, examKeys, invalidateAfterAttempt } from './api';

describe('invalidateAfterAttempt', () => {
  it('marks the lists and records stale but leaves the open paper alone (refetching it would start the attempt again)', async () => {
    const client = new QueryClient();
    const list = examKeys.list({ status: 'all', page: 0 });
    const records = examKeys.records({ page: 0 });
    const session = examKeys.session(7);
    for (const key of [list, records, session]) client.setQueryData(key, {});
    await invalidateAfterAttempt(client);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(records)?.isInvalidated).toBe(true);
    expect(client.getQueryState(session)?.isInvalidated).toBe(false);
  });
});

describe('the exam centre read from its address (page and prefetch alike)', () => {
  const at = (query: string) => new URLSearchParams(query);
  it('an unknown status is all; the page is 0-based', () => {
    expect(examCenterParams(at('status=ended&page=2'))).toEqual({ status: 'ended', page: 1 });
    expect(examCenterParams(at('status=nonsense'))).toEqual({ status: 'all', page: 0 });
  });
});
