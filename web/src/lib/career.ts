// The career-referral model the staff page and the learner's profile share: referral and position statuses, the
// changes a referral's status allows, the tag colours, and how a position's monthly salary is written.
import type { TFunction } from './i18n';
import type { PositionStatus, ReferralStatus } from './api-types';

/** In the order of the journey (the count cards and the filter follow it). */
export const REFERRAL_STATUSES = ['recommended', 'interviewing', 'hired', 'declined'] as const satisfies readonly ReferralStatus[];
export const POSITION_STATUSES = ['open', 'closed'] as const satisfies readonly PositionStatus[];

export const isReferralStatus = (v: unknown): v is ReferralStatus => typeof v === 'string' && (REFERRAL_STATUSES as readonly string[]).includes(v);
export const isPositionStatus = (v: unknown): v is PositionStatus => typeof v === 'string' && (POSITION_STATUSES as readonly string[]).includes(v);

/** The server's rule: recommended → interviewing | hired | declined; interviewing → hired | declined; the rest final. */
const NEXT: Record<ReferralStatus, readonly ReferralStatus[]> = {
  recommended: ['interviewing', 'hired', 'declined'],
  interviewing: ['hired', 'declined'],
  hired: [],
  declined: [],
};

/** The statuses a referral may move to from this one (none for a final or unknown status). */
export function nextStatuses(status: string): readonly ReferralStatus[] {
  return isReferralStatus(status) ? NEXT[status] : [];
}

export const isFinalStatus = (status: string) => nextStatuses(status).length === 0;

/** antd Tag colours (also the count cards' tones). */
export const REFERRAL_STATUS_COLORS: Record<ReferralStatus, string> = {
  recommended: 'processing',
  interviewing: 'warning',
  hired: 'success',
  declined: 'default',
};

export const POSITION_STATUS_COLORS: Record<PositionStatus, string> = { open: 'success', closed: 'default' };

/** The salary a position may state: whole yuan per month within these bounds (the server's limits). */
export const SALARY_MIN = 0;
export const SALARY_MAX = 1_000_000;

/** 12000 → '12,000'. */
export const groupThousands = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');

const stated = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A monthly salary as the pages write it: '8,000–12,000 元/月', '8,000 元/月' (both the same), '8,000 元/月起' (no
 * upper bound), '最高 12,000 元/月' (no lower bound), '面议' when neither is stated.
 */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, t: TFunction): string {
  if (stated(min) && stated(max)) {
    return min === max ? t('career.salaryExact', { amount: groupThousands(min) }) : t('career.salaryRange', { min: groupThousands(min), max: groupThousands(max) });
  }
  if (stated(min)) return t('career.salaryFrom', { min: groupThousands(min) });
  if (stated(max)) return t('career.salaryUpTo', { max: groupThousands(max) });
  return t('career.salaryNegotiable');
}
