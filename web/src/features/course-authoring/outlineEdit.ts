// Pure helpers of the course editor: moving an entry up or down, the upload policy per lesson type, media duration.
import { DURATION_PRELOAD_TIMEOUT_MS, type ItemType } from '../../lib/course';

/** The ids with the entry at `index` moved one place up (-1) or down (+1); null when it cannot move. */
export function moveId(ids: number[], index: number, direction: -1 | 1): number[] | null {
  const target = index + direction;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const ACCEPT: Record<Exclude<ItemType, 'TEXT'>, string> = {
  IMAGE: 'image/jpeg,image/png,image/gif,image/webp',
  VIDEO: 'video/mp4,video/webm',
  AUDIO: 'audio/mpeg,audio/wav,audio/x-wav,audio/ogg,audio/mp4,audio/x-m4a,audio/flac,.mp3,.wav,.ogg,.m4a,.flac',
};

export const TYPE_HINT: Record<Exclude<ItemType, 'TEXT'>, string> = {
  IMAGE: 'authoring.imageTypes',
  VIDEO: 'authoring.videoTypes',
  AUDIO: 'authoring.audioTypes',
};

/**
 * The duration of a video or audio file read in the browser (a hidden media element's
 * loadedmetadata); null when it cannot be read within 3 s.
 */
export function readMediaDuration(url: string, kind: 'video' | 'audio', timeoutMs = DURATION_PRELOAD_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const el = document.createElement(kind);
    let settled = false;
    const finish = (value: number | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      el.removeAttribute('src');
      el.load?.();
      resolve(value);
    };
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    el.preload = 'metadata';
    el.muted = true;
    el.onloadedmetadata = () => finish(Number.isFinite(el.duration) && el.duration > 0 ? Math.round(el.duration * 100) / 100 : null);
    el.onerror = () => finish(null);
    el.src = url;
  });
}
