// Certificate calls: the public check (by serial number and name, or by the QR code's token), the PDFs, and the desks'
// history and revocation.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { downloadPrivateFile } from './privateFile';
import type { CertificateCheck, CertificateHistory, IssuedCertificate } from './api-types';

export const certificateApi = {
  verifyByNumber: (number: string, name: string) => api.get<CertificateCheck>('/api/v0/certificate/verify', { number, name }),
  verifyByToken: (token: string) => api.get<CertificateCheck>(`/api/v0/certificate/verify/${encodeURIComponent(token)}`),
  /** The holder's own PDF, read with the token and saved under the server's file name. */
  downloadOwn: (id: number, number: string) => downloadPrivateFile(`/api/v0/user/certificate/${id}/pdf`, `培训合格证书-${number}.pdf`),
  downloadAny: (id: number, number: string) => downloadPrivateFile(`/api/v0/admin/certificate/${id}/pdf`, `培训合格证书-${number}.pdf`),
  history: (applicationId: number) => api.get<CertificateHistory>('/api/v0/admin/certificate', { applicationId }),
  revoke: (id: number, reason: string) => api.post<IssuedCertificate>(`/api/v0/admin/certificate/${id}/revoke`, { reason }),
};

export const certificateKeys = {
  all: ['certificates'] as const,
  history: (applicationId: number) => ['certificates', 'history', applicationId] as const,
};

export const certificateQueries = {
  history: (applicationId: number) =>
    queryOptions({ queryKey: certificateKeys.history(applicationId), queryFn: () => certificateApi.history(applicationId).then((h) => h.certificates) }),
};

/** Revokes a certificate; the desks' histories and the application's record (its current certificate) read again. */
export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) => certificateApi.revoke(v.id, v.reason),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: certificateKeys.all }), client.invalidateQueries({ queryKey: ['enrolment-review'] })]),
  });
}
