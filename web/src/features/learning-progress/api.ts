// Learning-progress calls under /api/v0/admin/progress (admins: every course; a teacher: their own), their query
// keys and options, the export download and the message mutation.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/privateFile';
import type { ProgressFilter, ProgressListQuery } from './progress';
import type { LearnerProgress, ProgressCourseList, ProgressMessageBody, ProgressMessageSent, ProgressPage } from '../../lib/api-types';

const base = '/api/v0/admin/progress';

export const progressApi = {
  /** The courses in the caller's scope, by name: the course filter and the teacher's course picker. */
  courses: () => api.get<ProgressCourseList>(`${base}/course`),
  list: (query: ProgressListQuery) => api.get<ProgressPage>(base, { ...query }),
  learner: (courseId: number, userId: number) => api.get<LearnerProgress>(`${base}/${courseId}/learner/${userId}`),
  /** The filtered table as an .xlsx, read with the token and handed to the browser under the server's file name. */
  exportExcel: async (filter: ProgressFilter, fallbackName: string) => {
    const file = await api.blob(`${base}/export`, { ...filter });
    saveBlob(file.blob, file.name || fallbackName);
  },
  message: (body: ProgressMessageBody) => api.post<ProgressMessageSent>(`${base}/message`, body),
};

export const progressKeys = {
  all: ['learningProgress'] as const,
  courses: () => ['learningProgress', 'courses'] as const,
  list: (query: ProgressListQuery) => ['learningProgress', 'list', query] as const,
  learner: (courseId: number, userId: number) => ['learningProgress', 'learner', courseId, userId] as const,
};

export const progressQueries = {
  courses: () => queryOptions({ queryKey: progressKeys.courses(), queryFn: progressApi.courses, staleTime: 60_000 }),
  list: (query: ProgressListQuery) => queryOptions({ queryKey: progressKeys.list(query), queryFn: () => progressApi.list(query), placeholderData: keepPreviousData }),
  learner: (courseId: number, userId: number) => queryOptions({ queryKey: progressKeys.learner(courseId, userId), queryFn: () => progressApi.learner(courseId, userId) }),
};

/** Messaging learners changes nothing these pages show: nothing to invalidate. */
export function useSendMessage() {
  return useMutation({ mutationFn: progressApi.message });
}
