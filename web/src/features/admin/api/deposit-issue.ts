/** POST /api/admin/issues/{id}/crossref-deposit: answers the deposit as the receiver took it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrossrefDeposit } from '@journal/common/contracts/crossref';
import { exportApi, exportKeys } from '@journal/common/contracts/exports-routes';
import { apiData } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export const depositIssue = (issueId: string) =>
  apiData<CrossrefDeposit>(exportApi.crossrefDeposit.path({ id: issueId }), {
    method: 'POST',
    authenticated: true,
  });

export function useDepositIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: depositIssue,
    onSettled: () => refreshAfterChange(queryClient, exportKeys.all),
  });
}
