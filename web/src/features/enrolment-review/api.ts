// The review desks' calls: the desk summary, the material queue and record (reviewers, finance read-only,
// administrators), material decisions, the exam result and certificate of an enrolment, the payment queue and
// decisions, and invoices.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { certificateKeys } from '../../lib/certificates';
import { toQuery, type MaterialQueueParams, type PaymentQueueParams } from './review';
import type { ApplicationView, CertificateBody, DecisionBody, DeskSummary, ExamPassBody, Queue } from '../../lib/api-types';

type Id = number | string;

export const reviewApi = {
  summary: () => api.get<DeskSummary>('/api/v0/reviewer/summary'),
  materials: (p: MaterialQueueParams) => api.get<Queue>('/api/v0/reviewer/material', toQuery(p)),
  material: (courseId: Id, id: Id) => api.get<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}`),
  decideMaterial: (courseId: Id, id: Id, body: DecisionBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}`, body),
  /** Records (or withdraws) that the learner passed the course's exam. */
  setExamPassed: (courseId: Id, id: Id, body: ExamPassBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}/exam`, body),
  /** Issues the certificate of an enrolled learner who passed the exam (or corrects it). */
  issueCertificate: (courseId: Id, id: Id, body: CertificateBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}/certificate`, body),
  payments: (p: PaymentQueueParams) => api.get<Queue>('/api/v0/finance/payment', toQuery(p)),
  payment: (id: Id) => api.get<ApplicationView>(`/api/v0/finance/payment/${id}`),
  decidePayment: (id: Id, body: DecisionBody) => api.put<ApplicationView>(`/api/v0/finance/payment/${id}`, body),
  issueInvoice: (id: Id) => api.put<ApplicationView>(`/api/v0/finance/payment/${id}/invoice`),
};

export const reviewKeys = {
  all: ['enrolment-review'] as const,
  summary: () => ['enrolment-review', 'summary'] as const,
  materials: (p: MaterialQueueParams) => ['enrolment-review', 'materials', p] as const,
  material: (courseId: Id, id: Id) => ['enrolment-review', 'material', String(courseId), String(id)] as const,
  /** Records (or withdraws) that the learner passed the course's exam. */
  setExamPassed: (courseId: Id, id: Id, body: ExamPassBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}/exam`, body),
  /** Issues the certificate of an enrolled learner who passed the exam (or corrects it). */
  issueCertificate: (courseId: Id, id: Id, body: CertificateBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}/certificate`, body),
  payments: (p: PaymentQueueParams) => ['enrolment-review', 'payments', p] as const,
  payment: (id: Id) => ['enrolment-review', 'payment', String(id)] as const,
};

export const reviewQueries = {
  summary: () => queryOptions({ queryKey: reviewKeys.summary(), queryFn: reviewApi.summary, staleTime: 0 }),
  materials: (p: MaterialQueueParams) =>
    queryOptions({ queryKey: reviewKeys.materials(p), queryFn: () => reviewApi.materials(p), placeholderData: keepPreviousData, staleTime: 0 }),
  material: (courseId: Id, id: Id) =>
    queryOptions({ queryKey: reviewKeys.material(courseId, id), queryFn: () => reviewApi.material(courseId, id), staleTime: 0 }),
  /** Records (or withdraws) that the learner passed the course's exam. */
  setExamPassed: (courseId: Id, id: Id, body: ExamPassBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}/exam`, body),
  /** Issues the certificate of an enrolled learner who passed the exam (or corrects it). */
  issueCertificate: (courseId: Id, id: Id, body: CertificateBody) => api.put<ApplicationView>(`/api/v0/reviewer/material/${courseId}/record/${id}/certificate`, body),
  payments: (p: PaymentQueueParams) =>
    queryOptions({ queryKey: reviewKeys.payments(p), queryFn: () => reviewApi.payments(p), placeholderData: keepPreviousData, staleTime: 0 }),
  payment: (id: Id) => queryOptions({ queryKey: reviewKeys.payment(id), queryFn: () => reviewApi.payment(id), staleTime: 0 }),
};

/**
 * A decision on an application: afterwards (done or refused, e.g. 409 when someone else decided first) every
 * queue, count and record of the desks is stale, so the page shows the record as it now is.
 */
export function useReviewMutation<TVars>(mutationFn: (vars: TVars) => Promise<ApplicationView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // An issued certificate also changes the record's certificate history.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), queryClient.invalidateQueries({ queryKey: certificateKeys.all })]),
  });
}
