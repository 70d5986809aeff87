import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Volume, type VolumeInput } from '@journal/common/contracts/volumes';
import { volumeApi, volumeKeys } from '@journal/common/contracts/volumes-routes';
import { apiData } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export function createVolume(input: VolumeInput): Promise<Volume> {
  return apiData<Volume>(volumeApi.adminList.path({}), { method: 'POST', json: input, authenticated: true });
}

export function useCreateVolume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVolume,
    onSuccess: () => refreshAfterChange(queryClient, volumeKeys.all),
  });
}
