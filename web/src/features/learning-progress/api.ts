// Learning-progress calls under /api/v0/admin/progress (admins: every course; a teacher: their own), their query
// keys and options, the export download and the message mutation; then the study-hours report's calls under
// /api/v0/admin/study (study:verify: every course; a teacher: their own) and one session's review (study:verify).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/privateFile';
import type { ProgressFilter, ProgressListQuery } from './progress';
import type { ReportFilter, ReportListQuery } from './studyReport';
import type { LearnerProgress, LearnerReport, ProgressCourseList, ProgressMessageBody, ProgressMessageSent, ProgressPage, ReportCourses, ReportView, StudyReviewView, VerdictBody } from '../../lib/api-types';

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

const reportBase = '/api/v0/admin/study';

export const studyReportApi = {
  /** The courses the caller may report on, by name, with the 学时 each requires. */
  courses: () => api.get<ReportCourses>(`${reportBase}/course`),
  report: (query: ReportListQuery) => api.get<ReportView>(`${reportBase}/report`, { ...query }),
  /** One learner's sessions in the report's course and period. */
  learner: (userId: number, filter: ReportFilter) => api.get<LearnerReport>(`${reportBase}/report/learner/${userId}`, { ...filter }),
  /** The filtered report as an .xlsx, read with the token and handed to the browser under the server's file name. */
  exportExcel: async (filter: ReportFilter, fallbackName: string) => {
    const file = await api.blob(`${reportBase}/report/export`, { ...filter });
    saveBlob(file.blob, file.name || fallbackName);
  },
  /** One session for review: its stills beside the application's photo and ID card, and the verdicts so far. */
  session: (sessionId: number) => api.get<StudyReviewView>(`${reportBase}/session/${sessionId}`),
  review: (sessionId: number, body: VerdictBody) => api.post<StudyReviewView>(`${reportBase}/session/${sessionId}/review`, body),
};

export const studyReportKeys = {
  all: ['studyReport'] as const,
  courses: () => ['studyReport', 'courses'] as const,
  report: (query: ReportListQuery) => ['studyReport', 'report', query] as const,
  learner: (userId: number, filter: ReportFilter) => ['studyReport', 'learner', userId, filter] as const,
  session: (sessionId: number) => ['studyReport', 'session', sessionId] as const,
};

export const studyReportQueries = {
  courses: () => queryOptions({ queryKey: studyReportKeys.courses(), queryFn: studyReportApi.courses, staleTime: 60_000 }),
  report: (query: ReportListQuery) => queryOptions({ queryKey: studyReportKeys.report(query), queryFn: () => studyReportApi.report(query), placeholderData: keepPreviousData }),
  learner: (userId: number, filter: ReportFilter) => queryOptions({ queryKey: studyReportKeys.learner(userId, filter), queryFn: () => studyReportApi.learner(userId, filter) }),
  session: (sessionId: number) => queryOptions({ queryKey: studyReportKeys.session(sessionId), queryFn: () => studyReportApi.session(sessionId) }),
};

/** A verdict on a session: the sheet shows the answer at once, and the report's figures (and the sheet) are read again. */
export function useStudyVerdict(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerdictBody) => studyReportApi.review(sessionId, body),
    onSuccess: (sheet) => queryClient.setQueryData(studyReportKeys.session(sessionId), sheet),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: studyReportKeys.all }),
  });
}
