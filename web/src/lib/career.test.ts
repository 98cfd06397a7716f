import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from './i18n';
import { REFERRAL_STATUSES, formatSalary, groupThousands, isFinalStatus, nextStatuses } from './career';

const zh = i18n.getFixedT('zh-CN');

describe('referral status changes (the server allows the same)', () => {
  it('moves a recommendation on to any later status, an interview to its outcome, and nothing after that', () => {
    expect(nextStatuses('recommended')).toEqual(['interviewing', 'hired', 'declined']);
    expect(nextStatuses('interviewing')).toEqual(['hired', 'declined']);
    expect(nextStatuses('hired')).toEqual([]);
    expect(nextStatuses('declined')).toEqual([]);
    expect(nextStatuses('withdrawn')).toEqual([]);
  });

  it('never goes back', () => {
    for (const [i, from] of REFERRAL_STATUSES.entries()) {
      for (const to of nextStatuses(from)) expect(REFERRAL_STATUSES.indexOf(to), `${from} → ${to}`).toBeGreaterThan(i);
    }
  });

  it('calls hired and declined final', () => {
    expect(REFERRAL_STATUSES.filter(isFinalStatus)).toEqual(['hired', 'declined']);
  });
});

describe('formatSalary', () => {
  it('writes a monthly range with thousands separators', () => {
    expect(formatSalary(8000, 12000, zh)).toBe('8,000–12,000 元/月');
    expect(formatSalary(0, 1_000_000, zh)).toBe('0–1,000,000 元/月');
    expect(formatSalary(6500, 6500, zh)).toBe('6,500 元/月');
  });

  it('says 面议 when neither bound is stated, and which bound is when only one is', () => {
    expect(formatSalary(null, null, zh)).toBe('面议');
    expect(formatSalary(undefined, undefined, zh)).toBe('面议');
    expect(formatSalary(8000, null, zh)).toBe('8,000 元/月起');
    expect(formatSalary(null, 12000, zh)).toBe('最高 12,000 元/月');
  });

  it('follows the language', async () => {
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(formatSalary(8000, 12000, en)).toBe('¥8,000–12,000 / month');
    expect(formatSalary(null, null, en)).toBe('Negotiable');
  });

  it('groups thousands', () => {
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
  });
});
