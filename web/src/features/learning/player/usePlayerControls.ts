// The player's controls as hooks: fullscreen with controls that hide while idle, the sound (volume, mute, speed),
// the keyboard (anywhere on the lesson page) and the surface's click / double click.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { CONTROLS_HIDE_MS, DOUBLE_CLICK_MS, arrowTarget, isDoubleClick, ratesUpTo, stepVolume, type WatchState } from './antiSkip';

type MediaRef = RefObject<HTMLMediaElement | null>;

/** Fullscreen on the player's root; in fullscreen the controls hide after ~2 s without pointer movement while playing. */
export function useFullscreen(rootRef: RefObject<HTMLDivElement | null>, mediaRef: MediaRef, playing: boolean) {
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const hideTimerRef = useRef<number | undefined>(undefined);

  const toggleFullscreen = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen?.().catch(() => undefined);
  }, [rootRef]);

  useEffect(() => {
    const onChange = () => {
      const on = document.fullscreenElement === rootRef.current;
      setFullscreen(on);
      setControlsVisible(true);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [rootRef]);

  const revealControls = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimerRef.current);
    hideTimerRef.current = window.setTimeout(() => {
      if (document.fullscreenElement && !mediaRef.current?.paused) setControlsVisible(false);
    }, CONTROLS_HIDE_MS);
  }, [mediaRef]);

  useEffect(() => {
    if (!fullscreen || !playing) return undefined;
    const id = window.setTimeout(() => setControlsVisible(false), CONTROLS_HIDE_MS);
    hideTimerRef.current = id;
    return () => window.clearTimeout(id);
  }, [fullscreen, playing]);

  useEffect(() => () => window.clearTimeout(hideTimerRef.current), []);

  return { fullscreen, controlsVisible, toggleFullscreen, revealControls };
}

/**
 * Volume (muted at 0), mute and playback speed, set on the media element and shown by the controls. A speed above
 * `maxRate` (the course's study rules) is brought back to the fastest allowed.
 */
export function useSound(mediaRef: MediaRef, maxRate?: number) {
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const rates = ratesUpTo(maxRate);
  const fastest = rates[rates.length - 1];

  const shown = Math.min(rate, fastest);

  useEffect(() => {
    const el = mediaRef.current;
    if (el && el.playbackRate > fastest) el.playbackRate = fastest;
  }, [shown, fastest, mediaRef]);

  const changeVolume = useCallback(
    (next: number) => {
      const el = mediaRef.current;
      const v = Math.max(0, Math.min(1, next));
      if (el) {
        el.volume = v;
        el.muted = v === 0;
      }
      setVolume(v);
      setMuted(v === 0);
    },
    [mediaRef],
  );

  const toggleMute = () => {
    const el = mediaRef.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
  };

  const changeRate = (r: number) => {
    const el = mediaRef.current;
    if (el) el.playbackRate = r;
    setRate(r);
  };

  return { volume, muted, rate: shown, rates, changeVolume, toggleMute, changeRate };
}

function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest?.('[role="slider"]:not([data-player-bar])');
}

interface KeyActions {
  togglePlay: () => void;
  changeVolume: (volume: number) => void;
  /** Shows the controls again (a key is activity, like pointer movement). */
  revealControls: () => void;
  watch: () => WatchState;
}

/**
 * Keys: Space play/pause, ArrowLeft/Right ±5 s (forward only within the watched area), ArrowUp/Down volume, Escape.
 * They work anywhere on the lesson page, except while typing (notes) or in another control.
 */
export function usePlayerKeys(rootRef: RefObject<HTMLDivElement | null>, mediaRef: MediaRef, actions: KeyActions) {
  const { togglePlay, changeVolume, revealControls, watch } = actions;
  const handleKey = useCallback(
    (e: KeyboardEvent | ReactKeyboardEvent) => {
      const el = mediaRef.current;
      if (!el) return false;
      switch (e.key) {
        case ' ':
        case 'Spacebar':
          togglePlay();
          break;
        case 'ArrowLeft':
        case 'ArrowRight': {
          const dir = e.key === 'ArrowLeft' ? -1 : 1;
          el.currentTime = arrowTarget(el.currentTime, dir, watch());
          break;
        }
        case 'ArrowUp':
          changeVolume(stepVolume(el.muted ? 0 : el.volume, 1));
          break;
        case 'ArrowDown':
          changeVolume(stepVolume(el.muted ? 0 : el.volume, -1));
          break;
        case 'Escape':
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          break;
        default:
          return false;
      }
      e.preventDefault();
      revealControls();
      return true;
    },
    [mediaRef, togglePlay, changeVolume, revealControls, watch],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      // Space on one of the player's own buttons presses that button (no double toggle); on any
      // other button of the page it plays/pauses, as a learner watching a lesson expects.
      const target = e.target as HTMLElement | null;
      if (target?.tagName === 'BUTTON' && e.key === ' ' && rootRef.current?.contains(target)) return;
      handleKey(e);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rootRef, handleKey]);
}

/** One click toggles play; a second click within 200 ms toggles fullscreen instead. */
export function useSurfaceClick(togglePlay: () => void, toggleFullscreen: () => void) {
  const clickAtRef = useRef<number | null>(null);
  const clickTimerRef = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(clickTimerRef.current), []);

  return () => {
    const now = Date.now();
    if (isDoubleClick(clickAtRef.current, now)) {
      window.clearTimeout(clickTimerRef.current);
      clickAtRef.current = null;
      toggleFullscreen();
      return;
    }
    clickAtRef.current = now;
    window.clearTimeout(clickTimerRef.current);
    clickTimerRef.current = window.setTimeout(() => {
      clickAtRef.current = null;
      togglePlay();
    }, DOUBLE_CLICK_MS);
  };
}
