// Admin notification calls: compose to an audience (chosen users found by name, username or phone), the sent list
// with read counts (the staff's messages or the automatic notices), delete; and the form ⇄ body mapping.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { detailFieldsOf, EXAM_REGISTRATION_FIELDS, type MessageType } from '../../lib/messages';
import type { Audience, ComposeBody, RecipientList, SentList, SentView } from '../../lib/api-types';

export const AUDIENCE_KINDS = ['all', 'role', 'course', 'users'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_ROLES = ['student', 'teacher', 'reviewer', 'finance', 'distributor', 'admin', 'guest'] as const;
export const SENT_PAGE_SIZE = 20;
/** Who sent the listed messages: people of the staff, or the product itself (one notice per learner). */
export const SENT_ORIGINS = ['staff', 'automatic'] as const;
export type SentOrigin = (typeof SENT_ORIGINS)[number];

export const notificationApi = {
  send: (body: ComposeBody) => api.post<SentView>('/api/v0/admin/notification', body),
  list: (origin: SentOrigin, page: number) => api.get<SentList>('/api/v0/admin/notification', { origin, page, size: SENT_PAGE_SIZE }),
  recipients: (q: string) => api.get<RecipientList>('/api/v0/admin/notification/recipient', { q }),
  remove: (id: number) => api.delete<null>(`/api/v0/admin/notification/${id}`),
};

export const notificationKeys = {
  all: ['admin-notification'] as const,
  list: (origin: SentOrigin, page: number) => ['admin-notification', 'list', origin, page] as const,
  recipients: (q: string) => ['admin-notification', 'recipients', q] as const,
};

export const notificationQueries = {
  list: (origin: SentOrigin, page: number) =>
    queryOptions({ queryKey: notificationKeys.list(origin, page), queryFn: () => notificationApi.list(origin, page), placeholderData: keepPreviousData }),
  recipients: (q: string) =>
    queryOptions({ queryKey: notificationKeys.recipients(q), queryFn: () => notificationApi.recipients(q), enabled: q.trim() !== '', staleTime: 30_000 }),
};

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationApi.send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationApi.remove,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The compose form: flat fields (the notice details sit beside title and content). */
export interface ComposeValues {
  type?: MessageType;
  title?: string;
  content?: string;
  audience: AudienceKind;
  role?: string;
  courseId?: number;
  userIds?: number[];
  [detail: string]: unknown;
}

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));

/** Form values → request body: only the type's own detail fields, only the chosen audience's value. */
export function toComposeBody(values: ComposeValues): ComposeBody {
  const type = values.type as MessageType;
  const details: Record<string, string> = {};
  const fields = type === 'exam' ? [...detailFieldsOf(type), ...EXAM_REGISTRATION_FIELDS] : detailFieldsOf(type);
  for (const f of fields) {
    const v = trim(values[f]);
    if (v !== '') details[f] = v;
  }
  const audience: Audience = { kind: values.audience };
  if (values.audience === 'role') audience.role = values.role;
  if (values.audience === 'course') audience.courseId = values.courseId;
  if (values.audience === 'users') audience.userIds = values.userIds ?? [];
  return { type, title: trim(values.title), content: trim(values.content), details, audience };
}
