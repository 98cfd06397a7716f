// Audit log calls (GET /api/v0/admin/audit and its export), the list's query keys and options, and the export download.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/privateFile';
import type { AuditFilter, AuditListQuery } from './auditLog';
import type { AuditPage } from '../../lib/api-types';

const base = '/api/v0/admin/audit';

export const auditLogApi = {
  list: (query: AuditListQuery) => api.get<AuditPage>(base, { ...query }),
  /** The filtered log as an .xlsx, read with the token and handed to the browser under the server's file name. */
  exportExcel: async (filter: AuditFilter, fallbackName: string) => {
    const file = await api.blob(`${base}/export`, { ...filter });
    saveBlob(file.blob, file.name || fallbackName);
  },
};

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditListQuery) => ['audit-log', 'list', query] as const,
};

export const auditLogQueries = {
  // A log grows while it is read: what was read a moment ago is already stale.
  list: (query: AuditListQuery) => queryOptions({ queryKey: auditLogKeys.list(query), queryFn: () => auditLogApi.list(query), placeholderData: keepPreviousData, staleTime: 0 }),
};
