import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '../../lib/course';
import { validate, courseRules, itemRules, sectionRules } from '../../lib/validation';
import { toCourseBody } from './components/CourseFormDialog';
import { moveId } from './outlineEdit';

describe('course authoring rules', () => {
  it('converts yuan and fen', () => {
    expect(yuanToFen(12.34)).toBe(1234);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(null)).toBe(0);
    expect(fenToYuan(1234)).toBe('12.34');
    expect(fenToYuan(0)).toBe('0.00');
  });

  it('builds the body the server expects (teacherId only for admins)', () => {
    const values = { name: ' 电工 ', category: '电工', type: 0 as const, fee: 199.9, publicCourse: false, cover: '', description: '  ', teacherId: 7 };
    expect(toCourseBody(values, false)).toEqual({ name: '电工', category: '电工', type: 0, fee: 19990, publicCourse: false, cover: null, description: null });
    expect(toCourseBody(values, true).teacherId).toBe(7);
  });

  it('validates courses, chapters and lessons', () => {
    expect(validate(courseRules, { name: '', category: '', fee: -1 })).toEqual({
      name: 'authoring.nameRequired',
      category: 'authoring.categoryRequired',
      fee: 'authoring.feeInvalid',
    });
    expect(validate(courseRules, { name: 'x'.repeat(101), category: 'c', fee: 0 })).toEqual({ name: 'authoring.nameTooLong' });
    expect(validate(sectionRules, { title: ' ' })).toEqual({ title: 'authoring.sectionTitleRequired' });
    expect(validate(itemRules, { title: 't', type: 'TEXT', content: '' })).toEqual({ content: 'authoring.contentRequired' });
    expect(validate(itemRules, { title: 't', type: 'VIDEO', content: '' })).toEqual({ content: 'authoring.fileRequired' });
    expect(validate(itemRules, { title: 't', type: 'VIDEO', content: '/files/x' })).toEqual({});
  });

  it('moves chapters and lessons up and down', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toBeNull();
    expect(moveId([1, 2, 3], 2, 1)).toBeNull();
  });
});
