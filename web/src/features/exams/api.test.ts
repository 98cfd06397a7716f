import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { examKeys, invalidateAfterAttempt } from './api';

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
