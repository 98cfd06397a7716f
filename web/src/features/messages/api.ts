// Inbox calls (announcements / notices, unread count, read state) and their query hooks: the header poll and the store.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { AnnouncementList, UnreadCount } from '../../lib/api-types';

type Id = number | string;

/** Spec 000 §9: header poll 2 s, store refresh 20 s, a refresh is needed after 5 minutes, store size 100. */
export const UNREAD_POLL_MS = 2_000;
export const STORE_REFRESH_MS = 20_000;
export const STORE_STALE_MS = 300_000;
export const STORE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** How many unread messages the header dropdown lists. */
export const DROPDOWN_LATEST = 5;

export interface InboxParams {
  page: number;
  size: number;
  unread?: boolean;
}

export const messageApi = {
  list: (p: InboxParams) =>
    api.get<AnnouncementList>('/api/v0/announcement', { page: p.page, size: p.size, unread: p.unread ? true : undefined }),
  unread: () => api.get<UnreadCount>('/api/v0/announcement/unread'),
  markRead: (id: Id) => api.post<UnreadCount>(`/api/v0/announcement/${id}/read`),
  readAll: () => api.post<UnreadCount>('/api/v0/announcement/read-all'),
};

/** Everything under ['messages', user] belongs to one signed-in user. */
export const messageKeys = {
  all: ['messages'] as const,
  user: (user: Id) => ['messages', String(user)] as const,
  unread: (user: Id) => ['messages', String(user), 'unread'] as const,
  store: (user: Id) => ['messages', String(user), 'store'] as const,
  page: (user: Id, p: InboxParams) => ['messages', String(user), 'page', p] as const,
};

export const messageQueries = {
  /** The header badge: a cheap count, polled every 2 s while someone is signed in. */
  unread: (user: Id, enabled: boolean) =>
    queryOptions({
      queryKey: messageKeys.unread(user),
      queryFn: messageApi.unread,
      enabled,
      refetchInterval: enabled ? UNREAD_POLL_MS : false,
      staleTime: 0,
    }),
  /** The store: the newest 100, refreshed every 20 s and considered stale after 5 minutes. */
  store: (user: Id, enabled: boolean) =>
    queryOptions({
      queryKey: messageKeys.store(user),
      queryFn: () => messageApi.list({ page: 0, size: STORE_SIZE }),
      enabled,
      refetchInterval: enabled ? STORE_REFRESH_MS : false,
      staleTime: STORE_STALE_MS,
    }),
  page: (user: Id, p: InboxParams) =>
    queryOptions({ queryKey: messageKeys.page(user, p), queryFn: () => messageApi.list(p), placeholderData: keepPreviousData }),
};

/** Marking read changes the badge, the store and every page: all of the user's message queries are refreshed. */
export function useMarkRead(user: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => messageApi.markRead(id),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(messageKeys.unread(user), { unreadCount });
      void queryClient.invalidateQueries({ queryKey: messageKeys.user(user) });
    },
  });
}

export function useReadAll(user: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messageApi.readAll,
    onSuccess: () => {
      queryClient.setQueryData(messageKeys.unread(user), { unreadCount: 0 });
      void queryClient.invalidateQueries({ queryKey: messageKeys.user(user) });
    },
  });
}
