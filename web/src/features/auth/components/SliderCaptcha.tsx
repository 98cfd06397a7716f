// Drag-to-verify slider shared by phone login and forgot password: snaps back if released early, shakes on demand.
import { Flex } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { CheckOutlined, DoubleRightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/i18n';

export const SLIDER_HANDLE = 44;
export const SHAKE_MS = 500;
const END_TOLERANCE = 2;

/** Released at (or within 2 px of) the far right end counts as done. */
export function sliderReachedEnd(offset: number, max: number): boolean {
  return max > 0 && offset >= max - END_TOLERANCE;
}

export interface SliderCaptchaProps {
  done: boolean;
  onDone: () => void;
  /** Increase to make the slider shake for 500 ms (submit while not done). */
  shakeSignal?: number;
}

export function SliderCaptcha({ done, onDone, shakeSignal = 0 }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const startX = useRef(0);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [trackMax, setTrackMax] = useState(0);
  const [shaking, setShaking] = useState(false);
  /** Shakes so far: outlasts the 500 ms of a shake, so a check need not catch it while it runs. */
  const [shakes, setShakes] = useState(0);
  const [seenShake, setSeenShake] = useState(shakeSignal);
  const [seenDone, setSeenDone] = useState(done);

  // Derived-state updates during render (React's recommended pattern for reacting to prop changes).
  if (shakeSignal !== seenShake) {
    setSeenShake(shakeSignal);
    if (shakeSignal > seenShake) {
      setShaking(true);
      setShakes((n) => n + 1);
    }
  }
  if (done !== seenDone) {
    setSeenDone(done);
    if (!done) setOffset(0);
  }

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking, seenShake]);

  const maxOffset = () => Math.max(0, (trackRef.current?.clientWidth ?? 0) - SLIDER_HANDLE);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (done) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    startX.current = e.clientX - offset;
    setTrackMax(maxOffset());
    setDragging(true);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setOffset(Math.min(maxOffset(), Math.max(0, e.clientX - startX.current)));
  };

  const onPointerUp = () => {
    if (!dragging) return;
    setDragging(false);
    if (sliderReachedEnd(offset, maxOffset())) {
      setOffset(maxOffset());
      onDone();
    } else {
      setOffset(0);
    }
  };

  const shownOffset = done ? undefined : offset;
  const classes = ['sc-slider', done ? 'is-done' : '', dragging ? 'is-dragging' : '', shaking ? 'is-shaking' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={trackRef}
      className={classes}
      data-testid="slider-captcha"
      data-done={done ? 'true' : 'false'}
      data-shaking={shaking ? 'true' : 'false'}
      data-shakes={shakes}
    >
      <div className="sc-slider-fill" style={done ? { width: '100%' } : { width: (shownOffset ?? 0) + SLIDER_HANDLE / 2 }} />
      <Flex component="span" align="center" justify="center" className="sc-slider-text">{done ? t('auth.slider.done') : t('auth.slider.hint')}</Flex>
      <Flex
        align="center"
        justify="center"
        className="sc-slider-handle"
        role="slider"
        aria-label={t('auth.slider.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done ? 100 : Math.round((offset / (trackMax || 1)) * 100)}
        data-testid="slider-handle"
        style={done ? { left: `calc(100% - ${SLIDER_HANDLE}px)` } : { left: shownOffset }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {done ? <CheckOutlined /> : <DoubleRightOutlined />}
      </Flex>
    </div>
  );
}
