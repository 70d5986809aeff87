/** The mail outbox as the admin sees it: what is not delivered yet or was given up, and trying one again. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UndeliveredMail } from '@journal/common/contracts/mail';
import { mailApi, mailKeys } from '@journal/common/contracts/mail-routes';
import { apiData } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export const undeliveredMailQuery = () =>
  queryOptions({
    queryKey: mailKeys.undelivered(),
    queryFn: () => apiData<UndeliveredMail[]>(mailApi.undelivered.path({}), { authenticated: true }),
  });

/** `enabled: false` holds the request back (until the admin is known, on the dashboard). */
export const useUndeliveredMail = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...undeliveredMailQuery(), enabled });

/** POST /api/admin/mail/{id}/retry: answers the message as it then stands. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiData<UndeliveredMail>(mailApi.retry.path({ id }), { method: 'POST', authenticated: true }),
    onSettled: () => refreshAfterChange(queryClient, mailKeys.all),
  });
}
