import { describe, expect, it } from 'vitest';
import {
  arrowTarget,
  clampSeek,
  dragLimit,
  dragTarget,
  formatClock,
  isDoubleClick,
  isSeekRefused,
  nextFurthest,
  reachesCompletion,
  readLocalVideo,
  resumeAt,
  shouldSave,
  ratesUpTo,
  stepVolume,
  videoStorageKey,
  watchedPercent,
  writeLocalVideo,
  type WatchState,
} from './antiSkip';

const open = (furthest: number, duration = 100): WatchState => ({ furthest, duration, completed: false });
const done = (furthest: number, duration = 100): WatchState => ({ furthest, duration, completed: true });

describe('seeking', () => {
  it('allows seeks back and up to 5 s past the furthest watched second', () => {
    expect(clampSeek(10, open(30))).toBe(10);
    expect(clampSeek(35, open(30))).toBe(35);
    expect(isSeekRefused(35, open(30))).toBe(false);
  });

  it('pulls a seek further ahead back to the furthest watched second', () => {
    expect(clampSeek(35.5, open(30))).toBe(30);
    expect(clampSeek(90, open(0))).toBe(0);
    expect(isSeekRefused(90, open(0))).toBe(true);
  });

  it('seeks freely once completed, within the video', () => {
    expect(clampSeek(99, done(91))).toBe(99);
    expect(clampSeek(150, done(91))).toBe(100);
    expect(clampSeek(-3, done(91))).toBe(0);
    expect(isSeekRefused(99, done(0))).toBe(false);
  });

  it('keeps seeks inside the video while the duration is unknown', () => {
    expect(clampSeek(-1, open(10, NaN))).toBe(0);
    expect(clampSeek(12, open(10, 0))).toBe(12);
  });
});

describe('dragging the bar', () => {
  it('is limited to the watched area until completed', () => {
    expect(dragLimit(open(40))).toBe(40);
    expect(dragTarget(0.2, open(40))).toBe(20);
    expect(dragTarget(0.8, open(40))).toBe(40);
    expect(dragTarget(0.8, done(95))).toBe(80);
    expect(dragTarget(1.5, done(95))).toBe(100);
    expect(dragLimit(done(10))).toBe(100);
  });
});

describe('arrow keys', () => {
  it('step 5 s back, never below 0', () => {
    expect(arrowTarget(20, -1, open(20))).toBe(15);
    expect(arrowTarget(3, -1, open(20))).toBe(0);
  });

  it('step forward only within the watched area unless completed', () => {
    expect(arrowTarget(10, 1, open(30))).toBe(15);
    expect(arrowTarget(28, 1, open(30))).toBe(30);
    expect(arrowTarget(30, 1, open(30))).toBe(30);
    // A position inside the tolerance never moves backwards on ArrowRight.
    expect(arrowTarget(33, 1, open(30))).toBe(33);
    expect(arrowTarget(30, 1, done(95))).toBe(35);
    expect(arrowTarget(98, 1, done(95))).toBe(100);
  });
});

describe('watched area', () => {
  it('grows with playback ticks', () => {
    expect(nextFurthest(10, 10, 10.25, 100)).toBe(10.25);
    expect(nextFurthest(10, 9, 9.25, 100)).toBe(10);
  });

  it('does not grow with jumps or backward moves', () => {
    expect(nextFurthest(10, 10, 14, 100)).toBe(10);
    expect(nextFurthest(10, 10, 5, 100)).toBe(10);
  });

  it('grows only by what was played after a tolerated jump ahead', () => {
    // Jumped from 10 to 14 (allowed), then played 0.25 s: watched area is 10.25, not 14.25.
    expect(nextFurthest(10, 14, 14.25, 100)).toBe(10.25);
  });

  it('never passes the duration', () => {
    expect(nextFurthest(99.9, 99.9, 100.3, 100)).toBe(100);
  });

  it('completes at 90 %', () => {
    expect(watchedPercent(45, 100)).toBe(45);
    expect(watchedPercent(45, 0)).toBe(0);
    expect(reachesCompletion(89.9, 100)).toBe(false);
    expect(reachesCompletion(90, 100)).toBe(true);
    expect(reachesCompletion(9, 10)).toBe(true);
  });
});

describe('saving and resuming', () => {
  it('saves only from 1 s on', () => {
    expect(shouldSave(0.99)).toBe(false);
    expect(shouldSave(1)).toBe(true);
    expect(shouldSave(NaN)).toBe(false);
  });

  it('resumes at the saved second, from the start when it was the end', () => {
    expect(resumeAt(42, 100)).toBe(42);
    expect(resumeAt(99.5, 100)).toBe(0);
    expect(resumeAt(12, NaN)).toBe(12);
  });

  it('mirrors the spec keys per course and section (and item)', () => {
    expect(videoStorageKey('video_time', 7, 3)).toBe('video_time_7_3');
    expect(videoStorageKey('video_completed', 7, 3, 11)).toBe('video_completed_7_3_11');
    expect(readLocalVideo(7, 3, 11)).toBeNull();
    writeLocalVideo(7, 3, 11, { time: 12.34, percent: 12, lastWatched: 1000, completed: false });
    expect(localStorage.getItem('video_time_7_3_11')).toBe('12.3');
    expect(localStorage.getItem('video_percent_7_3_11')).toBe('12');
    expect(localStorage.getItem('video_last_watched_7_3_11')).toBe('1000');
    expect(localStorage.getItem('video_completed_7_3_11')).toBeNull();
    writeLocalVideo(7, 3, 11, { time: 95, percent: 95, lastWatched: 2000, completed: true });
    expect(readLocalVideo(7, 3, 11)).toEqual({ time: 95, percent: 95, lastWatched: 2000, completed: true });
  });
});

describe('controls', () => {
  it('steps the volume by 0.1 within 0-1', () => {
    expect(stepVolume(0.5, 1)).toBe(0.6);
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.05, -1)).toBe(0);
    expect(stepVolume(0.3, -1)).toBe(0.2);
  });

  it('offers no speed above what the course credits', () => {
    expect(ratesUpTo(undefined)).toEqual([0.75, 1, 1.25, 1.5, 2]);
    expect(ratesUpTo(1)).toEqual([0.75, 1]);
    expect(ratesUpTo(1.5)).toEqual([0.75, 1, 1.25, 1.5]);
    expect(ratesUpTo(1.3)).toEqual([0.75, 1, 1.25]);
  });

  it('treats two clicks within 200 ms as a double click', () => {
    expect(isDoubleClick(null, 1000)).toBe(false);
    expect(isDoubleClick(1000, 1200)).toBe(true);
    expect(isDoubleClick(1000, 1201)).toBe(false);
  });

  it('formats the clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
