import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Decision } from '@journal/common/contracts/submissions';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { apiJson } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

/** PATCH /api/admin/submissions/{id}/approve or /reject, with an empty body. */
export async function decideSubmission({ id, decision }: { id: string; decision: Decision }): Promise<void> {
  await apiJson(submissionApi[decision].path({ id }), { method: 'PATCH', authenticated: true });
}

export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    onSuccess: () => refreshAfterChange(queryClient, submissionKeys.all),
  });
}
