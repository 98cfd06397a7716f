import { describe, expect, it } from 'vitest';
import { pageSizeOf, sizeParam } from './ListPagination';

const sizes = { options: [10, 20, 50, 100], initial: 100 };

describe('page size in the URL', () => {
  it('reads an offered size and falls back to the initial one', () => {
    expect(pageSizeOf('20', sizes)).toBe(20);
    expect(pageSizeOf(null, sizes)).toBe(100);
    expect(pageSizeOf('30', sizes)).toBe(100);
    expect(pageSizeOf('abc', sizes)).toBe(100);
  });

  it('leaves the initial size out of the URL', () => {
    expect(sizeParam(100, sizes)).toBeNull();
    expect(sizeParam(10, sizes)).toBe(10);
    expect(sizeParam(7, sizes)).toBeNull();
  });
});
