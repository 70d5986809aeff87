import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { volumesRootKey } from './admin-volumes';

export async function deleteVolume(id: string): Promise<void> {
  await apiJson(`/api/admin/volumes/${encodeURIComponent(id)}`, { method: 'DELETE', authenticated: true });
}

export function useDeleteVolume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVolume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volumesRootKey }),
  });
}
