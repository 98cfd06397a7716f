import { describe, expect, it } from 'vitest';
import { stillState } from './grading';

describe('a camera still on the conduct record', () => {
  it('is taken in time, late, missed, or deleted after the retention period', () => {
    expect(stillState({ takenAt: 1_000, deadline: 65_000, deletedAt: null })).toBe('taken');
    expect(stillState({ takenAt: 65_000, deadline: 65_000, deletedAt: null })).toBe('taken');
    expect(stillState({ takenAt: 65_001, deadline: 65_000, deletedAt: null })).toBe('late');
    expect(stillState({ takenAt: null, deadline: 65_000, deletedAt: null })).toBe('missed');
    expect(stillState({ takenAt: 1_000, deadline: 65_000, deletedAt: 9_000_000 })).toBe('deleted');
  });
});
