// The player's progress bar: the watched area, the played part and the thumb; click or drag to seek, limited to the
// watched area until the lesson is completed.
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Flex } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { dragLimit, dragTarget, type WatchState } from './antiSkip';

interface ProgressBarProps {
  current: number;
  duration: number;
  /** The watch as shown (the watched area). */
  shown: WatchState;
  /** Percent watched, for the bar's label. */
  watched: number;
  /** The watch as the seek rules read it now. */
  watch: () => WatchState;
  showAt: (seconds: number) => void;
  seekTo: (target: number) => void;
}

export function ProgressBar({ current, duration, shown, watched, watch, showAt, seekTo }: ProgressBarProps) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);

  const fractionAt = (clientX: number) => {
    const rect = barRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return 0;
    return (clientX - rect.left) / rect.width;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (duration <= 0) return;
    e.preventDefault();
    barRef.current?.setPointerCapture?.(e.pointerId);
    setDragging(true);
    seekTo(dragTarget(fractionAt(e.clientX), watch()));
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    const target = dragTarget(fractionAt(e.clientX), watch());
    showAt(target);
    seekTo(target);
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    barRef.current?.releasePointerCapture?.(e.pointerId);
    setDragging(false);
  };

  const pct = (s: number) => (duration > 0 ? `${Math.min(100, (s / duration) * 100)}%` : '0%');

  return (
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
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="sc-player-bar-track">
        <div className="sc-player-bar-watched" style={{ width: pct(dragLimit(shown)) }} />
        <div className="sc-player-bar-played" style={{ width: pct(current) }} />
      </div>
      <div className="sc-player-bar-thumb" style={{ left: pct(current) }} />
    </Flex>
  );
}
