import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { positionRules, referralRules, referralStatusRules, validate } from './validation';

const zh = (key: string) => i18n.getFixedT('zh-CN')(key);
const errs = (rules: Parameters<typeof validate>[0], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validate(rules, values)).map(([k, v]) => [k, zh(v)]));

const position = { company: '广州电力工程有限公司', title: '电工', city: '广州', contact: '李经理 020-88886666', status: 'open' };

describe('position rules (the server answers the same texts)', () => {
  it('accepts a position without salary or requirements (面议)', () => {
    expect(validate(positionRules, position)).toEqual({});
    expect(validate(positionRules, { ...position, salaryMin: 8000, salaryMax: 12000, requirements: '持有电工证' })).toEqual({});
    expect(validate(positionRules, { ...position, salaryMin: 0, salaryMax: 1_000_000 })).toEqual({});
  });

  it('asks for company, title, city and contact', () => {
    expect(errs(positionRules, { company: ' ', title: '', city: null })).toEqual({
      company: '请输入企业名称',
      title: '请输入岗位名称',
      city: '请输入工作城市',
      contact: '请输入联系方式',
    });
  });

  it('limits the lengths as the server does', () => {
    const long = (n: number) => '字'.repeat(n);
    expect(validate(positionRules, { ...position, company: long(100), title: long(100), city: long(50), contact: long(100), requirements: long(2000) })).toEqual({});
    expect(errs(positionRules, { ...position, company: long(101), title: long(101), city: long(51), contact: long(101), requirements: long(2001) })).toEqual({
      company: '企业名称不能超过100个字符',
      title: '岗位名称不能超过100个字符',
      city: '工作城市不能超过50个字符',
      contact: '联系方式不能超过100个字符',
      requirements: '岗位要求不能超过2000个字符',
    });
  });

  it('takes salaries as whole yuan from 0 to 1000000, the highest not below the lowest', () => {
    for (const bad of [-1, 1_000_001, 12.5, 'abc']) {
      expect(errs(positionRules, { ...position, salaryMin: bad }), String(bad)).toEqual({ salaryMin: '薪资应为0到1000000之间的整数' });
      expect(errs(positionRules, { ...position, salaryMax: bad }), String(bad)).toEqual({ salaryMax: '薪资应为0到1000000之间的整数' });
    }
    expect(errs(positionRules, { ...position, salaryMin: 12000, salaryMax: 8000 })).toEqual({ salaryMax: '最高薪资不能低于最低薪资' });
    expect(validate(positionRules, { ...position, salaryMin: 8000, salaryMax: 8000 })).toEqual({});
    // One bound alone is fine.
    expect(validate(positionRules, { ...position, salaryMin: 8000 })).toEqual({});
    expect(validate(positionRules, { ...position, salaryMax: 8000 })).toEqual({});
  });

  it('knows the two statuses', () => {
    expect(errs(positionRules, { ...position, status: 'paused' })).toEqual({ status: '岗位状态无效' });
    expect(validate(positionRules, { ...position, status: 'closed' })).toEqual({});
  });
});

describe('referral rules', () => {
  it('needs a position and a learner; notes are optional up to 500 characters', () => {
    expect(errs(referralRules, {})).toEqual({ positionId: '请选择岗位', candidate: '请选择学员' });
    expect(validate(referralRules, { positionId: 3, candidate: '16-2', notes: '字'.repeat(500) })).toEqual({});
    expect(errs(referralRules, { positionId: 3, candidate: '16-2', notes: '字'.repeat(501) })).toEqual({ notes: '备注不能超过500个字符' });
  });

  it('a status change needs the new status', () => {
    expect(errs(referralStatusRules, { notes: '字'.repeat(501) })).toEqual({ status: '请选择新的推荐状态', notes: '备注不能超过500个字符' });
    expect(validate(referralStatusRules, { status: 'interviewing' })).toEqual({});
  });
});
