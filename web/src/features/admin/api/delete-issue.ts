import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { issuesRootKey } from './admin-issues';

export async function deleteIssue(id: string): Promise<void> {
  await apiJson(`/api/admin/issues/${encodeURIComponent(id)}`, { method: 'DELETE', authenticated: true });
}

export function useDeleteIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesRootKey }),
  });
}
