// Learner exam calls (spec 000 §7 / 001 §7 plus the start, autosave and exit calls) and their query hooks.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pageParam, textParam } from '../../lib/searchParams';
import { EXAM_PAGE_SIZE } from '../../lib/exam';
import type {
  ConductKind, ConsentView, Answer, Attempt, ExamList, ExamStatus, ExitAnswer, Paper, RecordDetail, RecordList, RecordView, SavedAnswer, StartAnswer, StillDue } from '../../lib/api-types';

type Id = number | string;

export type ExamFilter = 'all' | ExamStatus;
export const EXAM_FILTERS: ExamFilter[] = ['all', 'started', 'ended', 'notStarted'];

export type AnswerBody = Record<string, Answer | null>;

export const examApi = {
  list: (params: { status: ExamFilter; page: number }) =>
    api.get<ExamList>('/api/v0/exam', { page: params.page, size: EXAM_PAGE_SIZE, status: params.status }),
  start: (id: Id) => api.post<StartAnswer>(`/api/v0/exam/${id}/start`),
  paper: (id: Id) => api.get<Paper>(`/api/v0/exam/${id}`),
  saveAnswers: (id: Id, answers: AnswerBody, options: { keepalive?: boolean } = {}) =>
    api.put<SavedAnswer>(`/api/v0/exam/${id}/answers`, { answers }, options),
  exit: (id: Id, options: { keepalive?: boolean } = {}) => api.post<ExitAnswer>(`/api/v0/exam/${id}/exit`, undefined, options),
  /** What happened on the paper (its conduct record): the server counts leaves and submits at the exam's limit. */
  event: (id: Id, kind: ConductKind, options: { keepalive?: boolean } = {}) =>
    api.post<ExitAnswer>(`/api/v0/exam/${id}/event`, { kind }, options),
  /** The learner's consent to the exam's camera stills (考试抓拍), and agreeing to it. */
  cameraConsent: (id: Id) => api.get<ConsentView>(`/api/v0/exam/${id}/camera-consent`),
  agreeToCamera: (id: Id) => api.post<ConsentView>(`/api/v0/exam/${id}/camera-consent`, {}),
  /** The still the open attempt is due for now (the server reveals its random moments one by one). */
  dueStill: (id: Id) => api.get<StillDue>(`/api/v0/exam/${id}/snapshot`),
  /** Sends a due still, uploaded first as an `exam-snapshot` file; answers the still due next. */
  sendStill: (id: Id, snapshotId: number, fileId: number) => api.post<StillDue>(`/api/v0/exam/${id}/snapshot/${snapshotId}`, { fileId }),
  submit: (id: Id, answers: AnswerBody) => api.post<RecordView>(`/api/v0/exam/${id}/submit`, { answers }),
  records: (params: { page: number; subject?: string }) =>
    api.get<RecordList>('/api/v0/exam/record', { page: params.page, size: EXAM_PAGE_SIZE, subject: params.subject || undefined }),
  /** One attempt's record (`attempt`: its number; left out, the latest submitted). */
  recordDetail: (examId: Id, attempt?: number) => api.get<RecordDetail>(`/api/v0/exam/${examId}/record`, { attempt }),
};

/** Everything under ['exam'] is the learner's view and changes with the session. */
export const examKeys = {
  all: ['exam'] as const,
  list: (params: { status: ExamFilter; page: number }) => ['exam', 'list', params] as const,
  session: (id: Id) => ['exam', 'session', String(id)] as const,
  records: (params: { page: number; subject?: string }) => ['exam', 'records', params] as const,
  record: (examId: Id, attempt?: number) => ['exam', 'record', String(examId), attempt ?? 'latest'] as const,
};

/**
 * After an attempt ended (submitted, timed out or exited for the third time): the lists and records are
 * stale, but not the open paper's session — refetching it would start the attempt again and hear
 * 409 您已完成该考试 under the page's own success message.
 */
export function invalidateAfterAttempt(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: examKeys.all, predicate: (query) => query.queryKey[1] !== 'session' });
}

export interface ExamSession {
  attempt: Attempt;
  /** Null when the attempt was already submitted (the page then goes to the records). */
  paper: Paper | null;
}

export const examQueries = {
  list: (params: { status: ExamFilter; page: number }) =>
    queryOptions({ queryKey: examKeys.list(params), queryFn: () => examApi.list(params), placeholderData: keepPreviousData }),
  /** Opening the paper starts (or resumes) the attempt, then reads the questions; never refetched behind the learner's back. */
  session: (id: Id) =>
    queryOptions({
      queryKey: examKeys.session(id),
      queryFn: async (): Promise<ExamSession> => {
        const { attempt } = await examApi.start(id);
        if (attempt.submitted) return { attempt, paper: null };
        const paper = await examApi.paper(id);
        return { attempt, paper };
      },
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  records: (params: { page: number; subject?: string }) =>
    queryOptions({ queryKey: examKeys.records(params), queryFn: () => examApi.records(params), placeholderData: keepPreviousData }),
  record: (examId: Id, attempt?: number) =>
    queryOptions({ queryKey: examKeys.record(examId, attempt), queryFn: () => examApi.recordDetail(examId, attempt) }),
};

/** The exam centre's list from its address (?status= one of the filters, else all; the 1-based ?page=). */
export function examCenterParams(search: URLSearchParams): { status: ExamFilter; page: number } {
  const status = textParam(search, 'status') as ExamFilter;
  return { status: EXAM_FILTERS.includes(status) ? status : 'all', page: pageParam(search) - 1 };
}

/** The exam centre's first data, asked for by its route while the page's chunks load (router.tsx). */
export const prefetchExamCenter = (client: QueryClient, search: URLSearchParams) => client.prefetchQuery(examQueries.list(examCenterParams(search)));
