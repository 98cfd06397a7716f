// The distributor dashboard's pure rules: the period in the URL (近7天/近30天/近90天 or a custom range, in China
// time), the funnel's share of its first stage, the daily series the bar chart draws and money in yuan.
import { isDate } from '../../lib/calendar';
import { formatYuan } from '../../lib/course';
import type { DistributorDashboard, FunnelStage } from '../../lib/api-types';

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** The server's default and ours: the last 30 days ending today. */
export const DEFAULT_PRESET: PeriodPreset = 30;
/** The longest range the server accepts (inclusive days). */
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  /** A preset, or 'custom' for a range picked by hand. */
  preset: PeriodPreset | 'custom';
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** The server counts days in China time (UTC+8). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in China time, YYYY-MM-DD. */
export function chinaToday(now: number = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(dateMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((dateMs(to) - dateMs(from)) / DAY_MS) + 1;
}

export function presetPeriod(preset: PeriodPreset, now: number = Date.now()): Period {
  const to = chinaToday(now);
  return { preset, from: addDays(to, -(preset - 1)), to };
}

/**
 * The period of the URL: ?from=&to= (a valid range of at most 366 days) is a custom period, else ?period=7|30|90,
 * else the last 30 days.
 */
export function periodOf(params: URLSearchParams, now: number = Date.now()): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (isDate(from) && isDate(to) && from <= to && periodDays(from, to) <= MAX_PERIOD_DAYS) return { preset: 'custom', from, to };
  const preset = Number(params.get('period'));
  return presetPeriod(PERIOD_PRESETS.find((p) => p === preset) ?? DEFAULT_PRESET, now);
}

/** The URL parameters that write a period (the default preset is written as none). */
export function periodParams(period: Period): Record<string, string | null> {
  if (period.preset === 'custom') return { period: null, from: period.from, to: period.to };
  return { period: period.preset === DEFAULT_PRESET ? null : String(period.preset), from: null, to: null };
}

/** The period as the API's query. */
export const periodQuery = ({ from, to }: Period) => ({ from, to });

/** The period's parameters as a query string for a link that keeps it (`?period=7`, '' for the default). */
export function periodSearch(period: Period): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(periodParams(period))) if (value) search.set(name, value);
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** Money the server sends in yuan (two decimals) as shown: ¥1,280.00. */
export function formatAmount(yuan: number | null | undefined): string {
  return formatYuan(Math.round((Number.isFinite(yuan) ? (yuan as number) : 0) * 100));
}

export const FUNNEL_STAGES: readonly FunnelStage[] = ['registered', 'submitted', 'approved', 'paid', 'passed'];
export const isFunnelStage = (stage: string): stage is FunnelStage => (FUNNEL_STAGES as readonly string[]).includes(stage);

export interface FunnelStep {
  stage: string;
  /** The server's Chinese name of the step (shown for a step this client does not know). */
  label: string;
  count: number;
  /** Share of the first stage in percent, one decimal (0 when the first stage is empty). */
  percent: number;
}

export function funnelSteps(funnel: DistributorDashboard['funnel']): FunnelStep[] {
  const first = funnel[0]?.count ?? 0;
  return funnel.map(({ stage, label, count }) => ({ stage, label, count, percent: first > 0 ? Math.round((count / first) * 1000) / 10 : 0 }));
}

/** Nobody reached any step: the funnel shows an empty state instead of equal blocks of 0 (0%). */
export const funnelIsEmpty = (funnel: DistributorDashboard['funnel']) => funnel.every((step) => step.count === 0);

export interface DailySeries {
  /** MM-DD under each point. */
  days: string[];
  registrations: number[];
  enrolments: number[];
  payments: number[];
}

/** The daily chart's series: one bar per day in date order (the server sends every day, zeros included). */
export function dailySeries(daily: DistributorDashboard['daily']): DailySeries {
  const sorted = [...daily].sort((a, b) => a.date.localeCompare(b.date));
  return {
    days: sorted.map((d) => d.date.slice(5)),
    registrations: sorted.map((d) => d.registrations),
    enrolments: sorted.map((d) => d.enrolments),
    payments: sorted.map((d) => d.payments),
  };
}

export const enrolmentTotal = (enrolments: DistributorDashboard['enrolments']) => enrolments.reduce((sum, e) => sum + e.count, 0);

/** The full registration link of an invite code (the server gives its path). */
export const inviteLink = (path: string, origin: string = window.location.origin) => `${origin}${path}`;

export const INVITE_LABEL_MAX = 30;
