// One learner's own terms for an exam, as the staff pages say them: 「延长30分钟；增加1次作答机会；单独考试时间 … 至 …」.
import type { TFunction } from '../../lib/i18n';
import { formatDateTime } from '../../lib/exam';
import type { Terms } from '../../lib/api-types';

export function describeTerms(terms: Terms, t: TFunction, language: string): string {
  const parts: string[] = [];
  if (terms.extraTime > 0) parts.push(t('examAdmin.termsExtraTime', { count: Math.ceil(terms.extraTime / 60) }));
  if (terms.extraAttempts > 0) parts.push(t('examAdmin.termsExtraAttempts', { count: terms.extraAttempts }));
  if (terms.startedAt != null && terms.expiredAt != null) {
    parts.push(t('examAdmin.termsWindow', { from: formatDateTime(terms.startedAt, language), to: formatDateTime(terms.expiredAt, language) }));
  }
  return parts.join(t('examAdmin.termsSeparator'));
}
