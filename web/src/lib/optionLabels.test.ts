import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from './i18n';
import domainSource from '../../../server/src/domain/enrolment.rs?raw';
import zhCN from '../locales/zh-CN';
import { CERTIFICATE_LEVELS, DEGREE_OPTIONS, EDUCATION_OPTIONS } from './validation';
import { cityLabel, fieldLabel, optionChoices, optionLabel, placeLabel, refusalParams, type OptionList } from './optionLabels';

/** The quoted strings of a `pub const NAME` block of domain::enrolment. */
function serverList(name: string): string[] {
  const block = domainSource.slice(domainSource.indexOf(`pub const ${name}`));
  return Array.from(block.slice(0, block.indexOf('];')).matchAll(/"([^"]+)"/g), (m) => m[1]);
}

/** The cities (first of each pair) and the rest of a `[(name, &[…]), …]` block. */
function serverPairs(name: string): { heads: string[]; rest: string[] } {
  const block = domainSource.slice(domainSource.indexOf(`pub const ${name}`));
  const body = block.slice(0, block.indexOf('];'));
  const heads = Array.from(body.matchAll(/\(\s*"([^"]+)",/g), (m) => m[1]);
  return { heads, rest: serverList(name).filter((v) => !heads.includes(v)) };
}

const listed = (list: OptionList) => Object.keys(zhCN.options[list] as Record<string, string>).sort();

describe('the option lists', () => {
  it("name every value the server accepts (domain::enrolment), and only those", () => {
    expect(listed('gender')).toEqual(serverList('GENDERS').sort());
    expect(listed('idType')).toEqual(serverList('ID_TYPES').sort());
    expect(listed('examType')).toEqual(serverList('EXAM_TYPES').sort());
    expect(listed('examSubject')).toEqual(serverList('EXAM_SUBJECTS').sort());
    expect(listed('certificateGetType')).toEqual(serverList('CERTIFICATE_GET_TYPES').sort());
    expect(listed('certificateLevel')).toEqual(serverList('CERTIFICATE_LEVELS').sort());
    const levels = serverPairs('LEVELS');
    expect(listed('level')).toEqual(levels.heads.sort());
    expect(listed('declareCondition')).toEqual(levels.rest.sort());
    const places = serverPairs('GUANGDONG');
    expect(listed('city')).toEqual(places.heads.sort());
    expect(listed('district')).toEqual(places.rest.sort());
    const slots = Array.from(domainSource.matchAll(/label: "([^"]+)"/g), (m) => m[1]);
    expect(listed('document')).toEqual([...new Set([...slots, '缴费凭证'])].sort());
  });

  it("name the web's own lists (education, degree, certificate level)", () => {
    expect(listed('education')).toEqual([...EDUCATION_OPTIONS].sort());
    expect(listed('degree')).toEqual([...DEGREE_OPTIONS].sort());
    expect(listed('certificateLevel')).toEqual([...CERTIFICATE_LEVELS].sort());
  });

  it('show the value itself in zh-CN, the chosen language otherwise; the value sent stays Chinese', async () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(optionLabel(zh, 'gender', '男')).toBe('男');
    expect(cityLabel(zh, '广州')).toBe('广州市');
    expect(placeLabel(zh, '东莞', '松山湖')).toBe('广东省东莞市松山湖');
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(optionChoices(en, 'gender', ['男', '女'])).toEqual([
      { value: '男', label: 'Male' },
      { value: '女', label: 'Female' },
    ]);
    expect(optionLabel(en, 'document', '身份证正面')).toBe('ID card (front)');
    expect(cityLabel(en, '广州')).toBe('Guangzhou');
    expect(placeLabel(en, '广州', '天河区')).toBe('Tianhe District, Guangzhou, Guangdong');
    // A value this client does not know, and none.
    expect(optionLabel(en, 'gender', '其他')).toBe('其他');
    expect(optionLabel(en, 'gender', '')).toBe('');
  });
});

describe("a refusal's parameters", () => {
  it('name the document and the form fields in the reader’s language', async () => {
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(refusalParams(en, 'ENROL_DOCUMENT_MISSING', { document: '学历证书' })).toEqual({ document: 'Diploma' });
    expect(refusalParams(en, 'ENROL_DOCUMENT_TYPE_ACCEPTS', { document: '工作证明', types: 'JPG、PNG' })).toEqual({
      document: 'Proof of employment',
      types: 'JPG, PNG',
    });
    expect(refusalParams(en, 'ENROL_FORM_INCOMPLETE', { fields: '姓名，学习经历1学校，签名年份' })).toEqual({
      fields: 'Name, Education 1: School, Year signed',
    });
    expect(en('refusals.ENROL_FORM_INCOMPLETE', refusalParams(en, 'ENROL_FORM_INCOMPLETE', { fields: '考试地点' }))).toBe(
      'Please fill in every required field; missing: Exam place',
    );
  });

  it('stay as sent in zh-CN, when a label is unknown, and for other refusals', async () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(refusalParams(zh, 'ENROL_FORM_INCOMPLETE', { fields: '姓名，学习经历1学校' })).toEqual({ fields: '姓名，学习经历1学校' });
    expect(refusalParams(zh, 'ENROL_DOCUMENT_TYPE_ACCEPTS', { document: '工作证明', types: 'JPG、PNG' })).toEqual({ document: '工作证明', types: 'JPG、PNG' });
    await loadLanguage('en-US');
    const en = i18n.getFixedT('en-US');
    expect(refusalParams(en, 'ENROL_FORM_INCOMPLETE', { fields: '姓名，不知道' })).toEqual({ fields: '姓名，不知道' });
    expect(refusalParams(en, 'MESSAGE_DETAILS_MISSING', { fields: '姓名' })).toEqual({ fields: '姓名' });
    expect(refusalParams(en, 'LOGIN_THROTTLED', { seconds: '42' })).toEqual({ seconds: '42' });
  });

  it('every field label the server names is one the client knows', () => {
    const zh = i18n.getFixedT('zh-CN');
    const labels = Array.from(domainSource.slice(domainSource.indexOf('pub const REQUIRED')).matchAll(/\("\w+", "([^"]+)"\)/g), (m) => m[1]);
    expect(labels).toHaveLength(27);
    const known = new Set(['name', 'gender', 'birth', 'idType', 'idNumber', 'phone', 'education', 'job', 'level', 'examType', 'examSubject', 'examPlace', 'certificateGetType', 'address', 'declareCondition', 'eduTime1', 'eduSchool1', 'eduMajor1', 'eduType1', 'workYear', 'workTime1', 'workCompany1', 'workJob1', 'workContact1', 'signDate', 'signMonth', 'signDay'].map((f) => fieldLabel(zh, f)));
    for (const label of labels) expect(known.has(label), label).toBe(true);
  });
});
