// What a heartbeat reports: the state of the page over the interval since the last heartbeat. The page sends one
// every `heartbeatSecs` and at once when the state changes (hidden, focus lost, play, pause, rate), so each interval
// has one state; the server decides what it is worth by its own clock.
import type { BeatBody } from '../../../lib/api-types';

/** The page's state at one moment. */
export interface PageState {
  playing: boolean;
  visible: boolean;
  focused: boolean;
  rate: number;
}

/** The lesson's media element (video or audio), if the open lesson has one. */
export function lessonMedia(root: ParentNode = document): HTMLMediaElement | null {
  return root.querySelector<HTMLMediaElement>('[data-testid="video-player"] video, [data-testid="video-player"] audio');
}

/** The page's state now. */
export function pageState(media: HTMLMediaElement | null = lessonMedia()): PageState {
  return {
    playing: !!media && !media.paused && !media.ended,
    visible: document.visibilityState === 'visible',
    focused: document.hasFocus(),
    rate: media?.playbackRate ?? 1,
  };
}

export function sameState(a: PageState, b: PageState): boolean {
  return a.playing === b.playing && a.visible === b.visible && a.focused === b.focused && a.rate === b.rate;
}

/** The report of an interval spent in `state`, the learner's last input `inputAgeMs` ago. */
export function report(seq: number, itemId: number, state: PageState, inputAgeMs: number): BeatBody {
  return {
    seq,
    itemId,
    playing: state.playing,
    visible: state.visible,
    focused: state.focused,
    rate: state.rate,
    lastInputAgeMs: Math.max(0, Math.round(inputAgeMs)),
  };
}

/** Credited time in 学时 of `minutes` each, to a tenth rounded down ("1.5"). */
export function periods(ms: number, minutes: number): string {
  const tenths = Math.floor((Math.max(0, ms) * 10) / (Math.max(1, minutes) * 60_000));
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** Minutes and seconds of credited time ("12:05"), hours first when there are any ("1:02:05"). */
export function creditedClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
