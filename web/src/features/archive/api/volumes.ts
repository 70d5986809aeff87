import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Volume } from '@journal/common/contracts/volumes';
import { volumeApi, volumeKeys } from '@journal/common/contracts/volumes-routes';
import { readData } from '../../../lib/query-client';

export function volumesQueryOptions() {
  return queryOptions({
    queryKey: volumeKeys.list(),
    queryFn: readData<Volume[]>(volumeApi.list.path({})),
  });
}

export function volumeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: volumeKeys.detail(slug),
    queryFn: readData<Volume>(volumeApi.detail.path({ slug })),
  });
}

export const useVolumes = () => useQuery(volumesQueryOptions());
export const useVolume = (slug: string) => useQuery(volumeQueryOptions(slug));
