// Authoring calls under /api/v0/admin/course (teachers: own courses; admins: all) and their query hooks.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { courseKeys, type CourseList, type CourseType, type CourseView, type ItemContent, type ItemType } from '../../lib/course';

type Id = number | string;

export interface CourseBody {
  name: string;
  cover: string | null;
  description: string | null;
  category: string;
  type: CourseType;
  /** Fen. */
  fee: number;
  publicCourse: boolean;
  /** Administrators only; a teacher's own id is forced by the server. */
  teacherId?: number | null;
}

export interface AuthoredItem {
  id: number;
  title: string;
  type: ItemType;
  contents: ItemContent[];
  duration: number | null;
}

export interface AuthoredSection {
  id: number;
  title: string;
  items: AuthoredItem[];
}

export interface AuthoredCourse {
  course: CourseView;
  sections: AuthoredSection[];
}

export interface ItemBody {
  title: string;
  type: ItemType;
  content: string;
  duration: number | null;
}

export interface Teacher {
  id: number;
  name: string | null;
  username: string;
}

export const AUTHORING_PAGE_SIZE = 20;
const base = '/api/v0/admin/course';

export const authoringApi = {
  list: (params: { search?: string; page?: number; size?: number }) =>
    api.get<CourseList>(base, { search: params.search || undefined, page: params.page ?? 0, size: params.size ?? AUTHORING_PAGE_SIZE }),
  teachers: () => api.get<{ teachers: Teacher[] }>(`${base}/teachers`),
  detail: (id: Id) => api.get<AuthoredCourse>(`${base}/${id}`),
  create: (body: CourseBody) => api.post<CourseView>(base, body),
  update: (id: Id, body: CourseBody) => api.put<CourseView>(`${base}/${id}`, body),
  remove: (id: Id) => api.delete<null>(`${base}/${id}`),
  addSection: (id: Id, title: string) => api.post<AuthoredSection>(`${base}/${id}/section`, { title }),
  renameSection: (id: Id, sid: Id, title: string) => api.put<AuthoredSection>(`${base}/${id}/section/${sid}`, { title }),
  deleteSection: (id: Id, sid: Id) => api.delete<null>(`${base}/${id}/section/${sid}`),
  orderSections: (id: Id, ids: number[]) => api.put<unknown>(`${base}/${id}/section/order`, { ids }),
  addItem: (id: Id, sid: Id, body: ItemBody) => api.post<AuthoredItem>(`${base}/${id}/section/${sid}/item`, body),
  updateItem: (id: Id, sid: Id, iid: Id, body: ItemBody) => api.put<AuthoredItem>(`${base}/${id}/section/${sid}/item/${iid}`, body),
  deleteItem: (id: Id, sid: Id, iid: Id) => api.delete<null>(`${base}/${id}/section/${sid}/item/${iid}`),
  orderItems: (id: Id, sid: Id, ids: number[]) => api.put<unknown>(`${base}/${id}/section/${sid}/item/order`, { ids }),
};

export const authoringKeys = {
  all: ['authoring'] as const,
  list: (params: { search?: string; page?: number }) => ['authoring', 'list', params] as const,
  detail: (id: Id) => ['authoring', 'detail', String(id)] as const,
  teachers: () => ['authoring', 'teachers'] as const,
};

export const authoringQueries = {
  list: (params: { search?: string; page?: number }) =>
    queryOptions({ queryKey: authoringKeys.list(params), queryFn: () => authoringApi.list(params) }),
  detail: (id: Id) => queryOptions({ queryKey: authoringKeys.detail(id), queryFn: () => authoringApi.detail(id) }),
  teachers: () => queryOptions({ queryKey: authoringKeys.teachers(), queryFn: authoringApi.teachers, staleTime: 5 * 60_000 }),
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
