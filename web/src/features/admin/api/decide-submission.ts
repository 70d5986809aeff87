import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { submissionsRootKey } from './admin-submissions';

export type Decision = 'approve' | 'reject';

/** PATCH /api/admin/submissions/{id}/approve or /reject, with an empty body. */
export async function decideSubmission({ id, decision }: { id: string; decision: Decision }): Promise<void> {
  await apiJson(`/api/admin/submissions/${encodeURIComponent(id)}/${decision}`, {
    method: 'PATCH',
    authenticated: true,
  });
}

export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsRootKey }),
  });
}
