// Staff exam calls under /api/v0/admin (teachers: their own questions, exams and sheets; admins: all) and their query hooks.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/privateFile';
import type {
  AuthoredExam,
  QuestionCategoryBody,
  QuestionCategoryList,
  QuestionImportView,
  QuestionMoveBody,
  QuestionsMoved,
  SavedQuestionCategory,
  AuthoredExams,
  AuthoredList,
  DrawRule,
  PoolCheck,
  ExamBody,
  GradeBody,
  ExamAnalysis,
  OverrideBody,
  OverrideList,
  QuestionBody,
  QuestionList,
  QuestionType,
  QuestionView,
  Sheet,
  StaffRecordList,
} from '../../lib/api-types';

type Id = number | string;

export const STAFF_PAGE_SIZE = 20;

export interface QuestionListParams {
  search?: string;
  type?: QuestionType;
  subject?: string;
  /** A 知识点 with those under it; 0: questions filed under none. */
  categoryId?: number;
  difficulty?: number;
  tag?: string;
  page?: number;
  size?: number;
}

export interface GradingListParams {
  reviewed?: boolean;
  examId?: number;
  page?: number;
}

const base = '/api/v0/admin';

export const examAdminApi = {
  questions: (p: QuestionListParams) =>
    api.get<QuestionList>(`${base}/question`, {
      search: p.search || undefined,
      type: p.type || undefined,
      subject: p.subject || undefined,
      categoryId: p.categoryId,
      difficulty: p.difficulty || undefined,
      tag: p.tag || undefined,
      page: p.page ?? 0,
      size: p.size ?? STAFF_PAGE_SIZE,
    }),
  createQuestion: (body: QuestionBody) => api.post<QuestionView>(`${base}/question`, body),
  updateQuestion: (id: Id, body: QuestionBody) => api.put<QuestionView>(`${base}/question/${id}`, body),
  deleteQuestion: (id: Id) => api.delete<null>(`${base}/question/${id}`),
  categories: () => api.get<QuestionCategoryList>(`${base}/question/category`),
  createCategory: (body: QuestionCategoryBody) => api.post<SavedQuestionCategory>(`${base}/question/category`, body),
  updateCategory: (id: Id, body: QuestionCategoryBody) => api.put<SavedQuestionCategory>(`${base}/question/category/${id}`, body),
  deleteCategory: (id: Id) => api.delete<null>(`${base}/question/category/${id}`),
  moveQuestions: (body: QuestionMoveBody) => api.post<QuestionsMoved>(`${base}/question/move`, body),
  /** The import template (.xlsx) as a download. */
  template: async (fallbackName: string) => {
    const file = await api.blob(`${base}/question/template`);
    saveBlob(file.blob, file.name || fallbackName);
  },
  /** The sample Word paper (.docx) in the layout the import reads, as a download. */
  samplePaper: async (fallbackName: string) => {
    const file = await api.blob(`${base}/question/template/paper`);
    saveBlob(file.blob, file.name || fallbackName);
  },
  /** A 知识点 (with those under it) or the whole bank in the template's columns, as a download. */
  exportQuestions: async (categoryId: number | undefined, fallbackName: string) => {
    const file = await api.blob(`${base}/question/export`, { categoryId: categoryId || undefined });
    saveBlob(file.blob, file.name || fallbackName);
  },
  analysis: (examId: Id) => api.get<ExamAnalysis>(`${base}/exam/${examId}/analysis`),
  /** The item analysis as a workbook, as a download. */
  exportAnalysis: async (examId: Id, fallbackName: string) => {
    const file = await api.blob(`${base}/exam/${examId}/analysis/export`);
    saveBlob(file.blob, file.name || fallbackName);
  },
  previewImport: (fileId: number) => api.post<QuestionImportView>(`${base}/question/import/preview`, { fileId }),
  importQuestions: (fileId: number) => api.post<QuestionImportView>(`${base}/question/import`, { fileId }),

  exams: (p: { search?: string; page?: number }) =>
    api.get<AuthoredExams>(`${base}/exam`, { search: p.search || undefined, page: p.page ?? 0, size: STAFF_PAGE_SIZE }),
  exam: (id: Id) => api.get<AuthoredExam>(`${base}/exam/${id}`),
  createExam: (body: ExamBody) => api.post<AuthoredExam>(`${base}/exam`, body),
  /** Spec 001 §7: the update is a POST to /admin/exam/{id}; the client forces the body id to the URL id. */
  updateExam: (id: Id, body: ExamBody) => api.post<AuthoredExam>(`${base}/exam/${id}`, body),
  deleteExam: (id: Id) => api.delete<null>(`${base}/exam/${id}`),
  /** How many of the bank's questions each draw rule could take. */
  pool: (rules: DrawRule[], examId: number | null) => api.post<PoolCheck>(`${base}/exam/pool`, { rules, examId }),
  courses: () => api.get<AuthoredList>(`${base}/course`, { page: 0, size: 100 }),

  records: (p: GradingListParams) =>
    api.get<StaffRecordList>(`${base}/exam/record`, {
      reviewed: p.reviewed,
      examId: p.examId || undefined,
      page: p.page ?? 0,
      size: STAFF_PAGE_SIZE,
    }),
  record: (rid: Id) => api.get<Sheet>(`${base}/exam/record/${rid}`),
  overrides: (examId: Id) => api.get<OverrideList>(`${base}/exam/${examId}/override`),
  setOverride: (examId: Id, body: OverrideBody) => api.put<OverrideList>(`${base}/exam/${examId}/override`, body),
  removeOverride: (examId: Id, userId: number, reason: string) =>
    api.delete<OverrideList>(`${base}/exam/${examId}/override/${userId}`, { params: { reason } }),
  grade: (rid: Id, body: GradeBody) => api.put<Sheet>(`${base}/exam/record/${rid}/grade`, body),
  voidRecord: (rid: Id, reason: string) => api.post<Sheet>(`${base}/exam/record/${rid}/void`, { reason }),
  reopenRecord: (rid: Id, reason: string) => api.post<Sheet>(`${base}/exam/record/${rid}/reopen`, { reason }),
};

export const examAdminKeys = {
  all: ['examAdmin'] as const,
  questions: (p: QuestionListParams) => ['examAdmin', 'questions', p] as const,
  categories: () => ['examAdmin', 'categories'] as const,
  exams: (p: { search?: string; page?: number }) => ['examAdmin', 'exams', p] as const,
  exam: (id: Id) => ['examAdmin', 'exam', String(id)] as const,
  courses: () => ['examAdmin', 'courses'] as const,
  pool: (rules: DrawRule[], examId: number | null) => ['examAdmin', 'pool', examId, rules] as const,
  records: (p: GradingListParams) => ['examAdmin', 'records', p] as const,
  record: (rid: Id) => ['examAdmin', 'record', String(rid)] as const,
  overrides: (examId: Id) => ['examAdmin', 'overrides', String(examId)] as const,
  analysis: (examId: Id) => ['examAdmin', 'analysis', String(examId)] as const,
};

export const examAdminQueries = {
  questions: (p: QuestionListParams) =>
    queryOptions({ queryKey: examAdminKeys.questions(p), queryFn: () => examAdminApi.questions(p), placeholderData: keepPreviousData }),
  categories: () => queryOptions({ queryKey: examAdminKeys.categories(), queryFn: examAdminApi.categories }),
  exams: (p: { search?: string; page?: number }) =>
    queryOptions({ queryKey: examAdminKeys.exams(p), queryFn: () => examAdminApi.exams(p), placeholderData: keepPreviousData }),
  exam: (id: Id) => queryOptions({ queryKey: examAdminKeys.exam(id), queryFn: () => examAdminApi.exam(id), staleTime: 0 }),
  pool: (rules: DrawRule[], examId: number | null) =>
    queryOptions({ queryKey: examAdminKeys.pool(rules, examId), queryFn: () => examAdminApi.pool(rules, examId), placeholderData: keepPreviousData, retry: false }),
  courses: () => queryOptions({ queryKey: examAdminKeys.courses(), queryFn: examAdminApi.courses, staleTime: 5 * 60_000 }),
  records: (p: GradingListParams) =>
    queryOptions({ queryKey: examAdminKeys.records(p), queryFn: () => examAdminApi.records(p), placeholderData: keepPreviousData }),
  record: (rid: Id) => queryOptions({ queryKey: examAdminKeys.record(rid), queryFn: () => examAdminApi.record(rid), staleTime: 0 }),
  overrides: (examId: Id) => queryOptions({ queryKey: examAdminKeys.overrides(examId), queryFn: () => examAdminApi.overrides(examId), staleTime: 0 }),
  analysis: (examId: Id) => queryOptions({ queryKey: examAdminKeys.analysis(examId), queryFn: () => examAdminApi.analysis(examId), staleTime: 0 }),
};

/** A staff change: the staff lists and every learner exam view (centre, records, results) are stale afterwards. */
export function useExamAdminMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: examAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['exam'] });
    },
  });
}
