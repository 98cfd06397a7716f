import { describe, expect, it } from 'vitest';
import { courseAction } from './courseAction';

describe('classroom button table', () => {
  it.each([
    [true, null, 'study'],
    [true, 1, 'study'],
    [false, 4, 'study'],
    [false, 3, 'rejected'],
    [false, 2, 'pay'],
    [false, 1, 'pending'],
    [false, null, 'enrol'],
  ] as const)('publicCourse %s, status %s → %s', (publicCourse, status, kind) => {
    expect(courseAction({ publicCourse, status })).toBe(kind);
  });
});
