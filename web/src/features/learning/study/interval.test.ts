import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditedClock, pageState, periods, report, sameState } from './interval';

afterEach(() => vi.restoreAllMocks());

describe('a heartbeat report', () => {
  it('says what the interval was like, with the input age in whole milliseconds', () => {
    const state = { playing: true, visible: true, focused: false, rate: 1.5 };
    expect(report(3, 42, state, 1234.6)).toEqual({
      seq: 3,
      itemId: 42,
      playing: true,
      visible: true,
      focused: false,
      rate: 1.5,
      lastInputAgeMs: 1235,
    });
    expect(report(1, 1, state, -5).lastInputAgeMs).toBe(0);
  });

  it('reads the page: a hidden page, a paused or missing player', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    expect(pageState(null)).toEqual({ playing: false, visible: false, focused: true, rate: 1 });
    const media = document.createElement('video');
    Object.defineProperty(media, 'paused', { value: false });
    media.playbackRate = 2;
    expect(pageState(media)).toMatchObject({ playing: true, rate: 2 });
  });

  it('tells a change of state from the same state', () => {
    const a = { playing: true, visible: true, focused: true, rate: 1 };
    expect(sameState(a, { ...a })).toBe(true);
    expect(sameState(a, { ...a, visible: false })).toBe(false);
    expect(sameState(a, { ...a, rate: 1.25 })).toBe(false);
  });
});

describe('credited time', () => {
  it('reads as 学时 to a tenth, rounded down', () => {
    expect(periods(0, 45)).toBe('0');
    expect(periods(45 * 60_000, 45)).toBe('1');
    expect(periods(67.5 * 60_000, 45)).toBe('1.5');
    expect(periods(44 * 60_000, 45)).toBe('0.9');
  });

  it('reads as minutes and seconds, hours first when there are any', () => {
    expect(creditedClock(0)).toBe('0:00');
    expect(creditedClock(65_400)).toBe('1:05');
    expect(creditedClock(3_725_000)).toBe('1:02:05');
  });
});
