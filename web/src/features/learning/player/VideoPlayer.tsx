// The lesson player (spec 001 §3 inputs/events, §4 anti-skip): custom controls over <video> (or <audio>).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, ConfigProvider, Flex, Select, Slider, theme, Tooltip } from 'antd';
import { useApp } from '../../../lib/useApp';
import {
  CheckCircleFilled,
  CustomerServiceOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  PauseOutlined,
  CaretRightOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONTROLS_HIDE_MS,
  DOUBLE_CLICK_MS,
  SAVE_INTERVAL_MS,
  arrowTarget,
  clampSeek,
  dragLimit,
  dragTarget,
  formatClock,
  isDoubleClick,
  isSeekRefused,
  nextFurthest,
  reachesCompletion,
  resumeAt,
  shouldSave,
  stepVolume,
  watchedPercent,
  writeLocalVideo,
  type WatchState,
} from './antiSkip';
import './player.css';

export type SaveReason = 'interval' | 'pause' | 'hidden' | 'unload' | 'leave' | 'completed' | 'ended';

/** The `progressUpdate` event: what to save, and why it is being saved now. */
export interface ProgressUpdate {
  sectionId: string | number;
  itemId?: string | number;
  currentTime: number;
  duration: number;
  /** 0-100 watched. */
  progress: number;
  completed: boolean;
  furthest: number;
  reason: SaveReason;
}

export interface VideoPlayerProps {
  videoSrc: string;
  courseId: string | number;
  sectionId: string | number;
  /** A lesson inside the section (keeps the local mirror per lesson). */
  itemId?: string | number;
  /** Second to resume at. */
  startTime?: number;
  /** Percent watched so far (0-100). */
  initialProgress?: number;
  /** Furthest second watched so far; derived from initialProgress when absent. */
  initialFurthest?: number;
  initialCompleted?: boolean;
  kind?: 'video' | 'audio';
  title?: string;
  onDurationChange?: (duration: number) => void;
  onProgressUpdate?: (update: ProgressUpdate) => void;
}

const RATES = [0.75, 1, 1.25, 1.5, 2];
const SEEK_WARNING_KEY = 'player-seek-blocked';

function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || !!el.closest?.('[role="slider"]:not([data-player-bar])');
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { videoSrc, kind = 'video', title } = props;
  const { t } = useTranslation();
  const { message } = useApp();

  const rootRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  // Playback facts live in refs (event handlers and unmount read them); the screen shows state copies.
  const watchRef = useRef<WatchState>({
    furthest: Math.max(0, props.initialFurthest ?? 0),
    completed: !!props.initialCompleted,
    duration: 0,
  });
  const timeRef = useRef(0);
  const lastTickRef = useRef(0);
  const seekingRef = useRef(false);
  const clickAtRef = useRef<number | null>(null);
  const clickTimerRef = useRef<number | undefined>(undefined);
  const hideTimerRef = useRef<number | undefined>(undefined);

  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [furthest, setFurthest] = useState(() => Math.max(0, props.initialFurthest ?? 0));
  const [completed, setCompleted] = useState(() => !!props.initialCompleted);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState(false);

  const sync = useCallback(() => {
    setFurthest(watchRef.current.furthest);
    setCompleted(watchRef.current.completed);
    setCurrent(timeRef.current);
  }, []);

  /** Emits progressUpdate (and mirrors it locally) when the position is worth saving. */
  const emit = useCallback((reason: SaveReason) => {
    const p = propsRef.current;
    const w = watchRef.current;
    const time = timeRef.current;
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
  }, []);

  const markCompleted = useCallback(() => {
    if (watchRef.current.completed) return false;
    watchRef.current = { ...watchRef.current, completed: true };
    return true;
  }, []);

  // ---- media events --------------------------------------------------------------------------------

  const onLoadedMetadata = () => {
    const el = mediaRef.current;
    if (!el) return;
    const d = Number.isFinite(el.duration) ? el.duration : 0;
    const p = propsRef.current;
    let w = { ...watchRef.current, duration: d };
    if (p.initialFurthest === undefined && p.initialProgress && d > 0) {
      w = { ...w, furthest: Math.max(w.furthest, (Math.min(100, p.initialProgress) / 100) * d) };
    }
    if (!w.completed && reachesCompletion(w.furthest, d)) w = { ...w, completed: true };
    watchRef.current = w;
    setDuration(d);
    p.onDurationChange?.(d);

    const start = clampSeek(resumeAt(p.startTime ?? 0, d), w);
    if (start > 0) el.currentTime = start;
    timeRef.current = start;
    lastTickRef.current = start;
    sync();
    el.play().catch(() => {
      message.warning(t('player.autoplayBlocked'));
    });
  };

  const onTimeUpdate = () => {
    const el = mediaRef.current;
    if (!el) return;
    const now = el.currentTime;
    const w = watchRef.current;
    if (!seekingRef.current && !el.seeking) {
      const grown = nextFurthest(w.furthest, lastTickRef.current, now, w.duration);
      if (grown !== w.furthest) watchRef.current = { ...w, furthest: grown };
    }
    lastTickRef.current = now;
    timeRef.current = now;
    if (!watchRef.current.completed && reachesCompletion(watchRef.current.furthest, watchRef.current.duration)) {
      markCompleted();
      sync();
      emit('completed');
      return;
    }
    sync();
  };

  const onSeeking = () => {
    const el = mediaRef.current;
    if (!el) return;
    seekingRef.current = true;
    const target = el.currentTime;
    if (isSeekRefused(target, watchRef.current)) {
      const back = clampSeek(target, watchRef.current);
      el.currentTime = back;
      message.warning({ content: t('player.seekBlocked'), key: SEEK_WARNING_KEY });
    }
    lastTickRef.current = el.currentTime;
    timeRef.current = el.currentTime;
    setCurrent(el.currentTime);
  };

  const onSeeked = () => {
    const el = mediaRef.current;
    seekingRef.current = false;
    if (!el) return;
    // A seek that slipped past the check (e.g. issued twice quickly) is corrected here as well.
    if (isSeekRefused(el.currentTime, watchRef.current)) el.currentTime = clampSeek(el.currentTime, watchRef.current);
    lastTickRef.current = el.currentTime;
    timeRef.current = el.currentTime;
    setCurrent(el.currentTime);
  };

  const onPause = () => {
    setPlaying(false);
    const el = mediaRef.current;
    if (el && !el.ended) emit('pause');
  };

  const onEnded = () => {
    setPlaying(false);
    const el = mediaRef.current;
    if (el) timeRef.current = el.currentTime;
    // Playing to the end completes it (the watched area reached the end through playback).
    const w = watchRef.current;
    if (w.furthest >= w.duration - 1) markCompleted();
    sync();
    emit('ended');
  };

  // ---- saves: every 5 s while playing, on hide, unload and leave -----------------------------------

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

  // ---- controls --------------------------------------------------------------------------------------

  const togglePlay = useCallback(() => {
    const el = mediaRef.current;
    if (!el) return;
    if (el.paused) {
      el.play().catch(() => {
        message.warning(t('player.autoplayBlocked'));
      });
      return;
    }
    el.pause();
  }, [message, t]);

  const seekTo = useCallback((target: number) => {
    const el = mediaRef.current;
    if (!el) return;
    el.currentTime = clampSeek(target, watchRef.current);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => {
      const on = document.fullscreenElement === rootRef.current;
      setFullscreen(on);
      setControlsVisible(true);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // In fullscreen the controls hide after ~2 s without pointer movement while playing.
  const revealControls = useCallback(() => {
    setControlsVisible(true);
    window.clearTimeout(hideTimerRef.current);
    hideTimerRef.current = window.setTimeout(() => {
      if (document.fullscreenElement && !mediaRef.current?.paused) setControlsVisible(false);
    }, CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => {
    if (!fullscreen || !playing) return undefined;
    const id = window.setTimeout(() => setControlsVisible(false), CONTROLS_HIDE_MS);
    hideTimerRef.current = id;
    return () => window.clearTimeout(id);
  }, [fullscreen, playing]);

  useEffect(
    () => () => {
      window.clearTimeout(clickTimerRef.current);
      window.clearTimeout(hideTimerRef.current);
    },
    [],
  );

  const changeVolume = useCallback((next: number) => {
    const el = mediaRef.current;
    const v = Math.max(0, Math.min(1, next));
    if (el) {
      el.volume = v;
      el.muted = v === 0;
    }
    setVolume(v);
    setMuted(v === 0);
  }, []);

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

  /** Keys: Space play/pause, ArrowLeft/Right ±5 s (forward only within the watched area), ArrowUp/Down volume, Escape. */
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
          el.currentTime = arrowTarget(el.currentTime, dir, watchRef.current);
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
    [togglePlay, changeVolume, revealControls],
  );

  // The keys work anywhere on the lesson page, except while typing (notes) or in another control.
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
  }, [handleKey]);

  /** One click toggles play; a second click within 200 ms toggles fullscreen instead. */
  const onSurfaceClick = () => {
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

  // ---- the progress bar: click or drag, limited to the watched area until completed -----------------

  const fractionAt = (clientX: number) => {
    const rect = barRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return 0;
    return (clientX - rect.left) / rect.width;
  };

  const onBarPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (duration <= 0) return;
    e.preventDefault();
    barRef.current?.setPointerCapture?.(e.pointerId);
    setDragging(true);
    seekTo(dragTarget(fractionAt(e.clientX), watchRef.current));
  };

  const onBarPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    const target = dragTarget(fractionAt(e.clientX), watchRef.current);
    setCurrent(target);
    seekTo(target);
  };

  const onBarPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    barRef.current?.releasePointerCapture?.(e.pointerId);
    setDragging(false);
  };

  const state: WatchState = { furthest, completed, duration };
  const pct = (s: number) => (duration > 0 ? `${Math.min(100, (s / duration) * 100)}%` : '0%');
  const watched = completed ? 100 : watchedPercent(furthest, duration);
  const showControls = controlsVisible || !playing || !fullscreen;

  return (
    <div
      ref={rootRef}
      className={`sc-player sc-player-${kind}${fullscreen ? ' is-fullscreen' : ''}${showControls ? '' : ' is-idle'}`}
      data-testid="video-player"
      data-furthest={furthest.toFixed(1)}
      data-current={current.toFixed(1)}
      data-duration={duration.toFixed(1)}
      data-completed={completed ? 'true' : 'false'}
      data-playing={playing ? 'true' : 'false'}
      onMouseMove={revealControls}
    >
      <Flex align="center" justify="center" className="sc-player-surface" onClick={onSurfaceClick} data-testid="player-surface">
        {kind === 'audio' ? (
          <>
            <audio
              ref={mediaRef}
              src={videoSrc}
              preload="metadata"
              onLoadedMetadata={onLoadedMetadata}
              onTimeUpdate={onTimeUpdate}
              onSeeking={onSeeking}
              onSeeked={onSeeked}
              onPlay={() => setPlaying(true)}
              onPause={onPause}
              onEnded={onEnded}
              onError={() => setFailed(true)}
              data-testid="player-media"
            />
            <Flex vertical align="center" justify="center" gap="var(--sc-space-sm)" className="sc-player-audio-face">
              <CustomerServiceOutlined className={`sc-player-audio-icon${playing ? ' is-playing' : ''}`} />
              <div className="sc-player-audio-title">{title ?? t('player.audioLesson')}</div>
            </Flex>
          </>
        ) : (
          <video
            ref={mediaRef}
            src={videoSrc}
            preload="metadata"
            playsInline
            onLoadedMetadata={onLoadedMetadata}
            onTimeUpdate={onTimeUpdate}
            onSeeking={onSeeking}
            onSeeked={onSeeked}
            onPlay={() => setPlaying(true)}
            onPause={onPause}
            onEnded={onEnded}
            onError={() => setFailed(true)}
            data-testid="player-media"
          />
        )}
        {!playing && !failed && kind === 'video' && (
          <Flex component="span" align="center" justify="center" className="sc-player-big-play" aria-hidden="true">
            <CaretRightOutlined />
          </Flex>
        )}
        {failed && <Flex align="center" justify="center" className="sc-player-error">{t('player.loadError')}</Flex>}
      </Flex>

      <div className="sc-player-controls" onClick={(e) => e.stopPropagation()}>
        <Flex
          align="center"
          ref={barRef}
          className={`sc-player-bar${dragging ? ' is-dragging' : ''}`}
          role="slider"
          data-player-bar
          tabIndex={-1}
          aria-label={t('player.watched', { percent: watched })}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(current)}
          data-testid="player-progress"
          onPointerDown={onBarPointerDown}
          onPointerMove={onBarPointerMove}
          onPointerUp={onBarPointerUp}
          onPointerCancel={onBarPointerUp}
        >
          <div className="sc-player-bar-track">
            <div className="sc-player-bar-watched" style={{ width: pct(dragLimit(state)) }} />
            <div className="sc-player-bar-played" style={{ width: pct(current) }} />
          </div>
          <div className="sc-player-bar-thumb" style={{ left: pct(current) }} />
        </Flex>

        {/* The controls sit on black in either theme. */}
        <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
          <Flex align="center" gap="small" className="sc-player-row">
            <Tooltip title={playing ? t('player.pause') : t('player.play')}>
              <Button
                type="text"
                icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
                onClick={togglePlay}
                aria-label={playing ? t('player.pause') : t('player.play')}
                data-testid="player-play"
              />
            </Tooltip>
            <span className="sc-player-time" data-testid="player-time">
              {formatClock(current)} / {formatClock(duration)}
            </span>
            <span className={`sc-player-watched${completed ? ' is-done' : ''}`} data-testid="player-watched">
              {completed ? (
                <>
                  <CheckCircleFilled /> {t('player.completed')}
                </>
              ) : (
                t('player.watched', { percent: watched })
              )}
            </span>
            <span className="sc-grow" />
            <Tooltip title={muted ? t('player.unmute') : t('player.mute')}>
              <Button
                type="text"
                icon={muted || volume === 0 ? <MutedOutlined /> : <SoundOutlined />}
                onClick={toggleMute}
                aria-label={muted ? t('player.unmute') : t('player.mute')}
              />
            </Tooltip>
            <Slider
              className="sc-player-volume"
              style={{ width: 80, margin: '0 6px' }}
              min={0}
              max={1}
              step={0.1}
              value={muted ? 0 : volume}
              onChange={(v) => changeVolume(v)}
              tooltip={{ formatter: (v) => `${Math.round((v ?? 0) * 100)}%` }}
            />
            <Select
              size="small"
              variant="filled"
              style={{ width: 68 }}
              value={rate}
              onChange={changeRate}
              aria-label={t('player.speed')}
              popupMatchSelectWidth={false}
              getPopupContainer={() => rootRef.current ?? document.body}
              options={RATES.map((r) => ({ value: r, label: `${r}x` }))}
            />
            {kind === 'video' && (
              <Tooltip title={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}>
                <Button
                  type="text"
                  icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={toggleFullscreen}
                  aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
                />
              </Tooltip>
            )}
          </Flex>
        </ConfigProvider>
      </div>
    </div>
  );
}

export default VideoPlayer;
