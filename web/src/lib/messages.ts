// The message model shared by the inbox and the admin notification page: types, notice detail fields, time display.
import dayjs from 'dayjs';
import { paths, withQuery } from './paths';

export const MESSAGE_TYPES = ['system', 'course', 'exam', 'certificate', 'other', 'announcement'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** An exam-class-opening notice (考证开班通知): shown in this order, then the go-to-registration fields. */
export const EXAM_DETAIL_FIELDS = [
  'issuingAuthority',
  'examLocation',
  'trainingInstitution',
  'classroom',
  'occupation',
  'evaluationLevel',
  'examTime',
] as const;
export const EXAM_REGISTRATION_FIELDS = ['examName', 'examLevel', 'examId'] as const;

/** A certificate-pickup notice (领取证书通知). */
export const CERTIFICATE_DETAIL_FIELDS = ['certificateName', 'issuingAuthority', 'pickupLocation', 'pickupTime', 'requiredMaterials'] as const;

export type DetailField = (typeof EXAM_DETAIL_FIELDS)[number] | (typeof EXAM_REGISTRATION_FIELDS)[number] | (typeof CERTIFICATE_DETAIL_FIELDS)[number];
export type MessageDetails = Partial<Record<DetailField, string | number | null>> & Record<string, unknown>;

/** Detail fields of a type, in display order (empty for the plain types). */
export function detailFieldsOf(type: string): readonly DetailField[] {
  if (type === 'exam') return EXAM_DETAIL_FIELDS;
  if (type === 'certificate') return CERTIFICATE_DETAIL_FIELDS;
  return [];
}

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Spec 000 §3: a date-only createdAt string gets ' 00:00:00' appended. */
export function withTimeOfDay(value: string): string {
  const text = value.trim();
  return DATE_ONLY.test(text) ? `${text} 00:00:00` : text;
}

/** A message time (ms number, digit string, or date string) as a dayjs value, or null. */
export function parseMessageTime(value: number | string | null | undefined): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? dayjs(value) : null;
  const text = withTimeOfDay(value);
  if (/^\d+$/.test(text)) return dayjs(Number(text));
  const parsed = dayjs(text.replace(' ', 'T'));
  return parsed.isValid() ? parsed : null;
}

/** 'YYYY-MM-DD HH:mm:ss' in local time; an unparsable string is shown as it came, nothing as '—'. */
export function formatMessageTime(value: number | string | null | undefined): string {
  const parsed = parseMessageTime(value);
  if (parsed) return parsed.format('YYYY-MM-DD HH:mm:ss');
  return typeof value === 'string' && value.trim() ? withTimeOfDay(value) : '—';
}

/** The go-to-registration target of an exam-class-opening notice: /applicationmaterials?examId=&examName=&examLevel=. */
export function examRegistrationPath(details: MessageDetails | null | undefined): string {
  const d = details ?? {};
  const text = (v: unknown) => (v === null || v === undefined ? undefined : String(v));
  return withQuery(paths.applicationMaterials, { examId: text(d.examId), examName: text(d.examName), examLevel: text(d.examLevel) });
}

/** Tag colour per message type (antd preset colours). */
export const MESSAGE_TYPE_COLORS: Record<MessageType, string> = {
  system: 'blue',
  course: 'cyan',
  exam: 'orange',
  certificate: 'green',
  other: 'default',
  announcement: 'purple',
};
