/** The journal's settings on the Journal tab: read them, and save them whole. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { journalApi, journalKeys } from '@journal/common/contracts/journal-routes';
import { apiData } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export const journalSettingsQuery = () =>
  queryOptions({
    queryKey: journalKeys.settings(),
    queryFn: () => apiData<JournalSettings>(journalApi.settings.path({}), { authenticated: true }),
  });

export const useJournalSettings = () => useQuery(journalSettingsQuery());

/** PUT /api/admin/journal: answers the settings as stored. */
export function useSaveJournalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: JournalSettings) =>
      apiData<JournalSettings>(journalApi.settings.path({}), {
        method: 'PUT',
        json: settings,
        authenticated: true,
      }),
    onSuccess: () => refreshAfterChange(queryClient, journalKeys.all),
  });
}
