import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { usersRootKey } from './admin-users';

export async function deleteUser(id: string): Promise<void> {
  await apiJson(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', authenticated: true });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersRootKey }),
  });
}
