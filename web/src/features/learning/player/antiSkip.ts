// Pure rules of the video player (spec 001 §4 "Video anti-skip", §9 constants): seek clamps, watched limit, saves.

/** A lesson counts as completed once this share of it has been watched. */
export const COMPLETE_PERCENT = 90;
/** Seeking forward up to this many seconds past the furthest watched second is tolerated. */
export const SEEK_TOLERANCE = 5;
/** Arrow keys move this many seconds. */
export const ARROW_STEP = 5;
/** Progress is saved this often while playing. */
export const SAVE_INTERVAL_MS = 5_000;
/** Positions under this many seconds are never saved. */
export const MIN_SAVE_TIME = 1;
/** Two clicks within this window are a double click (fullscreen); one click toggles play. */
export const DOUBLE_CLICK_MS = 200;
/** Controls hide after this long without pointer movement in fullscreen. */
export const CONTROLS_HIDE_MS = 2_000;
/** Volume keys and buttons move by this step. */
export const VOLUME_STEP = 0.1;
/**
 * A `timeupdate` further than this from the previous one is a jump (a seek), not playback: it
 * never extends the watched area. Browsers fire timeupdate every ~250 ms; 2× speed stays far below.
 */
export const MAX_PLAYBACK_TICK = 1.5;

export interface WatchState {
  /** The furthest second reached by playing (not by seeking). */
  furthest: number;
  /** Once completed, seeking is free. */
  completed: boolean;
  /** Seconds; 0 or NaN while unknown. */
  duration: number;
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

function clampToDuration(t: number, duration: number): number {
  const d = finite(duration);
  const low = Math.max(0, finite(t));
  return d > 0 ? Math.min(low, d) : low;
}

/** Percentage watched (0-100, whole numbers) from the furthest second and the duration. */
export function watchedPercent(furthest: number, duration: number): number {
  const d = finite(duration);
  if (d <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((finite(furthest) / d) * 100)));
}

export function reachesCompletion(furthest: number, duration: number): boolean {
  const d = finite(duration);
  return d > 0 && (finite(furthest) / d) * 100 >= COMPLETE_PERCENT;
}

/**
 * Where a seek to `target` may land. Completed: anywhere. Otherwise a target beyond the furthest
 * watched second plus the tolerance is pulled back to the furthest watched second.
 */
export function clampSeek(target: number, state: WatchState): number {
  const t = clampToDuration(target, state.duration);
  if (state.completed) return t;
  return t > state.furthest + SEEK_TOLERANCE ? clampToDuration(state.furthest, state.duration) : t;
}

/** True when a seek to `target` is pulled back (the caller warns the learner). */
export function isSeekRefused(target: number, state: WatchState): boolean {
  return !state.completed && clampToDuration(target, state.duration) > state.furthest + SEEK_TOLERANCE;
}

/** The furthest second the progress bar can be dragged to: the watched area, or all once completed. */
export function dragLimit(state: WatchState): number {
  const d = finite(state.duration);
  if (state.completed) return d;
  return clampToDuration(state.furthest, d);
}

/** A drag on the bar: the fraction of the bar becomes a time, never past the watched area. */
export function dragTarget(fraction: number, state: WatchState): number {
  const d = finite(state.duration);
  const f = Math.max(0, Math.min(1, finite(fraction)));
  return Math.min(f * d, dragLimit(state));
}

/** ArrowLeft/ArrowRight: 5 s back or forward; forward capped at the watched limit unless completed. */
export function arrowTarget(current: number, direction: -1 | 1, state: WatchState): number {
  const t = clampToDuration(finite(current) + direction * ARROW_STEP, state.duration);
  if (direction < 0 || state.completed) return t;
  return Math.max(Math.min(t, dragLimit(state)), Math.min(finite(current), t));
}

/**
 * The watched area after a `timeupdate` from `previous` to `current` seconds. Only playback
 * extends it, and by no more than was played: a tolerated jump ahead does not count as watched.
 */
export function nextFurthest(furthest: number, previous: number, current: number, duration: number): number {
  const delta = finite(current) - finite(previous);
  if (delta <= 0 || delta > MAX_PLAYBACK_TICK) return furthest;
  return Math.max(furthest, Math.min(clampToDuration(current, duration), furthest + delta));
}

/** Spec: only positions of at least 1 s are saved. */
export function shouldSave(currentTime: number): boolean {
  return finite(currentTime) >= MIN_SAVE_TIME;
}

/** Where playback resumes: the saved second, or the start when it was at (or past) the end. */
export function resumeAt(saved: number, duration: number): number {
  const s = Math.max(0, finite(saved));
  const d = finite(duration);
  if (d > 0 && s >= d - 1) return 0;
  return s;
}

/** Volume after one step up or down, kept within 0-1 and to one decimal. */
/** The speeds the player offers. */
export const RATES = [0.75, 1, 1.25, 1.5, 2];

/** The speeds up to the fastest the course credits (its study rules; all of them when it has none). */
export function ratesUpTo(maxRate: number | undefined): number[] {
  return maxRate ? RATES.filter((r) => r <= maxRate + 1e-9) : RATES;
}

export function stepVolume(volume: number, direction: -1 | 1): number {
  const v = Math.round((finite(volume) + direction * VOLUME_STEP) * 10) / 10;
  return Math.max(0, Math.min(1, v));
}

export function isDoubleClick(previousAt: number | null, now: number): boolean {
  return previousAt !== null && now - previousAt <= DOUBLE_CLICK_MS;
}

/** m:ss or h:mm:ss. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(finite(seconds)));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

// ---- the local mirror (spec 001 §3 local storage keys, per course and section) ------------------------

export const VIDEO_KEYS = ['video_time', 'video_percent', 'video_last_watched', 'video_completed'] as const;
export type VideoKey = (typeof VIDEO_KEYS)[number];

/**
 * `video_time_{courseId}_{sectionId}`; a lesson inside a section adds its item id
 * (`…_{sectionId}_{itemId}`) so two videos of one section keep separate positions.
 */
export function videoStorageKey(key: VideoKey, courseId: string | number, sectionId: string | number, itemId?: string | number): string {
  return [key, courseId, sectionId, itemId].filter((p) => p !== undefined && p !== null && p !== '').join('_');
}

export interface LocalVideoState {
  time: number;
  percent: number;
  lastWatched: number;
  completed: boolean;
}

export function readLocalVideo(courseId: string | number, sectionId: string | number, itemId?: string | number): LocalVideoState | null {
  try {
    const raw = localStorage.getItem(videoStorageKey('video_time', courseId, sectionId, itemId));
    if (raw === null) return null;
    const num = (k: VideoKey) => Number(localStorage.getItem(videoStorageKey(k, courseId, sectionId, itemId)) ?? 0) || 0;
    return {
      time: Number(raw) || 0,
      percent: num('video_percent'),
      lastWatched: num('video_last_watched'),
      completed: localStorage.getItem(videoStorageKey('video_completed', courseId, sectionId, itemId)) === 'true',
    };
  } catch {
    return null;
  }
}

export function writeLocalVideo(
  courseId: string | number,
  sectionId: string | number,
  itemId: string | number | undefined,
  state: LocalVideoState,
): void {
  try {
    localStorage.setItem(videoStorageKey('video_time', courseId, sectionId, itemId), String(Math.round(state.time * 10) / 10));
    localStorage.setItem(videoStorageKey('video_percent', courseId, sectionId, itemId), String(state.percent));
    localStorage.setItem(videoStorageKey('video_last_watched', courseId, sectionId, itemId), String(state.lastWatched));
    if (state.completed) localStorage.setItem(videoStorageKey('video_completed', courseId, sectionId, itemId), 'true');
  } catch {
    // Storage full or disabled: the server copy (for members) still holds the progress.
  }
}
