import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Volume } from '@journal/common/contracts/volumes';
import { volumeApi, volumeKeys } from '@journal/common/contracts/volumes-routes';
import { apiData } from '../../../lib/api-client';

export function volumesQueryOptions() {
  return queryOptions({
    queryKey: volumeKeys.list(),
    queryFn: () => apiData<Volume[]>(volumeApi.list.path({})),
  });
}

export function volumeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: volumeKeys.detail(slug),
    queryFn: () => apiData<Volume>(volumeApi.detail.path({ slug })),
  });
}

export const useVolumes = () => useQuery(volumesQueryOptions());
export const useVolume = (slug: string) => useQuery(volumeQueryOptions(slug));
