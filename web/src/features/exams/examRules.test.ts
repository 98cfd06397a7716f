import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  answerKeyNote,
  attemptIsOver,
  exitLimitReached,
  formatCountdown,
  leaveDecision,
  liveStatus,
  mergeExitCount,
  paperIsComplete,
  remainingMs,
  startButton,
  startFailure,
  submitFailure,
} from './examRules';

describe('start button', () => {
  const exam = { canTake: true, completed: false, attemptsUsed: 0, attemptOpen: false, nextAttemptAt: null };
  it('starts only a running exam the learner may take', () => {
    expect(startButton(exam, 'started', false)).toEqual({ kind: 'start' });
    expect(startButton(exam, 'notStarted', false)).toEqual({ kind: 'notStarted' });
    expect(startButton(exam, 'ended', false)).toEqual({ kind: 'ended' });
    expect(startButton({ ...exam, canTake: false }, 'started', false)).toEqual({ kind: 'noAccess' });
  });
  it('says completed from the server flag or the local flag', () => {
    expect(startButton({ ...exam, completed: true }, 'started', false)).toEqual({ kind: 'completed' });
    expect(startButton(exam, 'ended', true)).toEqual({ kind: 'completed' });
  });
  it('offers another attempt while the server allows one, after its wait', () => {
    const tried = { ...exam, attemptsUsed: 1 };
    expect(startButton(tried, 'started', true, 5000)).toEqual({ kind: 'again' });
    expect(startButton({ ...tried, nextAttemptAt: 6000 }, 'started', true, 5000)).toEqual({ kind: 'wait', until: 6000 });
    expect(startButton({ ...tried, nextAttemptAt: 6000 }, 'started', true, 6000)).toEqual({ kind: 'again' });
    expect(startButton({ ...tried, attemptOpen: true }, 'started', false, 5000)).toEqual({ kind: 'start' });
    expect(startButton({ ...tried, completed: true }, 'started', false, 5000)).toEqual({ kind: 'completed' });
    expect(startButton(tried, 'ended', false, 5000)).toEqual({ kind: 'ended' });
  });
  it('derives the status on the server clock', () => {
    const e = { startedAt: 1000, expiredAt: 2000 };
    expect(liveStatus(e, 900, 0)).toBe('notStarted');
    expect(liveStatus(e, 900, 200)).toBe('started');
    expect(liveStatus(e, 1900, 200)).toBe('ended');
  });
});

describe('exit counting', () => {
  it('keeps the larger of the local and server counts', () => {
    expect(mergeExitCount(1, 2)).toBe(2);
    expect(mergeExitCount(2, 0)).toBe(2);
    expect(mergeExitCount(0, undefined)).toBe(0);
  });
  it('refuses from the third exit on', () => {
    expect(exitLimitReached(2)).toBe(false);
    expect(exitLimitReached(3)).toBe(true);
    expect(exitLimitReached(4)).toBe(true);
  });
  it("follows the exam's own limit, and never ends one without a limit", () => {
    expect(exitLimitReached(3, 5)).toBe(false);
    expect(exitLimitReached(5, 5)).toBe(true);
    expect(exitLimitReached(50, 0)).toBe(false);
  });
});

describe('countdown', () => {
  it('counts down to the deadline and never below zero', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });
  it('formats hours, minutes and seconds, rounding part seconds up', () => {
    expect(formatCountdown(7_200_000)).toBe('02:00:00');
    expect(formatCountdown(61_500)).toBe('00:01:02');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});

describe('leaving the paper', () => {
  const from = '/exam-paper/7';
  it('always allows /login, blocks the message page and confirms anything else', () => {
    expect(leaveDecision(from, '/login')).toBe('allow');
    expect(leaveDecision(from, '/StudentProfile/message')).toBe('block');
    expect(leaveDecision(from, '/studentprofile/message/')).toBe('block');
    expect(leaveDecision(from, '/examcenter')).toBe('confirm');
    expect(leaveDecision(from, '/exam-paper/7')).toBe('stay');
  });
});

describe('failures', () => {
  /** An answered failure as the server sends it: its status, text and refusal code. */
  const http = (status: number, message: string, error: string | null = null) =>
    new ApiError(message, { kind: 'http', status, error, fromServer: message !== '' || error !== null });
  it('maps submit failures to the spec texts', () => {
    expect(submitFailure(new ApiError('x', { kind: 'network' }))).toEqual({ key: 'errors.network' });
    expect(submitFailure(new ApiError('x', { kind: 'timeout' }))).toEqual({ key: 'errors.network' });
    expect(submitFailure(http(500, '服务器内部错误，请稍后重试', 'INTERNAL'))).toEqual({ key: 'exam.serverError' });
    expect(submitFailure(http(422, '考试时间已结束', 'EXAM_TIME_UP'))).toEqual({ text: '考试时间已结束' });
    expect(submitFailure(http(400, ''))).toEqual({ key: 'exam.submitFailed' });
    expect(submitFailure(new Error('boom'))).toEqual({ key: 'exam.submitFailed' });
  });
  it('sends a refused start to the records or the centre', () => {
    expect(startFailure(http(409, '您已完成该考试', 'EXAM_ALREADY_SUBMITTED'))).toEqual({ to: 'examRecord', text: '您已完成该考试', completed: true });
    expect(startFailure(http(403, '您没有参加该考试的权限', 'EXAM_NOT_ALLOWED'))).toEqual({ to: 'examCenter', text: '您没有参加该考试的权限' });
    expect(startFailure(http(422, '考试尚未开始', 'EXAM_NOT_STARTED'))).toEqual({ to: 'examCenter', text: '考试尚未开始' });
    expect(startFailure(http(404, '考试不存在', 'EXAM_NOT_FOUND'))).toEqual({ to: 'examCenter', text: '考试不存在' });
    // Any other refusal (here the server's own failure) is the spec's '考试初始化失败'.
    expect(startFailure(http(500, '服务器内部错误，请稍后重试', 'INTERNAL'))).toEqual({ to: 'examCenter', key: 'exam.initFailed' });
    expect(startFailure(new ApiError('x', { kind: 'network' }))).toEqual({ to: 'examCenter', key: 'exam.initFailed' });
  });
  it('knows the answers the server no longer takes by their refusal', () => {
    expect(attemptIsOver(http(422, '考试时间已结束', 'EXAM_TIME_UP'))).toBe(true);
    expect(attemptIsOver(http(422, '请先开始考试', 'EXAM_ATTEMPT_NOT_STARTED'))).toBe(true);
    expect(attemptIsOver(http(400, '答案格式错误', 'EXAM_ANSWER_MALFORMED'))).toBe(false);
    expect(attemptIsOver(http(409, '您已完成该考试', 'EXAM_ALREADY_SUBMITTED'))).toBe(false);
    expect(attemptIsOver(new ApiError('x', { kind: 'timeout' }))).toBe(false);
  });
  it('checks that the paper is complete', () => {
    const choice = { id: 1, type: 'CHOICE', metadata: { options: { A: 'a', B: 'b' } } };
    expect(paperIsComplete({ items: [choice, { id: 2, type: 'SHORT' }] })).toBe(true);
    expect(paperIsComplete({ items: [] })).toBe(false);
    expect(paperIsComplete(null)).toBe(false);
    expect(paperIsComplete({ items: [{ id: 1, type: 'CHOICE', metadata: { options: { A: 'a' } } }] })).toBe(false);
    expect(paperIsComplete({ items: [{ id: '1', type: 'JUDGE' }] })).toBe(false);
    expect(paperIsComplete({ items: [{ id: 1, type: 'ESSAY' }] })).toBe(false);
  });
});

describe('the answer key note', () => {
  it('says nothing once the answers are shown', () => {
    expect(answerKeyNote({ answersHidden: false, answerVisibility: 'afterClose', answersAvailableAt: 1000 })).toBeNull();
  });
  it('says when, or on what, the answers will be shown', () => {
    expect(answerKeyNote({ answersHidden: true, answerVisibility: 'afterClose', answersAvailableAt: 1000 })).toEqual({ kind: 'afterClose', at: 1000 });
    expect(answerKeyNote({ answersHidden: true, answerVisibility: 'afterClose', answersAvailableAt: null })).toEqual({ kind: 'afterClose', at: null });
    expect(answerKeyNote({ answersHidden: true, answerVisibility: 'afterGrading', answersAvailableAt: null })).toEqual({ kind: 'afterGrading' });
    expect(answerKeyNote({ answersHidden: true, answerVisibility: 'never', answersAvailableAt: null })).toEqual({ kind: 'never' });
  });
});
