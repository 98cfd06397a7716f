// The lesson page's study session: opened on the server when a member opens a course's lessons, one heartbeat every
// `heartbeatSecs` and one at each change of the page's state (hidden, focus, play, pause, rate, another lesson), the
// attention checks the server issues, and the notice when another window or device took over. A course that requires
// the camera (随机抓拍) first asks the learner's consent, then names in the open's and the heartbeats' answers the
// still it waits for. The server credits; this hook only reports and shows what it answered.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isRefusal } from '../../../lib/api';
import type { BeatView, CheckView, OpenedView, SnapshotRequest } from '../../../lib/api-types';
import { learningKeys, studyApi } from '../api';
import { lessonMedia, pageState, report, sameState, type PageState } from './interval';

/**
 * studying: reporting; check: an attention check waits; takenOver: another window studies; missed: a check was missed;
 * consent: the course requires the camera and the learner has not agreed to the stills yet.
 */
export type StudyPhase = 'closed' | 'consent' | 'studying' | 'check' | 'takenOver' | 'missed';

/** A still the server waits for, and when the page last heard of it (each answer naming it renews it). */
export interface PendingSnapshot {
  request: SnapshotRequest;
  receivedAt: number;
}

export interface StudyStatus {
  phase: StudyPhase;
  sessionCreditedMs: number;
  lessonCreditedMs: number;
  lessonFullMs: number;
  /** The waiting check and when it arrived (the page's clock, for the countdown). */
  check: { view: CheckView; receivedAt: number } | null;
  /** Answers the waiting check. */
  answer: () => Promise<void>;
  /** Opens a new session here (after a takeover or a missed check). */
  resume: () => void;
  /** The fastest playback the course credits (1 = normal), once a session is open. */
  maxRate: number | undefined;
  /** The open session's course requires the camera (随机抓拍). */
  cameraRequired: boolean;
  /** The still the server waits for, if any. */
  snapshot: PendingSnapshot | null;
  /** Sends the uploaded still (`fileId`) of a request; rejects when the server did not take it (sent again later). */
  sendSnapshot: (snapshotId: number, fileId: number) => Promise<void>;
  /** The camera is refused or missing: the lesson does not play meanwhile. */
  setCameraBlocked: (blocked: boolean) => void;
  /** Days the stills are kept (the consent's text), once read. */
  retentionDays: number | undefined;
  /** Records the learner's consent, then opens the session again. */
  agree: () => Promise<void>;
}

const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const MEDIA_EVENTS = ['play', 'pause', 'ratechange', 'ended'] as const;

export function useStudySession(courseId: string, itemId: number | null, enabled: boolean): StudyStatus {
  const [phase, setPhase] = useState<StudyPhase>('closed');
  const [credit, setCredit] = useState({ session: 0, lesson: 0, full: 0 });
  const [check, setCheck] = useState<StudyStatus['check']>(null);
  const [opening, setOpening] = useState(0);
  const [maxRate, setMaxRate] = useState<number>();
  const [cameraRequired, setCameraRequired] = useState(false);
  const [snapshot, setSnapshot] = useState<PendingSnapshot | null>(null);
  const [cameraBlocked, setCameraBlocked] = useState(false);
  const session = useRef<OpenedView | null>(null);
  const seq = useRef(0);
  const item = useRef(itemId);
  const since = useRef<PageState>({ playing: false, visible: true, focused: true, rate: 1 });
  const lastInput = useRef(0);
  const phaseRef = useRef<StudyPhase>('closed');

  const enter = useCallback((next: StudyPhase) => {
    phaseRef.current = next;
    setPhase(next);
    if (next !== 'studying') lessonMedia()?.pause();
  }, []);

  /** The still an answer names (a new object each time, so a failed send is tried again), or none. */
  const hold = useCallback((request: SnapshotRequest | null | undefined) => {
    setSnapshot(request ? { request, receivedAt: Date.now() } : null);
  }, []);

  const take = useCallback(
    (answer: BeatView) => {
      setCredit({ session: answer.sessionCreditedMs, lesson: answer.lessonCreditedMs, full: answer.lessonFullMs });
      hold(answer.snapshot);
      if (answer.check) {
        setCheck((held) => (held?.view.id === answer.check?.id ? held : { view: answer.check!, receivedAt: Date.now() }));
        enter('check');
      }
    },
    [enter, hold],
  );

  /** Reports the interval that just ended (in the state it had), then starts the next one. */
  const send = useCallback(
    (options: { keepalive?: boolean } = {}) => {
      const open = session.current;
      const lesson = item.current;
      const interval = since.current;
      since.current = pageState();
      if (!open || lesson === null || (phaseRef.current !== 'studying' && phaseRef.current !== 'check')) return;
      seq.current += 1;
      const body = report(seq.current, lesson, interval, Date.now() - lastInput.current);
      studyApi
        .beat(open.session.id, body, options)
        .then(take)
        .catch((error: unknown) => {
          if (isRefusal(error, 'STUDY_SUPERSEDED')) enter('takenOver');
          else if (isRefusal(error, 'STUDY_CHECK_MISSED')) enter('missed');
          else if (isRefusal(error, 'STUDY_SESSION_ENDED')) setOpening((n) => n + 1);
        });
    },
    [enter, take],
  );

  // Open a session (again after a takeover, a missed check or an ended session).
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    studyApi
      .open(courseId)
      .then((opened) => {
        if (!live) return;
        session.current = opened;
        setMaxRate(opened.rules.maxRatePct / 100);
        setCameraRequired(opened.rules.cameraRequired);
        hold(opened.session.snapshot);
        seq.current = 0;
        since.current = pageState();
        lastInput.current = Date.now();
        setCheck(null);
        enter('studying');
      })
      .catch((error: unknown) => {
        if (live && isRefusal(error, 'STUDY_CAMERA_CONSENT_REQUIRED')) enter('consent');
      });
    return () => {
      live = false;
      const open = session.current;
      if (open) {
        send({ keepalive: true });
        void studyApi.end(open.session.id).catch(() => undefined);
      }
      session.current = null;
      phaseRef.current = 'closed';
    };
  }, [courseId, enabled, opening, enter, send, hold]);

  // Another lesson: the interval so far was the previous one's.
  useEffect(() => {
    if (item.current === itemId) return;
    send();
    item.current = itemId;
  }, [itemId, send]);

  // The regular heartbeat, and one at each change of state.
  useEffect(() => {
    if (phase !== 'studying' && phase !== 'check') return;
    const secs = session.current?.rules.heartbeatSecs ?? 30;
    const timer = window.setInterval(() => send(), secs * 1000);
    const changed = () => {
      if (!sameState(since.current, pageState())) send();
    };
    const input = () => {
      lastInput.current = Date.now();
    };
    const leave = () => send({ keepalive: true });
    document.addEventListener('visibilitychange', changed);
    window.addEventListener('focus', changed);
    window.addEventListener('blur', changed);
    window.addEventListener('pagehide', leave);
    for (const type of MEDIA_EVENTS) document.addEventListener(type, changed, true);
    for (const type of INPUTS) window.addEventListener(type, input, { passive: true, capture: true });
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', changed);
      window.removeEventListener('focus', changed);
      window.removeEventListener('blur', changed);
      window.removeEventListener('pagehide', leave);
      for (const type of MEDIA_EVENTS) document.removeEventListener(type, changed, true);
      for (const type of INPUTS) window.removeEventListener(type, input, { capture: true });
    };
  }, [phase, send]);

  // While a check or the consent waits, another window studies or the camera is off, the lesson does not play.
  const blocked = cameraBlocked || (phase !== 'studying' && phase !== 'closed');
  useEffect(() => {
    if (!blocked) return;
    lessonMedia()?.pause();
    // The lesson's media only: the camera's preview plays on.
    const blockPlay = (event: Event) => {
      if (event.target === lessonMedia()) (event.target as HTMLMediaElement).pause();
    };
    document.addEventListener('play', blockPlay, true);
    return () => document.removeEventListener('play', blockPlay, true);
  }, [blocked]);

  const consent = useQuery({ queryKey: learningKeys.consent(), queryFn: studyApi.consentState, enabled: phase === 'consent' });

  const agree = useCallback(async () => {
    await studyApi.consent();
    setOpening((n) => n + 1);
  }, []);

  const sendSnapshot = useCallback(
    async (snapshotId: number, fileId: number) => {
      const open = session.current;
      if (!open) throw new Error('no open study session');
      try {
        hold((await studyApi.snapshot(open.session.id, snapshotId, fileId)).snapshot);
      } catch (error) {
        // Already satisfied: nothing more to send for it.
        if (isRefusal(error, 'STUDY_SNAPSHOT_NOT_FOUND')) {
          setSnapshot((held) => (held?.request.id === snapshotId ? null : held));
          return;
        }
        if (isRefusal(error, 'STUDY_SUPERSEDED')) enter('takenOver');
        else if (isRefusal(error, 'STUDY_SESSION_ENDED')) setOpening((n) => n + 1);
        throw error;
      }
    },
    [enter, hold],
  );

  const answer = useCallback(async () => {
    const open = session.current;
    if (!open || !check) return;
    try {
      hold((await studyApi.answer(open.session.id, check.view.id)).snapshot);
      setCheck(null);
      since.current = pageState();
      enter('studying');
    } catch (error) {
      if (isRefusal(error, 'STUDY_CHECK_MISSED')) {
        setCheck(null);
        enter('missed');
      }
    }
  }, [check, enter, hold]);

  const resume = useCallback(() => setOpening((n) => n + 1), []);

  return {
    phase,
    sessionCreditedMs: credit.session,
    lessonCreditedMs: credit.lesson,
    lessonFullMs: credit.full,
    check,
    answer,
    resume,
    maxRate,
    cameraRequired,
    snapshot,
    sendSnapshot,
    setCameraBlocked,
    retentionDays: consent.data?.retentionDays,
    agree,
  };
}
