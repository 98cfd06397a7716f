import { describe, expect, it } from 'vitest';
import i18n, { loadTexts } from '../../lib/i18n';
import { describeTerms } from './overrides';

describe("a learner's own terms as the staff pages say them", () => {
  it('names each change, in the order the learner is told', async () => {
    i18n.changeLanguage('zh-CN');
    await loadTexts('learner', 'staff');
    const t = i18n.t;
    expect(describeTerms({ extraTime: 1800, extraAttempts: 1, startedAt: null, expiredAt: null }, t, 'zh-CN')).toBe('延长30分钟；增加1次作答机会');
    expect(describeTerms({ extraTime: 61, extraAttempts: 0, startedAt: null, expiredAt: null }, t, 'zh-CN')).toBe('延长2分钟');
    const window = describeTerms({ extraTime: 0, extraAttempts: 0, startedAt: 1_795_914_000_000, expiredAt: 1_795_923_000_000 }, t, 'zh-CN');
    expect(window).toMatch(/^单独考试时间 .+ 至 .+$/);
  });
});
