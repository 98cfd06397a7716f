import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { fieldLabel } from '../../lib/optionLabels';
import domainSource from '../../../../server/src/domain/enrolment.rs?raw';
import {
  acceptOf,
  completeForm,
  courseGroups,
  examPlace,
  firstDraft,
  formToOpen,
  missingDocuments,
  missingFields,
  missingMessage,
  readLocalDraft,
  readSelectedCourse,
  stepOf,
  typeNames,
  writeLocalDraft,
  writeSelectedCourse,
} from './wizard';
import type { CourseView, DocumentSlot } from '../../lib/api-types';

/** domain::enrolment::REQUIRED as [field, label] pairs, read from the server's source. */
const SERVER_REQUIRED: string[][] = (() => {
  const block = domainSource.slice(domainSource.indexOf('pub const REQUIRED'));
  const body = block.slice(0, block.indexOf('];'));
  return Array.from(body.matchAll(/\("(\w+)", "([^"]+)"\)/g), ([, field, label]) => [field, label]);
})();

const t = i18n.getFixedT('zh-CN');

const complete = completeForm({
  name: '张三丰', gender: '男', birth: '1990-05-01', idType: '居民身份证', idNumber: '440101199005011234', phone: '13912345678',
  education: '大专', job: '电工', level: '四级工/中级工', examType: '正考', examSubject: ['理论'], examCity: '广州', examDistrict: '天河区',
  certificateGetType: '自取', address: '广州市天河区体育西路1号', declareCondition: '累计从事本职业或相关职业工作满4年',
  eduTime1: '2008.09-2011.07', eduSchool1: '广州市技师学院', eduMajor1: '电气自动化', eduType1: '大专', workYear: '8',
  workTime1: '2011.08-至今', workCompany1: '广州电力工程有限公司', workJob1: '电工', workContact1: '李经理',
  signDate: '2026', signMonth: '11', signDay: '23',
});

describe('the step of an application', () => {
  it('is "choose" without a course, "materials" until approved, then pay, then done', () => {
    expect(stepOf(null, null)).toBe(0);
    expect(stepOf(null, 4)).toBe(0);
    expect(stepOf(7, null)).toBe(1);
    expect(stepOf(7, 1)).toBe(1);
    expect(stepOf(7, 3)).toBe(1);
    expect(stepOf(7, 2)).toBe(2);
    expect(stepOf(7, 4)).toBe(3);
  });
});

describe('the examination place', () => {
  it("is '广东省' + city + '市' + district, and nothing until both are chosen", () => {
    expect(examPlace('广州', '天河区')).toBe('广东省广州市天河区');
    expect(examPlace('东莞', '松山湖')).toBe('广东省东莞市松山湖');
    expect(examPlace('广州', '')).toBe('');
    expect(examPlace(null, '天河区')).toBe('');
  });

  it('is always what the city and district make in a completed form', () => {
    expect(complete.examPlace).toBe('广东省广州市天河区');
    expect(completeForm({ examCity: '深圳', examPlace: '广东省广州市天河区' }).examPlace).toBe('');
  });
});

describe('the required-field check of the download', () => {
  it('uses the labels of the server (domain::enrolment::REQUIRED) in zh-CN', () => {
    expect(SERVER_REQUIRED).toHaveLength(27);
    for (const [field, label] of SERVER_REQUIRED) expect(fieldLabel(t, field), field).toBe(label);
  });

  it('finds nothing missing in a complete form', () => {
    expect(missingFields(complete, SERVER_REQUIRED)).toEqual([]);
  });

  it("names what is missing in the server's order with the spec's message", () => {
    const form = { ...complete, name: '  ', examSubject: [], examDistrict: '', examPlace: '', workContact1: '', signDay: '' };
    const missing = missingFields(form, SERVER_REQUIRED);
    expect(missing).toEqual(['name', 'examSubject', 'examPlace', 'workContact1', 'signDay']);
    expect(missingMessage(t, missing)).toBe('请完整填写所有必填项，缺少：姓名，考试科目，考试地点，工作经历1证明人，签名日');
  });

  it('counts every required field of an empty form', () => {
    expect(missingFields(completeForm(), SERVER_REQUIRED)).toHaveLength(27);
    expect(missingMessage(t, ['eduSchool1', 'signDate'])).toBe('请完整填写所有必填项，缺少：学习经历1学校，签名年份');
  });
});

describe('the draft kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps unsaved typing per course under draftMaterial and opens it before the server draft', () => {
    const server = completeForm({ name: '服务器' });
    expect(readLocalDraft(3)).toEqual({ form: null, dirty: false, downloaded: false });
    expect(formToOpen(readLocalDraft(3), server).name).toBe('服务器');

    writeLocalDraft(3, { form: completeForm({ name: '本地' }), dirty: true });
    writeLocalDraft(4, { downloaded: true });
    expect(Object.keys(JSON.parse(localStorage.getItem('draftMaterial') ?? '{}'))).toEqual(['3', '4']);
    expect(formToOpen(readLocalDraft(3), server).name).toBe('本地');
    expect(readLocalDraft(4).downloaded).toBe(true);

    // Saved: the server's draft is the one to open again.
    writeLocalDraft(3, { dirty: false });
    expect(formToOpen(readLocalDraft(3), server).name).toBe('服务器');
  });

  it('survives a broken value', () => {
    localStorage.setItem('draftMaterial', '{not json');
    expect(readLocalDraft(1).form).toBeNull();
  });

  it('remembers the chosen course under selectedCourseId', () => {
    expect(readSelectedCourse()).toBeNull();
    writeSelectedCourse(12);
    expect(localStorage.getItem('selectedCourseId')).toBe('12');
    expect(readSelectedCourse()).toBe(12);
    writeSelectedCourse(null);
    expect(readSelectedCourse()).toBeNull();
  });
});

describe('courses and documents', () => {
  const course = (id: number, type: number, publicCourse = false) => ({ id, type, publicCourse }) as CourseView;

  it('groups certification and special classes and leaves the trial courses out', () => {
    const groups = courseGroups([course(1, 0), course(2, 1), course(3, 0, true), course(4, 0)]);
    expect(groups.map((g) => [g.type, g.courses.map((c) => c.id)])).toEqual([
      [0, [1, 4]],
      [1, [2]],
    ]);
  });

  it('names the accepted types and lists the slots still empty', () => {
    expect(typeNames(['application/pdf', 'image/jpeg', 'image/png'])).toBe('PDF/JPG/PNG');
    expect(acceptOf(['image/png'])).toBe('image/png,.png');
    const slots = [{ name: 'declaration' }, { name: 'idFront' }] as DocumentSlot[];
    const uploaded = { documents: [{ slot: 'idFront', fileId: 1, label: '', name: '', size: 1, type: '', url: '' }] };
    expect(missingDocuments(slots, uploaded).map((s) => s.name)).toEqual(['declaration']);
  });

  it('starts a draft from the profile, with only values the form accepts, signed today', () => {
    const options = { genders: ['男', '女'], idTypes: ['居民身份证', '护照'] };
    const form = firstDraft({ name: '张三', gender: '未知', idCard: '440101199005011234', birthDate: '1990-05-01', phone: '13912345678' }, options, new Date(2026, 10, 3));
    expect(form).toMatchObject({ name: '张三', gender: '', idType: '居民身份证', idNumber: '440101199005011234', birth: '1990-05-01' });
    expect([form.signDate, form.signMonth, form.signDay]).toEqual(['2026', '11', '3']);
    expect(firstDraft(null, options, new Date(2026, 0, 1)).idType).toBe('');
  });
});
