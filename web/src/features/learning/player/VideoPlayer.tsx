// The lesson player (spec 001 §3 inputs/events, §4 anti-skip): custom controls over <video> (or <audio>). The watch
// and its saves are useWatchProgress; the controls' behaviour is usePlayerControls; the screen is the three parts.
import { useCallback, useRef } from 'react';
import { ControlRow } from './ControlRow';
import { PlayerSurface } from './PlayerSurface';
import { ProgressBar } from './ProgressBar';
import { watchedPercent } from './antiSkip';
import { useFullscreen, usePlayerKeys, useSound, useSurfaceClick } from './usePlayerControls';
import { useWatchProgress } from './useWatchProgress';
import type { VideoPlayerProps } from './playerTypes';
import './player.css';

export type { ProgressUpdate, SaveReason, VideoPlayerProps } from './playerTypes';

export function VideoPlayer(props: VideoPlayerProps) {
  const { videoSrc, kind = 'video', title } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);

  const progress = useWatchProgress(props, mediaRef);
  const { playing, current, duration, furthest, completed, play } = progress;
  const { fullscreen, controlsVisible, toggleFullscreen, revealControls } = useFullscreen(rootRef, mediaRef, playing);
  const sound = useSound(mediaRef, props.maxRate);

  const togglePlay = useCallback(() => {
    const el = mediaRef.current;
    if (!el) return;
    if (el.paused) {
      play(el);
      return;
    }
    el.pause();
  }, [play]);

  usePlayerKeys(rootRef, mediaRef, { togglePlay, changeVolume: sound.changeVolume, revealControls, watch: progress.watch });
  const onSurfaceClick = useSurfaceClick(togglePlay, toggleFullscreen);

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
      <PlayerSurface
        mediaRef={mediaRef}
        src={videoSrc}
        kind={kind}
        title={title}
        playing={playing}
        failed={progress.failed}
        events={progress.mediaEvents}
        onClick={onSurfaceClick}
      />

      <div className="sc-player-controls" onClick={(e) => e.stopPropagation()}>
        <ProgressBar
          current={current}
          duration={duration}
          shown={{ furthest, completed, duration }}
          watched={watched}
          watch={progress.watch}
          showAt={progress.showAt}
          seekTo={progress.seekTo}
        />
        <ControlRow
          kind={kind}
          playing={playing}
          current={current}
          duration={duration}
          completed={completed}
          watched={watched}
          volume={sound.volume}
          muted={sound.muted}
          rate={sound.rate}
          rates={sound.rates}
          fullscreen={fullscreen}
          onTogglePlay={togglePlay}
          onToggleMute={sound.toggleMute}
          onVolume={sound.changeVolume}
          onRate={sound.changeRate}
          onToggleFullscreen={toggleFullscreen}
          popupContainer={() => rootRef.current ?? document.body}
        />
      </div>
    </div>
  );
}

export default VideoPlayer;
