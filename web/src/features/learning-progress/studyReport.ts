// Pure rules of the study-hours report (学时报表): the URL ⇄ server query, durations as a clock, a session's device
// from its user agent, and when a learner has the hours the course requires.
import { isDate } from '../../lib/calendar';
import { pageSizeOf } from '../../components/ListPagination';
import type { ReportSession } from '../../lib/api-types';
import { PROGRESS_PAGE_SIZES } from './progress';

/** The same page sizes as the progress list: 20 learners by default. */
export const REPORT_PAGE_SIZES = PROGRESS_PAGE_SIZES;
/** The URL parameters "clear filters" removes; the course stays (the page always shows one). */
export const REPORT_FILTERS = ['from', 'to', 'q'] as const;

/** The filters of the report, of its export and of a learner's sessions (each is also the server's parameter). */
export interface ReportFilter {
  courseId?: number;
  /** First and last day of the period, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Part of the learner's username, name or phone. */
  q?: string;
}

export interface ReportListQuery extends ReportFilter {
  /** Zero-based. */
  page: number;
  size: number;
}

/** A real calendar day written YYYY-MM-DD. */
/** The server query of the page's URL (?page= is 1-based there); values the server would refuse are left out. */
export function reportListQuery(params: URLSearchParams): ReportListQuery {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const courseId = Number(text('courseId'));
  let from: string | undefined = isDate(text('from')) ? text('from') : undefined;
  let to: string | undefined = isDate(text('to')) ? text('to') : undefined;
  // A period that ends before it starts (a hand-written URL) is no period.
  if (from && to && from > to) from = to = undefined;
  return {
    courseId: Number.isInteger(courseId) && courseId > 0 ? courseId : undefined,
    from,
    to,
    q: text('q') || undefined,
    page: Math.max(1, Math.floor(Number(text('page'))) || 1) - 1,
    size: pageSizeOf(text('size'), REPORT_PAGE_SIZES),
  };
}

/** The filters alone (for the export and a learner's sessions, which have no pages). */
export function reportFilter({ courseId, from, to, q }: ReportFilter): ReportFilter {
  return { courseId, from, to, q };
}

/** Has the learner the 学时 the course requires? Never for a course that requires none. */
export function periodsReached(creditedPeriods: string, requiredPeriods: number): boolean {
  return requiredPeriods > 0 && Number(creditedPeriods) >= requiredPeriods;
}

/** Milliseconds as a clock, H:MM:SS (whole seconds, rounded down; hours not capped). */
export function formatDuration(ms: number | null | undefined): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor((ms as number) / 1000)) : 0;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** Browsers in the order they must be tried: in-app and derived browsers name Chrome or Safari too. */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/QQBrowser\/(\d+)/, 'QQ Browser'],
  [/UCBrowser\/(\d+)/, 'UC Browser'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//, 'Safari'],
];

/** Operating systems in the order they must be tried (HarmonyOS names Android, iPadOS and iOS name Mac OS X). */
const SYSTEMS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/HarmonyOS|OpenHarmony/, () => 'HarmonyOS'],
  [/Windows NT/, () => 'Windows'],
  [/Android (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/Android/, () => 'Android'],
  [/iPad.*? OS (\d+)(?:_(\d+))?/, (m) => `iPadOS ${m[1]}${m[2] ? `.${m[2]}` : ''}`],
  [/(?:iPhone|iPod).*? OS (\d+)(?:_(\d+))?/, (m) => `iOS ${m[1]}${m[2] ? `.${m[2]}` : ''}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Mac OS X/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
];

/**
 * A user agent as a reader names the device: "Chrome 120 · Windows", "WeChat 8 · iOS 17.1". One it does not know
 * is shown itself, cut to 40 characters; none is ''.
 */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return '';
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const m = ua.match(pattern);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  let system = '';
  for (const [pattern, name] of SYSTEMS) {
    const m = ua.match(pattern);
    if (m) {
      system = name(m);
      break;
    }
  }
  const known = [browser, system].filter(Boolean).join(' · ');
  if (known) return known;
  return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
}

/** How a session ended, as the texts name it: 'open' while it runs; null for a reason the page does not know. */
export type EndReason = 'superseded' | 'check_missed' | 'left' | 'open';

export function endReasonOf(session: Pick<ReportSession, 'endReason'>): EndReason | null {
  const reason = session.endReason ?? null;
  if (reason === null) return 'open';
  return reason === 'superseded' || reason === 'check_missed' || reason === 'left' ? reason : null;
}

/** The sessions newest first (the server sends them so; kept whatever the order). */
export function newestFirst<T extends Pick<ReportSession, 'startedAt' | 'id'>>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => b.startedAt - a.startedAt || b.id - a.id);
}

/** A session's review (学时核验): 本人, 非本人, or 未核验 — only a session with stills waits for one; null otherwise. */
export type VerdictState = 'self' | 'other' | 'unreviewed';

/** The server's verdict ('self', 'other', null) as the page names it. */
export function verdictState(verdict: string | null | undefined): VerdictState {
  return verdict === 'self' || verdict === 'other' ? verdict : 'unreviewed';
}

export function verdictOf(session: { verdict?: string | null; snapshotsTaken: number }): VerdictState | null {
  const state = verdictState(session.verdict);
  return state === 'unreviewed' && session.snapshotsTaken === 0 ? null : state;
}

/** The application's documents a reviewer compares the stills with, in the order they are shown. */
export const REFERENCE_SLOTS = ['photo', 'idFront', 'idBack'] as const;
export type ReferenceSlot = (typeof REFERENCE_SLOTS)[number];

export function isReferenceSlot(slot: string): slot is ReferenceSlot {
  return (REFERENCE_SLOTS as readonly string[]).includes(slot);
}
