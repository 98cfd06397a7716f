import { describe, expect, it } from 'vitest';
import { detailFieldsOf, examRegistrationPath, formatMessageTime, isMessageType, parseMessageTime, withTimeOfDay } from './messages';

describe('message times', () => {
  it('appends 00:00:00 to a date-only string (spec 000 §3)', () => {
    expect(withTimeOfDay('2026-03-05')).toBe('2026-03-05 00:00:00');
    expect(withTimeOfDay(' 2026-03-05 ')).toBe('2026-03-05 00:00:00');
    expect(withTimeOfDay('2026-03-05 08:30:00')).toBe('2026-03-05 08:30:00');
  });

  it('formats date-only, date-time, numeric and millisecond values the same way', () => {
    expect(formatMessageTime('2026-03-05')).toBe('2026-03-05 00:00:00');
    expect(formatMessageTime('2026-03-05 08:30:15')).toBe('2026-03-05 08:30:15');
    const ms = new Date(2026, 2, 5, 8, 30, 15).getTime();
    expect(formatMessageTime(ms)).toBe('2026-03-05 08:30:15');
    expect(formatMessageTime(String(ms))).toBe('2026-03-05 08:30:15');
  });

  it('shows a dash for nothing and an unparsable string as it came', () => {
    expect(formatMessageTime(null)).toBe('—');
    expect(formatMessageTime(undefined)).toBe('—');
    expect(formatMessageTime('')).toBe('—');
    expect(formatMessageTime('明天上午')).toBe('明天上午');
    expect(parseMessageTime(Number.NaN)).toBeNull();
  });
});

describe('message model', () => {
  it('knows the six types', () => {
    for (const t of ['system', 'course', 'exam', 'certificate', 'other', 'announcement']) expect(isMessageType(t)).toBe(true);
    expect(isMessageType('promo')).toBe(false);
  });

  it('lists the detail fields of the two notice types in display order', () => {
    expect(detailFieldsOf('exam')).toEqual(['issuingAuthority', 'examLocation', 'trainingInstitution', 'classroom', 'occupation', 'evaluationLevel', 'examTime']);
    expect(detailFieldsOf('certificate')).toEqual(['certificateName', 'issuingAuthority', 'pickupLocation', 'pickupTime', 'requiredMaterials']);
    expect(detailFieldsOf('system')).toEqual([]);
  });

  it('carries examId, examName and examLevel to the registration page', () => {
    const path = examRegistrationPath({ examId: 1, examName: 'JavaWeb应用开发', examLevel: '四级', classroom: 'A301' });
    expect(path.startsWith('/applicationmaterials?')).toBe(true);
    const q = new URLSearchParams(path.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({ examId: '1', examName: 'JavaWeb应用开发', examLevel: '四级' });
    expect(examRegistrationPath(null)).toBe('/applicationmaterials');
  });
});
