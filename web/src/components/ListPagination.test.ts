import { describe, expect, it } from 'vitest';
import { pageSizeOf, pagerPages, sizeParam } from './ListPagination';

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

describe('the pager', () => {
  it('shows every page of up to seven, else the ends and two pages either side of the current one', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pagerPages(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pagerPages(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagerPages(20, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
    expect(pagerPages(17, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
  });
});
