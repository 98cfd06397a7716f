// The anti-skip watch of one lesson (spec 001 §4): the furthest second reached by playing, completion, the position,
// and the progressUpdate saves (every 5 s while playing, on pause, end, completion, hide, unload and leave).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/useApp';
import {
  SAVE_INTERVAL_MS,
  clampSeek,
  isSeekRefused,
  nextFurthest,
  reachesCompletion,
  resumeAt,
  shouldSave,
  watchedPercent,
  writeLocalVideo,
  type WatchState,
} from './antiSkip';
import type { SaveReason, VideoPlayerProps } from './playerTypes';

const SEEK_WARNING_KEY = 'player-seek-blocked';

/** The media element's handlers the watch needs (spread onto <video> or <audio>). */
export interface MediaEvents {
  onLoadedMetadata: () => void;
  onTimeUpdate: () => void;
  onSeeking: () => void;
  onSeeked: () => void;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  onError: () => void;
}

export interface WatchProgress {
  playing: boolean;
  /** The media could not be loaded. */
  failed: boolean;
  current: number;
  duration: number;
  furthest: number;
  completed: boolean;
  /** The watch as the seek rules read it now (between renders too). */
  watch: () => WatchState;
  /** Shows a position before the media reaches it (while the bar is dragged). */
  showAt: (seconds: number) => void;
  /** Moves playback, never past what the rules allow. */
  seekTo: (target: number) => void;
  /** Starts playback, or says the browser refused to start it. */
  play: (el: HTMLMediaElement) => void;
  mediaEvents: MediaEvents;
}

/** What the media handlers, the timers and the unmount read between renders (the screen shows state copies). */
interface Live {
  watch: WatchState;
  /** The position last seen. */
  time: number;
  /** The position of the previous timeupdate (a jump from it is a seek, not playback). */
  lastTick: number;
  seeking: boolean;
}

type LiveRef = RefObject<Live>;

/** The saves: progressUpdate (mirrored locally) every 5 s while playing, on hide, unload and leave; `emit` for the rest. */
function useProgressSaves(propsRef: RefObject<VideoPlayerProps>, liveRef: LiveRef, playing: boolean) {
  /** Emits progressUpdate (and mirrors it locally) when the position is worth saving. */
  const emit = useCallback(
    (reason: SaveReason) => {
      const p = propsRef.current;
      const w = liveRef.current.watch;
      const time = liveRef.current.time;
      if (!shouldSave(time) && reason !== 'completed') return;
      const progress = w.completed ? 100 : watchedPercent(w.furthest, w.duration);
      writeLocalVideo(p.courseId, p.sectionId, p.itemId, { time, percent: progress, lastWatched: Date.now(), completed: w.completed });
      p.onProgressUpdate?.({
        sectionId: p.sectionId,
        itemId: p.itemId,
        currentTime: time,
        duration: w.duration,
        progress,
        completed: w.completed,
        furthest: w.furthest,
        reason,
      });
    },
    [propsRef, liveRef],
  );

  useEffect(() => {
    if (!playing) return undefined;
    const id = window.setInterval(() => emit('interval'), SAVE_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [playing, emit]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') emit('hidden');
    };
    const onUnload = () => emit('unload');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', onUnload);
      // Leaving the lesson (another lesson, another page) saves where the learner stopped.
      emit('leave');
    };
  }, [emit]);

  return emit;
}

/** Seeking: a seek past the watched area (until completed) is pulled back with a warning; seekTo never goes there. */
function useSeekGuard(mediaRef: RefObject<HTMLMediaElement | null>, liveRef: LiveRef, setCurrent: (seconds: number) => void) {
  const { t } = useTranslation();
  const { message } = useApp();

  const onSeeking = () => {
    const el = mediaRef.current;
    if (!el) return;
    const l = liveRef.current;
    l.seeking = true;
    const target = el.currentTime;
    if (isSeekRefused(target, l.watch)) {
      const back = clampSeek(target, l.watch);
      el.currentTime = back;
      message.warning({ content: t('player.seekBlocked'), key: SEEK_WARNING_KEY });
    }
    l.lastTick = el.currentTime;
    l.time = el.currentTime;
    setCurrent(el.currentTime);
  };

  const onSeeked = () => {
    const el = mediaRef.current;
    const l = liveRef.current;
    l.seeking = false;
    if (!el) return;
    // A seek that slipped past the check (e.g. issued twice quickly) is corrected here as well.
    if (isSeekRefused(el.currentTime, l.watch)) el.currentTime = clampSeek(el.currentTime, l.watch);
    l.lastTick = el.currentTime;
    l.time = el.currentTime;
    setCurrent(el.currentTime);
  };

  const seekTo = useCallback(
    (target: number) => {
      const el = mediaRef.current;
      if (!el) return;
      el.currentTime = clampSeek(target, liveRef.current.watch);
    },
    [mediaRef, liveRef],
  );

  return { onSeeking, onSeeked, seekTo };
}

export function useWatchProgress(props: VideoPlayerProps, mediaRef: RefObject<HTMLMediaElement | null>): WatchProgress {
  const { t } = useTranslation();
  const { message } = useApp();
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  const liveRef = useRef<Live>({
    watch: { furthest: Math.max(0, props.initialFurthest ?? 0), completed: !!props.initialCompleted, duration: 0 },
    time: 0,
    lastTick: 0,
    seeking: false,
  });

  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [furthest, setFurthest] = useState(() => Math.max(0, props.initialFurthest ?? 0));
  const [completed, setCompleted] = useState(() => !!props.initialCompleted);

  const sync = useCallback(() => {
    setFurthest(liveRef.current.watch.furthest);
    setCompleted(liveRef.current.watch.completed);
    setCurrent(liveRef.current.time);
  }, []);

  const markCompleted = useCallback(() => {
    if (liveRef.current.watch.completed) return false;
    liveRef.current.watch = { ...liveRef.current.watch, completed: true };
    return true;
  }, []);

  const play = useCallback(
    (el: HTMLMediaElement) => {
      el.play().catch(() => {
        message.warning(t('player.autoplayBlocked'));
      });
    },
    [message, t],
  );

  const emit = useProgressSaves(propsRef, liveRef, playing);
  const { onSeeking, onSeeked, seekTo } = useSeekGuard(mediaRef, liveRef, setCurrent);

  const onLoadedMetadata = () => {
    const el = mediaRef.current;
    if (!el) return;
    const d = Number.isFinite(el.duration) ? el.duration : 0;
    const p = propsRef.current;
    let w = { ...liveRef.current.watch, duration: d };
    if (p.initialFurthest === undefined && p.initialProgress && d > 0) {
      w = { ...w, furthest: Math.max(w.furthest, (Math.min(100, p.initialProgress) / 100) * d) };
    }
    if (!w.completed && reachesCompletion(w.furthest, d)) w = { ...w, completed: true };
    liveRef.current.watch = w;
    setDuration(d);
    p.onDurationChange?.(d);

    const start = clampSeek(resumeAt(p.startTime ?? 0, d), w);
    if (start > 0) el.currentTime = start;
    liveRef.current.time = start;
    liveRef.current.lastTick = start;
    sync();
    play(el);
  };

  const onTimeUpdate = () => {
    const el = mediaRef.current;
    if (!el) return;
    const l = liveRef.current;
    const now = el.currentTime;
    const w = l.watch;
    if (!l.seeking && !el.seeking) {
      const grown = nextFurthest(w.furthest, l.lastTick, now, w.duration);
      if (grown !== w.furthest) l.watch = { ...w, furthest: grown };
    }
    l.lastTick = now;
    l.time = now;
    if (!l.watch.completed && reachesCompletion(l.watch.furthest, l.watch.duration)) {
      markCompleted();
      sync();
      emit('completed');
      return;
    }
    sync();
  };

  const onPause = () => {
    setPlaying(false);
    const el = mediaRef.current;
    if (el && !el.ended) emit('pause');
  };

  const onEnded = () => {
    setPlaying(false);
    const el = mediaRef.current;
    if (el) liveRef.current.time = el.currentTime;
    // Playing to the end completes it (the watched area reached the end through playback).
    const w = liveRef.current.watch;
    if (w.furthest >= w.duration - 1) markCompleted();
    sync();
    emit('ended');
  };

  const watch = useCallback(() => liveRef.current.watch, []);

  return {
    playing,
    failed,
    current,
    duration,
    furthest,
    completed,
    watch,
    showAt: setCurrent,
    seekTo,
    play,
    mediaEvents: {
      onLoadedMetadata,
      onTimeUpdate,
      onSeeking,
      onSeeked,
      onPlay: () => setPlaying(true),
      onPause,
      onEnded,
      onError: () => setFailed(true),
    },
  };
}
