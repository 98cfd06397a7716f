// The comment center's calls under /api/v0/admin/comment (teachers: their courses; content:all: every course), the
// filters it reads from the URL, its query options and the mutation hook.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { courseKeys } from '../../lib/course';
import { pageSizeOf, type PageSizes } from '../../components/ListPagination';
import type { AuthoredList, CommentDetail, ModerationBody, OwnComment, StaffCommentPage } from '../../lib/api-types';

export const COMMENT_STATUSES = ['published', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const isCommentStatus = (v: string): v is CommentStatus => (COMMENT_STATUSES as readonly string[]).includes(v);

export const COMMENT_PAGE_SIZES: PageSizes = { options: [10, 20, 50, 100], initial: 20 };
/** The URL parameters that filter the list. */
export const COMMENT_FILTERS = ['courseId', 'status', 'rating', 'q'] as const;

export interface CommentListQuery {
  courseId?: number;
  status?: CommentStatus;
  rating?: number;
  q?: string;
  page: number;
  size: number;
}

/** The list's query from the URL (?courseId=&status=&rating=&q=&page=&size=); values the server would refuse are left out. */
export function commentListQuery(params: URLSearchParams): CommentListQuery {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const courseId = Number(text('courseId'));
  const rating = Number(text('rating'));
  const status = text('status');
  return {
    courseId: Number.isInteger(courseId) && courseId > 0 ? courseId : undefined,
    status: isCommentStatus(status) ? status : undefined,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    q: text('q') || undefined,
    page: Math.max(0, (Number(text('page')) || 1) - 1),
    size: pageSizeOf(text('size'), COMMENT_PAGE_SIZES),
  };
}

const base = '/api/v0/admin/comment';

export const commentCenterApi = {
  list: (query: CommentListQuery) => api.get<StaffCommentPage>(base, { ...query }),
  detail: (id: number) => api.get<CommentDetail>(`${base}/${id}`),
  moderate: (id: number, body: ModerationBody) => api.put<OwnComment>(`${base}/${id}`, body),
  remove: (id: number, reason: string) => api.delete<null>(`${base}/${id}`, { params: { reason } }),
  /** The courses the caller manages, for the course filter (the authoring list: a teacher's own, an admin's all). */
  courses: () => api.get<AuthoredList>('/api/v0/admin/course', { page: 0, size: 100 }),
};

export const commentCenterKeys = {
  all: ['commentCenter'] as const,
  list: (query: CommentListQuery) => ['commentCenter', 'list', query] as const,
  detail: (id: number) => ['commentCenter', 'detail', id] as const,
  courses: () => ['commentCenter', 'courses'] as const,
};

export const commentCenterQueries = {
  list: (query: CommentListQuery) =>
    queryOptions({ queryKey: commentCenterKeys.list(query), queryFn: () => commentCenterApi.list(query), placeholderData: keepPreviousData }),
  detail: (id: number) => queryOptions({ queryKey: commentCenterKeys.detail(id), queryFn: () => commentCenterApi.detail(id) }),
  courses: () => queryOptions({ queryKey: commentCenterKeys.courses(), queryFn: commentCenterApi.courses, staleTime: 60_000 }),
};

/** A moderation step: the list, the trails and every learner-side view of the course's rating are stale afterwards. */
export function useModeration<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentCenterKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
