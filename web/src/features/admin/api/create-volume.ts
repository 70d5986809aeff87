import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Volume, VolumeInput } from '@journal/common/contracts/volumes';
import { apiData } from '../../../lib/api-client';
import { volumesRootKey } from './admin-volumes';

export function createVolume(input: VolumeInput): Promise<Volume> {
  return apiData<Volume>('/api/admin/volumes', { method: 'POST', json: input, authenticated: true });
}

export function useCreateVolume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVolume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volumesRootKey }),
  });
}
