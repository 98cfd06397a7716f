import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaToday,
  dailySeries,
  enrolmentTotal,
  formatAmount,
  funnelIsEmpty,
  funnelSteps,
  inviteLink,
  periodDays,
  periodOf,
  periodParams,
  periodSearch,
  presetPeriod,
} from './dashboard';
import { learnerQuery, tabOf } from './api';

// 2026-11-24 01:00 in China is still 2026-11-23 17:00 UTC.
const NOW = Date.UTC(2026, 10, 23, 17, 0);
const params = (qs: string) => new URLSearchParams(qs);

describe('dates in China time', () => {
  it('takes today from UTC+8', () => {
    expect(chinaToday(NOW)).toBe('2026-11-24');
    expect(chinaToday(Date.UTC(2026, 10, 23, 15, 59))).toBe('2026-11-23');
  });
  it('counts days inclusively and across months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(periodDays('2026-11-18', '2026-11-24')).toBe(7);
    expect(periodDays('2026-11-24', '2026-11-24')).toBe(1);
  });
});

describe('the period of the URL', () => {
  it('defaults to the last 30 days ending today', () => {
    expect(periodOf(params(''), NOW)).toEqual({ preset: 30, from: '2026-10-26', to: '2026-11-24' });
  });
  it('reads the presets', () => {
    expect(periodOf(params('period=7'), NOW)).toEqual({ preset: 7, from: '2026-11-18', to: '2026-11-24' });
    expect(periodOf(params('period=90'), NOW)).toEqual({ preset: 90, from: '2026-08-27', to: '2026-11-24' });
    expect(periodOf(params('period=12'), NOW).preset).toBe(30);
  });
  it('reads a custom range, refusing a reversed, invalid or too long one', () => {
    expect(periodOf(params('from=2026-01-01&to=2026-01-31'), NOW)).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(periodOf(params('from=2026-02-01&to=2026-01-31'), NOW).preset).toBe(30);
    expect(periodOf(params('from=2026-02-30&to=2026-03-31'), NOW).preset).toBe(30);
    expect(periodOf(params('from=2024-12-31&to=2026-01-01'), NOW).preset).toBe(30);
    expect(periodOf(params('from=2025-01-01&to=2026-01-01'), NOW).preset).toBe('custom');
    expect(periodOf(params('from=2025-01-01&to=2025-12-31&period=7'), NOW).preset).toBe('custom');
  });
  it('writes a period back as parameters, the default as none', () => {
    expect(periodParams(presetPeriod(30, NOW))).toEqual({ period: null, from: null, to: null });
    expect(periodParams(presetPeriod(7, NOW))).toEqual({ period: '7', from: null, to: null });
    expect(periodParams({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual({ period: null, from: '2026-01-01', to: '2026-01-31' });
    expect(periodSearch(presetPeriod(90, NOW))).toBe('?period=90');
    expect(periodSearch(presetPeriod(30, NOW))).toBe('');
    expect(periodSearch({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe('?from=2026-01-01&to=2026-01-31');
  });
  it('round-trips through the URL', () => {
    for (const p of [presetPeriod(7, NOW), presetPeriod(90, NOW), { preset: 'custom' as const, from: '2026-05-01', to: '2026-05-02' }]) {
      expect(periodOf(params(periodSearch(p).slice(1)), NOW)).toEqual(p);
    }
  });
});

describe('figures', () => {
  it('shows yuan with the sign, separators and two decimals', () => {
    expect(formatAmount(1280)).toBe('¥1,280.00');
    expect(formatAmount(1234567.5)).toBe('¥1,234,567.50');
    expect(formatAmount(0.1 + 0.2)).toBe('¥0.30');
    expect(formatAmount(null)).toBe('¥0.00');
  });

  it('gives each funnel stage its share of the first, one decimal', () => {
    const steps = funnelSteps([
      { stage: 'registered', label: '注册', count: 12 },
      { stage: 'submitted', label: '提交材料', count: 8 },
      { stage: 'approved', label: '审核通过', count: 6 },
      { stage: 'paid', label: '已缴费', count: 5 },
      { stage: 'passed', label: '考试通过', count: 1 },
    ]);
    expect(steps.map((s) => s.percent)).toEqual([100, 66.7, 50, 41.7, 8.3]);
    expect(steps[4]).toEqual({ stage: 'passed', label: '考试通过', count: 1, percent: 8.3 });
  });

  it('gives an empty funnel 0 % everywhere', () => {
    expect(funnelSteps([{ stage: 'registered', label: '注册', count: 0 }, { stage: 'paid', label: '已缴费', count: 0 }]).map((s) => s.percent)).toEqual([0, 0]);
    expect(funnelSteps([])).toEqual([]);
  });

  it('calls a funnel empty when nobody reached any step', () => {
    expect(funnelIsEmpty([{ stage: 'registered', label: '注册', count: 0 }, { stage: 'paid', label: '已缴费', count: 0 }])).toBe(true);
    expect(funnelIsEmpty([])).toBe(true);
    expect(funnelIsEmpty([{ stage: 'registered', label: '注册', count: 0 }, { stage: 'paid', label: '已缴费', count: 1 }])).toBe(false);
  });

  it('maps the days to the daily series in date order', () => {
    const day = (date: string, n: number) => ({ date, registrations: n, enrolments: n * 2, payments: n * 3, amountYuan: 0 });
    expect(dailySeries([day('2026-11-02', 1), day('2026-10-31', 0), day('2026-11-01', 2)])).toEqual({
      days: ['10-31', '11-01', '11-02'],
      registrations: [0, 2, 1],
      enrolments: [0, 4, 2],
      payments: [0, 6, 3],
    });
  });

  it('adds up the enrolments of every status', () => {
    expect(enrolmentTotal([{ status: 1, label: '待审核', count: 2 }, { status: 4, label: '已报名', count: 3 }])).toBe(5);
  });

  it('prefixes the invite link with the origin', () => {
    expect(inviteLink('/register?inviteCode=ABCDEFGH2345', 'https://skill.example')).toBe('https://skill.example/register?inviteCode=ABCDEFGH2345');
  });
});

describe('the URL of the dashboard', () => {
  it('reads the tab and the learner query', () => {
    expect(tabOf(params('tab=codes'))).toBe('codes');
    expect(tabOf(params('tab=x'))).toBe('overview');
    expect(learnerQuery(params('q=%20zhou%20&page=3&size=50'))).toEqual({ q: 'zhou', page: 2, size: 50 });
    expect(learnerQuery(params('size=7'))).toEqual({ q: undefined, page: 0, size: 20 });
  });
});
