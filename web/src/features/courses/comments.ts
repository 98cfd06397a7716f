// A course's comments as the learner sees them: the published page with the rating summary and the caller's own
// comment, saving (first time or edit) and deleting their own; a change refreshes the course's rating everywhere.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { courseKeys } from '../../lib/course';
import type { CommentBody, CourseCommentsView, OwnComment } from '../../lib/api-types';

export const COMMENT_PAGE_SIZE = 10;

const path = (courseId: number) => `/api/v0/course/${courseId}/comment`;

export const commentApi = {
  page: (courseId: number, page: number) => api.get<CourseCommentsView>(path(courseId), { page, size: COMMENT_PAGE_SIZE }),
  save: (courseId: number, body: CommentBody) => api.put<OwnComment>(path(courseId), body),
  remove: (courseId: number) => api.delete<null>(path(courseId)),
};

/** Under ['course'], so a change of session drops them with the rest of the learner's view. */
export const commentKeys = {
  course: (courseId: number) => [...courseKeys.all, 'comments', String(courseId)] as const,
  page: (courseId: number, page: number) => [...courseKeys.all, 'comments', String(courseId), page] as const,
};

export const commentQueries = {
  page: (courseId: number, page: number) =>
    queryOptions({ queryKey: commentKeys.page(courseId, page), queryFn: () => commentApi.page(courseId, page), placeholderData: keepPreviousData }),
};

/** Percent of the ratings that gave each star count, 5 stars first: [stars, count, percent][]. */
export function distributionRows(distribution: readonly number[], total: number): [number, number, number][] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = distribution[stars - 1] ?? 0;
    return [stars, count, total > 0 ? Math.round((count / total) * 100) : 0];
  });
}

/** The learner's save or delete: the comments, the course's detail and the cards' averages are stale afterwards. */
export function useCommentMutation<TVars, TData>(courseId: number, mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
        queryClient.invalidateQueries({ queryKey: ['course', 'list'] }),
      ]),
  });
}
