import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { submissionsRootKey } from './admin-submissions';

export async function deleteSubmission(id: string): Promise<void> {
  await apiJson(`/api/admin/submissions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    authenticated: true,
  });
}

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsRootKey }),
  });
}
