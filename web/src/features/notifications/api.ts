// Admin notification calls: compose to an audience, the sent list with read counts, delete; and the form ⇄ body mapping.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { detailFieldsOf, EXAM_REGISTRATION_FIELDS, type MessageType } from '../../lib/messages';
import type { Audience, ComposeBody, SentList, SentView } from '../../lib/api-types';

export const AUDIENCE_KINDS = ['all', 'role', 'course', 'users'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_ROLES = ['student', 'teacher', 'reviewer', 'finance', 'distributor', 'admin', 'guest'] as const;
export const SENT_PAGE_SIZE = 20;

export const notificationApi = {
  send: (body: ComposeBody) => api.post<SentView>('/api/v0/admin/notification', body),
  list: (page: number) => api.get<SentList>('/api/v0/admin/notification', { page, size: SENT_PAGE_SIZE }),
  remove: (id: number) => api.delete<null>(`/api/v0/admin/notification/${id}`),
};

export const notificationKeys = {
  all: ['admin-notification'] as const,
  list: (page: number) => ['admin-notification', 'list', page] as const,
};

export const notificationQueries = {
  list: (page: number) => queryOptions({ queryKey: notificationKeys.list(page), queryFn: () => notificationApi.list(page), placeholderData: keepPreviousData }),
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
  userIds?: string[];
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
  if (values.audience === 'users') audience.userIds = (values.userIds ?? []).map((id) => Number(String(id).trim()));
  return { type, title: trim(values.title), content: trim(values.content), details, audience };
}
