// The learner's enrolment calls: the form's option lists, the administrator's notice and payment accounts, the
// application in a course (draft, submission, payment) and the Word form; their queries and mutations.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { COURSE_STATUS, courseKeys, courseQueries } from '../../lib/course';
import { paymentStage } from '../../lib/enrolment';
import type { ApplicationView, DraftBody, EnrolmentOptions, PaymentBody } from '../../lib/api-types';

/** The administrator's settings the wizard shows (server: service::settings::CATALOGUE, read by signed-in users). */
export type EnrolmentSettings = Partial<
  Record<'registrationNotice' | 'wechatAccount' | 'wechatQr' | 'alipayAccount' | 'alipayQr' | 'bankName' | 'bankAccountName' | 'bankAccount' | 'paymentNote', string>
>;

export const formDocxPath = (courseId: number) => `/api/v0/enrolment/${courseId}/form.docx`;

export const enrolmentApi = {
  options: () => api.get<EnrolmentOptions>('/api/v0/enrolment/options'),
  settings: () => api.get<EnrolmentSettings>('/api/v0/enrolment/settings'),
  application: (courseId: number) => api.get<ApplicationView>(`/api/v0/enrolment/${courseId}`),
  saveDraft: (courseId: number, body: DraftBody) => api.put<ApplicationView>(`/api/v0/enrolment/${courseId}`, body),
  submit: (courseId: number, body: DraftBody) => api.post<ApplicationView>(`/api/v0/enrolment/${courseId}/submit`, body),
  pay: (courseId: number, body: PaymentBody) => api.post<ApplicationView>(`/api/v0/enrolment/${courseId}/payment`, body),
  formDocx: (courseId: number) => api.blob(formDocxPath(courseId)),
};

export const enrolmentKeys = {
  all: ['enrolment'] as const,
  options: () => ['enrolment', 'options'] as const,
  settings: () => ['enrolment', 'settings'] as const,
  application: (courseId: number) => ['enrolment', 'application', courseId] as const,
};

/** While a desk has the next move (review, payment check) the page asks again now and then, so it moves on by itself. */
export const WAITING_POLL_MS = 15_000;

function waitingForStaff(a: ApplicationView | undefined): boolean {
  if (!a) return false;
  if (a.status === COURSE_STATUS.pendingReview) return true;
  return paymentStage({ status: a.status, paymentCompleted: a.paymentCompleted, paymentSubmittedAt: a.paymentSubmittedAt }) === 'waiting';
}

export const enrolmentQueries = {
  options: () => queryOptions({ queryKey: enrolmentKeys.options(), queryFn: enrolmentApi.options, staleTime: Infinity }),
  settings: () => queryOptions({ queryKey: enrolmentKeys.settings(), queryFn: enrolmentApi.settings, staleTime: 60_000 }),
  application: (courseId: number) =>
    queryOptions({
      queryKey: enrolmentKeys.application(courseId),
      queryFn: () => enrolmentApi.application(courseId),
      staleTime: 0,
      refetchInterval: (query) => (waitingForStaff(query.state.data) ? WAITING_POLL_MS : false),
    }),
};

/**
 * A change to the application: its answer becomes the cached application; a move of the status (submit, pay) also
 * makes the catalogue's statuses stale (classroom buttons, the wizard's badges).
 */
export function useApplicationMutation<TVars>(courseId: number | null, call: (courseId: number, vars: TVars) => Promise<ApplicationView>, movesStatus = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => call(courseId as number, vars),
    onSuccess: (saved) => {
      queryClient.setQueryData(enrolmentKeys.application(saved.courseId), saved);
      if (movesStatus) void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

/** The enrolment page's first data (the courses to choose from and the form's options), asked for by its route while the page's chunks load (router.tsx). */
export const prefetchEnrolment = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(courseQueries.list()), client.prefetchQuery(enrolmentQueries.options())]);
