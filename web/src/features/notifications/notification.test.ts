import { describe, expect, it } from 'vitest';
import { toComposeBody } from './api';

describe('compose body', () => {
  it('keeps only the type’s own details, trimmed, and the chosen audience’s value', () => {
    const body = toComposeBody({
      type: 'exam',
      title: ' 开班 ',
      content: '内容',
      audience: 'course',
      courseId: 1,
      role: 'teacher',
      userIds: [3],
      issuingAuthority: ' 人社厅 ',
      examTime: '2026-12-20 09:00',
      examName: 'JavaWeb',
      examLevel: '四级',
      examId: '',
      certificateName: '不属于考证通知',
    });
    expect(body).toEqual({
      type: 'exam',
      title: '开班',
      content: '内容',
      details: { issuingAuthority: '人社厅', examTime: '2026-12-20 09:00', examName: 'JavaWeb', examLevel: '四级' },
      audience: { kind: 'course', courseId: 1 },
    });
  });

  it('sends the chosen users and no details for a plain type', () => {
    expect(toComposeBody({ type: 'system', title: 't', content: 'c', audience: 'users', userIds: [7, 12], classroom: 'A' })).toEqual({
      type: 'system',
      title: 't',
      content: 'c',
      details: {},
      audience: { kind: 'users', userIds: [7, 12] },
    });
    expect(toComposeBody({ type: 'other', title: 't', content: 'c', audience: 'role', role: 'student' }).audience).toEqual({ kind: 'role', role: 'student' });
  });
});
