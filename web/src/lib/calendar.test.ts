import { describe, expect, it } from 'vitest';
import { isDate } from './calendar';

describe('isDate', () => {
  it('takes real calendar dates written YYYY-MM-DD only', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-2-1')).toBe(false);
    expect(isDate('')).toBe(false);
    expect(isDate(null)).toBe(false);
  });
});
