// File center calls (GET /api/v0/admin/file, DELETE /api/v0/admin/file/{id}), the list's query options and the delete hook.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { FileListQuery } from './files';
import type { FileCenterPage } from '../../lib/api-types';

const files = '/api/v0/admin/file';

export const fileCenterApi = {
  list: (query: FileListQuery) => api.get<FileCenterPage>(files, { ...query }),
  remove: (id: number) => api.delete<null>(`${files}/${id}`),
};

export const fileCenterKeys = {
  all: ['file-center'] as const,
  list: (query: FileListQuery) => ['file-center', 'list', query] as const,
};

export const fileCenterQueries = {
  list: (query: FileListQuery) => queryOptions({ queryKey: fileCenterKeys.list(query), queryFn: () => fileCenterApi.list(query), placeholderData: keepPreviousData }),
};

/** Deleting a file: the list and the storage totals are stale afterwards, also after a refusal (its uses changed). */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileCenterApi.remove,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: fileCenterKeys.all }),
  });
}
