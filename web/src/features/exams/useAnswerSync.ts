// Keeps the answer sheet safe: in the browser every second, on the server every 5 s, and once more as the page goes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { examApi } from './api';
import { serializeAnswers, type AnswerMap, type LocalExamState } from './answerSheet';
import { attemptIsOver } from './examRules';
import { saveExamState } from './examStorage';
import type { Answer, PaperItem } from '../../lib/api-types';

/** Spec 001 §4: answers are saved locally each second. */
export const LOCAL_SAVE_INTERVAL_MS = 1_000;
/** The server copy lags by at most this much (a crash or another computer loses at most these seconds). */
export const SERVER_SAVE_INTERVAL_MS = 5_000;

export type SyncState = 'synced' | 'saving' | 'pending';

export interface AnswerSync {
  answers: AnswerMap;
  /** The newest answers, for callbacks that run between renders. */
  answersRef: () => AnswerMap;
  setAnswer: (questionId: number, answer: Answer | null) => void;
  current: number;
  setCurrent: (index: number) => void;
  sync: SyncState;
  /** Server time (ms) of the last acknowledged save. */
  savedAt: number | null;
  /** Sends unsaved answers now (before an exit or a submit); resolves false when the server refused. */
  flush: () => Promise<boolean>;
  /** Sends unsaved answers with `keepalive` (the page is going away). */
  flushOnUnload: () => void;
  /** Stops every further save (after submit or when the exam ended). */
  stop: () => void;
}

export function useAnswerSync(options: {
  examId: string;
  questions: PaperItem[];
  initial: AnswerMap;
  initialCurrent: number;
  /** When the initial answers came from unsynced local changes, their times (so the first save sends them). */
  initialChangedAt: number;
  initialSyncedAt: number | null;
  /** The server refused the save because the attempt is over (its time is up). */
  onTimeOver: (error: unknown) => void;
  /** The browser refused to store the sheet. */
  onLocalSaveFailed: () => void;
}): AnswerSync {
  const { examId, questions } = options;
  const [answers, setAnswers] = useState<AnswerMap>(options.initial);
  const [current, setCurrentState] = useState(options.initialCurrent);
  const [sync, setSync] = useState<SyncState>(
    options.initialSyncedAt !== null && options.initialChangedAt <= options.initialSyncedAt ? 'synced' : 'pending',
  );
  const [savedAt, setSavedAt] = useState<number | null>(null);

  // The live values the timers read (state updates would re-create the intervals every keystroke).
  const live = useRef({
    answers: options.initial,
    current: options.initialCurrent,
    changedAt: options.initialChangedAt,
    syncedAt: options.initialSyncedAt,
    writtenAt: -1,
  });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const stopped = useRef(false);
  const handlers = useRef({ onTimeOver: options.onTimeOver, onLocalSaveFailed: options.onLocalSaveFailed });
  useEffect(() => {
    handlers.current = { onTimeOver: options.onTimeOver, onLocalSaveFailed: options.onLocalSaveFailed };
  });

  const writeLocal = useCallback(() => {
    const l = live.current;
    const state: LocalExamState = { answers: l.answers, changedAt: l.changedAt, syncedAt: l.syncedAt, current: l.current };
    try {
      saveExamState(examId, state);
      l.writtenAt = l.changedAt;
      return true;
    } catch {
      handlers.current.onLocalSaveFailed();
      return false;
    }
  }, [examId]);

  const setAnswer = useCallback((questionId: number, answer: Answer | null) => {
    if (stopped.current) return;
    const l = live.current;
    // Strictly increasing, so "changed after the last acknowledged save" never ties.
    l.changedAt = Math.max(Date.now(), l.changedAt + 1);
    l.answers = { ...l.answers, [String(questionId)]: answer };
    setAnswers(l.answers);
    setSync('pending');
  }, []);

  const setCurrent = useCallback((index: number) => {
    live.current.current = index;
    setCurrentState(index);
  }, []);

  const send = useCallback(
    (keepalive: boolean): Promise<boolean> => {
      const l = live.current;
      if (stopped.current) return Promise.resolve(true);
      if (l.syncedAt !== null && l.changedAt <= l.syncedAt) return Promise.resolve(true);
      const sentChange = l.changedAt;
      setSync('saving');
      return examApi.saveAnswers(examId, serializeAnswers(questions, l.answers), { keepalive }).then(
        (result) => {
          l.syncedAt = Math.max(l.syncedAt ?? 0, sentChange);
          setSavedAt(result?.savedAt ?? Date.now());
          setSync(l.changedAt > sentChange ? 'pending' : 'synced');
          writeLocal();
          return true;
        },
        (error: unknown) => {
          setSync('pending');
          if (attemptIsOver(error)) handlers.current.onTimeOver(error);
          return false;
        },
      );
    },
    [examId, questions, writeLocal],
  );

  const flush = useCallback((): Promise<boolean> => {
    const run = (inFlight.current ?? Promise.resolve(true)).then(() => send(false));
    inFlight.current = run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }, [send]);

  const flushOnUnload = useCallback(() => {
    if (stopped.current) return;
    writeLocal();
    void send(true).catch(() => undefined);
  }, [send, writeLocal]);

  const answersRef = useCallback(() => live.current.answers, []);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  useEffect(() => {
    const local = window.setInterval(() => {
      if (stopped.current) return;
      const l = live.current;
      if (l.writtenAt !== l.changedAt) writeLocal();
    }, LOCAL_SAVE_INTERVAL_MS);
    const server = window.setInterval(() => {
      if (stopped.current || inFlight.current) return;
      void flush();
    }, SERVER_SAVE_INTERVAL_MS);
    return () => {
      window.clearInterval(local);
      window.clearInterval(server);
    };
  }, [flush, writeLocal]);

  return { answers, answersRef, setAnswer, current, setCurrent, sync, savedAt, flush, flushOnUnload, stop };
}
