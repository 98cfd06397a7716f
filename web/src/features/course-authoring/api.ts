// Authoring calls under /api/v0/admin/course (teachers: own courses; admins: all) and their query hooks.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { courseKeys } from '../../lib/course';
import type {
  AuthoredCourse,
  AuthoredItem,
  AuthoredList,
  CourseBody,
  CourseView,
  ItemBody,
  SavedSection,
  StudyRules,
  StudyRulesBody,
  TeacherList,
} from '../../lib/api-types';

type Id = number | string;

export const AUTHORING_PAGE_SIZE = 20;
const base = '/api/v0/admin/course';

export const authoringApi = {
  list: (params: { search?: string; page?: number; size?: number }) =>
    api.get<AuthoredList>(base, { search: params.search || undefined, page: params.page ?? 0, size: params.size ?? AUTHORING_PAGE_SIZE }),
  teachers: () => api.get<TeacherList>(`${base}/teachers`),
  detail: (id: Id) => api.get<AuthoredCourse>(`${base}/${id}`),
  create: (body: CourseBody) => api.post<CourseView>(base, body),
  update: (id: Id, body: CourseBody) => api.put<CourseView>(`${base}/${id}`, body),
  remove: (id: Id) => api.delete<null>(`${base}/${id}`),
  addSection: (id: Id, title: string) => api.post<SavedSection>(`${base}/${id}/section`, { title }),
  renameSection: (id: Id, sid: Id, title: string) => api.put<SavedSection>(`${base}/${id}/section/${sid}`, { title }),
  deleteSection: (id: Id, sid: Id) => api.delete<null>(`${base}/${id}/section/${sid}`),
  orderSections: (id: Id, ids: number[]) => api.put<unknown>(`${base}/${id}/section/order`, { ids }),
  addItem: (id: Id, sid: Id, body: ItemBody) => api.post<AuthoredItem>(`${base}/${id}/section/${sid}/item`, body),
  updateItem: (id: Id, sid: Id, iid: Id, body: ItemBody) => api.put<AuthoredItem>(`${base}/${id}/section/${sid}/item/${iid}`, body),
  deleteItem: (id: Id, sid: Id, iid: Id) => api.delete<null>(`${base}/${id}/section/${sid}/item/${iid}`),
  orderItems: (id: Id, sid: Id, ids: number[]) => api.put<unknown>(`${base}/${id}/section/${sid}/item/order`, { ids }),
  studyRules: (id: Id) => api.get<StudyRules>(`${base}/${id}/study-rules`),
  setStudyRules: (id: Id, body: StudyRulesBody) => api.put<StudyRules>(`${base}/${id}/study-rules`, body),
};

export const authoringKeys = {
  all: ['authoring'] as const,
  list: (params: { search?: string; page?: number }) => ['authoring', 'list', params] as const,
  detail: (id: Id) => ['authoring', 'detail', String(id)] as const,
  teachers: () => ['authoring', 'teachers'] as const,
  studyRules: (id: Id) => ['authoring', 'study-rules', String(id)] as const,
};

export const authoringQueries = {
  list: (params: { search?: string; page?: number }) =>
    queryOptions({ queryKey: authoringKeys.list(params), queryFn: () => authoringApi.list(params) }),
  detail: (id: Id) => queryOptions({ queryKey: authoringKeys.detail(id), queryFn: () => authoringApi.detail(id) }),
  teachers: () => queryOptions({ queryKey: authoringKeys.teachers(), queryFn: authoringApi.teachers, staleTime: 5 * 60_000 }),
  studyRules: (id: Id) => queryOptions({ queryKey: authoringKeys.studyRules(id), queryFn: () => authoringApi.studyRules(id) }),
};

/**
 * A change to courses: afterwards the authoring views and every learner-side course view are
 * stale (names, outlines and the home categories all come from the same rows).
 */
export function useAuthoringMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: authoringKeys.all });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
