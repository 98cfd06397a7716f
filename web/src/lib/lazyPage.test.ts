import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withTimeout } from './lazyPage';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the chunk when it arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 50)).resolves.toBe('page');
  });

  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const loading = withTimeout(never);
    const settled = expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    let done = false;
    void loading.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    vi.advanceTimersByTime(1);
    await settled;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a failed chunk on', async () => {
    await expect(withTimeout(Promise.reject(new Error('Failed to fetch dynamically imported module')), 50)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
