// The class calls under /api/v0/admin/class (classes, their learners, trail, roster and archives) and the learner
// import under /api/v0/admin/learner-import (template, preview, commit, record); query keys, options and the
// mutation hook that reads the classes again after a change.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadPrivateFile } from '../../lib/privateFile';
import type {
  ClassBody,
  ClassChoices,
  ClassCandidates,
  ClassDetailView,
  ClassEvents,
  ClassList,
  ClassMembersAdded,
  ClassView,
  LearnerImportBody,
  LearnerImportDone,
  LearnerImportList,
  LearnerImportPreview,
} from '../../lib/api-types';

export interface ClassQuery {
  q?: string;
  courseId?: number;
  page: number;
  size: number;
}

const base = '/api/v0/admin/class';

export const classApi = {
  list: (q: ClassQuery) => api.get<ClassList>(base, { q: q.q, courseId: q.courseId, page: q.page, size: q.size }),
  read: (id: number) => api.get<ClassDetailView>(`${base}/${id}`),
  create: (body: ClassBody) => api.post<ClassView>(base, body),
  update: (id: number, body: ClassBody) => api.put<ClassView>(`${base}/${id}`, body),
  remove: (id: number) => api.delete<null>(`${base}/${id}`),
  events: (id: number) => api.get<ClassEvents>(`${base}/${id}/events`).then((e) => e.events),
  candidates: (id: number, q: string) => api.get<ClassCandidates>(`${base}/${id}/candidates`, { q: q || undefined }).then((c) => c.learners),
  add: (id: number, userIds: number[], source: 'application' | 'search') => api.post<ClassMembersAdded>(`${base}/${id}/members`, { userIds, source }),
  removeMember: (id: number, userId: number) => api.delete<null>(`${base}/${id}/members/${userId}`),
  roster: (id: number, name: string) => downloadPrivateFile(`${base}/${id}/roster`, `花名册-${name}.xlsx`),
  archive: (id: number, userId: number, name: string) => downloadPrivateFile(`${base}/${id}/archive/${userId}`, `培训档案-${name}.pdf`),
  archives: (id: number, name: string) => downloadPrivateFile(`${base}/${id}/archives`, `培训档案-${name}.zip`),
  template: () => downloadPrivateFile('/api/v0/admin/learner-import/template', '学员导入模板.xlsx'),
  preview: (body: LearnerImportBody) => api.post<LearnerImportPreview>('/api/v0/admin/learner-import/preview', body),
  commit: (body: LearnerImportBody) => api.post<LearnerImportDone>('/api/v0/admin/learner-import', body),
  imports: (page: number, size: number) => api.get<LearnerImportList>('/api/v0/admin/learner-import', { page, size }),
};

export const classKeys = {
  all: ['classes'] as const,
  list: (q: ClassQuery) => ['classes', 'list', q] as const,
  detail: (id: number) => ['classes', 'detail', id] as const,
  events: (id: number) => ['classes', 'events', id] as const,
  candidates: (id: number, q: string) => ['classes', 'candidates', id, q] as const,
  imports: (page: number, size: number) => ['classes', 'imports', page, size] as const,
};

export const classQueries = {
  list: (q: ClassQuery) => queryOptions({ queryKey: classKeys.list(q), queryFn: () => classApi.list(q), placeholderData: keepPreviousData }),
  detail: (id: number) => queryOptions({ queryKey: classKeys.detail(id), queryFn: () => classApi.read(id) }),
  events: (id: number) => queryOptions({ queryKey: classKeys.events(id), queryFn: () => classApi.events(id) }),
  candidates: (id: number, q: string) => queryOptions({ queryKey: classKeys.candidates(id, q), queryFn: () => classApi.candidates(id, q) }),
  imports: (page: number, size: number) =>
    queryOptions({ queryKey: classKeys.imports(page, size), queryFn: () => classApi.imports(page, size), placeholderData: keepPreviousData }),
};

/** A change to classes or their learners: every class query reads again. */
export function useClassMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: classKeys.all }) });
}

/** The courses a class can be opened for, and the teachers who can lead one. */
export const classChoices = () =>
  queryOptions({ queryKey: ['classes', 'choices'] as const, queryFn: () => api.get<ClassChoices>(`${base}/choices`) });
