// The administrator's settings calls (every setting, saving some, the history of changes), their queries and the save.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { SettingChange } from '../../lib/api-types';
import { applySiteName } from '../../lib/siteName';
import type { Settings } from './settings';

export const settingsApi = {
  all: () => api.get<Settings>('/api/v0/admin/settings'),
  save: (body: Partial<Settings>) => api.put<Settings>('/api/v0/admin/settings', body),
  changes: () => api.get<SettingChange[]>('/api/v0/admin/settings/changes'),
};

export const settingsKeys = {
  all: ['admin-settings'] as const,
  values: () => ['admin-settings', 'values'] as const,
  changes: () => ['admin-settings', 'changes'] as const,
};

export const settingsQueries = {
  values: () => queryOptions({ queryKey: settingsKeys.values(), queryFn: settingsApi.all, staleTime: 0 }),
  changes: () => queryOptions({ queryKey: settingsKeys.changes(), queryFn: settingsApi.changes, staleTime: 0 }),
};

/** Saves the settings: the answer becomes the page's values and the site name this browser shows; the history is stale. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.values(), saved);
      applySiteName(saved.siteName);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.changes() }),
  });
}
