import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { notificationRules, personalDataRules, validate } from './validation';

const zh = (key: string) => i18n.getFixedT('zh-CN')(key);
const errs = (rules: Parameters<typeof validate>[0], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validate(rules, values)).map(([k, v]) => [k, zh(v)]));

describe('personal data name', () => {
  it('is required with the basic-info wording', () => {
    expect(errs(personalDataRules, { name: ' ' }).name).toBe('用户名和姓名为必填项');
  });
});

describe('notification compose rules', () => {
  const base = { type: 'system', title: '标题', content: '内容', audience: 'all' };

  it('accepts a plain message to everyone', () => {
    expect(validate(notificationRules, base)).toEqual({});
  });

  it('asks for type, title and content with the server wording', () => {
    expect(errs(notificationRules, { audience: 'all' })).toEqual({ type: '消息类型无效', title: '请输入标题', content: '请输入内容' });
    expect(errs(notificationRules, { ...base, type: 'promo' })).toEqual({ type: '消息类型无效' });
  });

  it('requires the exam-class-opening fields only for that type', () => {
    const e = errs(notificationRules, { ...base, type: 'exam' });
    expect(e).toEqual({
      issuingAuthority: '请填写：发证机关',
      examLocation: '请填写：考试地点',
      trainingInstitution: '请填写：培训机构',
      classroom: '请填写：教室',
      occupation: '请填写：职业',
      evaluationLevel: '请填写：评价等级',
      examTime: '请填写：考试时间',
      examName: '请填写：考试名称',
      examLevel: '请填写：考试等级',
    });
  });

  it('requires the certificate-pickup fields only for that type', () => {
    expect(Object.keys(validate(notificationRules, { ...base, type: 'certificate' })).sort()).toEqual(
      ['certificateName', 'issuingAuthority', 'pickupLocation', 'pickupTime', 'requiredMaterials'].sort(),
    );
  });

  it('asks for the value of the chosen audience', () => {
    expect(errs(notificationRules, { ...base, audience: 'role' })).toEqual({ role: '请选择角色' });
    expect(errs(notificationRules, { ...base, audience: 'course' })).toEqual({ courseId: '请选择课程' });
    expect(errs(notificationRules, { ...base, audience: 'users', userIds: [] })).toEqual({ userIds: '请选择接收用户' });
    expect(errs(notificationRules, { ...base, audience: 'users', userIds: ['7', 'abc'] })).toEqual({ userIds: '用户ID必须为正整数' });
    expect(validate(notificationRules, { ...base, audience: 'users', userIds: ['7', '12'] })).toEqual({});
    expect(validate(notificationRules, { ...base, audience: 'course', courseId: 1 })).toEqual({});
  });
});
