import { describe, expect, it } from 'vitest';
import { deviceOf, endReasonOf, formatDuration, newestFirst, periodsReached, reportFilter, reportListQuery, verdictOf, verdictState } from './studyReport';
import { checkField, verdictRules } from '../../lib/validation';

describe('reportListQuery', () => {
  it('keeps only the filters the server accepts; ?page= is 1-based in the URL', () => {
    expect(reportListQuery(new URLSearchParams('courseId=3&from=2026-11-01&to=2026-11-30&q=%20zhang%20&page=3&size=50'))).toEqual({
      courseId: 3,
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'zhang',
      page: 2,
      size: 50,
    });
    expect(reportListQuery(new URLSearchParams('courseId=x&from=2026-02-30&to=tomorrow&q=%20&page=-2&size=7'))).toEqual({
      courseId: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: 0,
      size: 20,
    });
  });

  it('keeps one end of a period alone, and drops a period that ends before it starts', () => {
    expect(reportListQuery(new URLSearchParams('from=2026-11-01'))).toMatchObject({ from: '2026-11-01', to: undefined });
    expect(reportListQuery(new URLSearchParams('to=2026-11-01'))).toMatchObject({ from: undefined, to: '2026-11-01' });
    expect(reportListQuery(new URLSearchParams('from=2026-11-02&to=2026-11-01'))).toMatchObject({ from: undefined, to: undefined });
    expect(reportListQuery(new URLSearchParams('from=2026-11-01&to=2026-11-01'))).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('gives the export the filters without the page', () => {
    expect(reportFilter({ courseId: 2, from: '2026-11-01', to: '2026-11-30', q: 'li', page: 4, size: 10 } as never)).toEqual({ courseId: 2, from: '2026-11-01', to: '2026-11-30', q: 'li' });
  });
});

describe('formatDuration', () => {
  it('reads milliseconds as H:MM:SS, whole seconds rounded down', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(999)).toBe('0:00:00');
    expect(formatDuration(45_000)).toBe('0:00:45');
    expect(formatDuration(125_500)).toBe('0:02:05');
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(2 * 3_600_000 + 30 * 60_000 + 9_000)).toBe('2:30:09');
    expect(formatDuration(101 * 3_600_000)).toBe('101:00:00');
  });

  it('shows nothing odd for missing or negative time', () => {
    expect(formatDuration(null)).toBe('0:00:00');
    expect(formatDuration(undefined)).toBe('0:00:00');
    expect(formatDuration(Number.NaN)).toBe('0:00:00');
    expect(formatDuration(-5_000)).toBe('0:00:00');
  });
});

describe('deviceOf', () => {
  const cases: [string, string][] = [
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120 · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91', 'Edge 120 · Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari 17 · macOS'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121 · Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', 'Safari 17 · iOS 17.1'],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1', 'Chrome 119 · iPadOS 16.6'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2e) NetType/WIFI Language/zh_CN',
      'WeChat 8 · iOS 16.5',
    ],
    ['Mozilla/5.0 (Linux; Android 13; V2229A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.5615.136 Mobile Safari/537.36', 'Chrome 112 · Android 13'],
    ['Mozilla/5.0 (Linux; U; Android 12; zh-cn; PFJM10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0.4430.61 MQQBrowser/13.5 Mobile Safari/537.36', 'QQ Browser 13 · Android 12'],
    ['Mozilla/5.0 (Linux; Android 10; HarmonyOS; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 Mobile Safari/537.36', 'Chrome 99 · HarmonyOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome 131 · Linux'],
  ];
  for (const [ua, device] of cases) {
    it(`names ${device}`, () => expect(deviceOf(ua)).toBe(device));
  }

  it('shows an unknown agent itself, cut short, and nothing for none', () => {
    expect(deviceOf('curl/8.4.0')).toBe('curl/8.4.0');
    expect(deviceOf('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
    expect(deviceOf('  ')).toBe('');
    expect(deviceOf(null)).toBe('');
  });
});

describe('the sessions', () => {
  it('names how a session ended; an open one is in progress', () => {
    expect(endReasonOf({ endReason: null })).toBe('open');
    expect(endReasonOf({})).toBe('open');
    expect(endReasonOf({ endReason: 'superseded' })).toBe('superseded');
    expect(endReasonOf({ endReason: 'check_missed' })).toBe('check_missed');
    expect(endReasonOf({ endReason: 'left' })).toBe('left');
    expect(endReasonOf({ endReason: 'other' })).toBeNull();
  });

  it('orders them newest first', () => {
    expect(newestFirst([{ id: 1, startedAt: 10 }, { id: 3, startedAt: 30 }, { id: 2, startedAt: 30 }]).map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it('says the requirement is reached only for a course that has one', () => {
    expect(periodsReached('4.0', 4)).toBe(true);
    expect(periodsReached('4.5', 4)).toBe(true);
    expect(periodsReached('3.9', 4)).toBe(false);
    expect(periodsReached('2.5', 0)).toBe(false);
  });
});

describe('verdicts', () => {
  it('names a verdict, and 未核验 only for a session with stills', () => {
    expect(verdictOf({ verdict: 'self', snapshotsTaken: 0 })).toBe('self');
    expect(verdictOf({ verdict: 'other', snapshotsTaken: 3 })).toBe('other');
    expect(verdictOf({ verdict: null, snapshotsTaken: 2 })).toBe('unreviewed');
    expect(verdictOf({ verdict: null, snapshotsTaken: 0 })).toBeNull();
    expect(verdictState(undefined)).toBe('unreviewed');
  });

  it('needs a reason for 非本人 alone, at most 200 characters, in the server’s words', () => {
    expect(checkField(verdictRules, 'verdict', {})).toBe('refusals.STUDY_VERDICT_INVALID');
    expect(checkField(verdictRules, 'reason', { verdict: 'self', reason: '' })).toBeNull();
    expect(checkField(verdictRules, 'reason', { verdict: 'other', reason: '  ' })).toBe('refusals.STUDY_VERDICT_REASON_REQUIRED');
    expect(checkField(verdictRules, 'reason', { verdict: 'other', reason: '不是本人' })).toBeNull();
    expect(checkField(verdictRules, 'reason', { verdict: 'self', reason: '字'.repeat(201) })).toBe('refusals.STUDY_VERDICT_REASON_TOO_LONG');
  });
});
