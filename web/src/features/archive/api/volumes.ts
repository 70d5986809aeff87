import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { volumeKeys } from '@journal/common/contracts/volumes-routes';
import { usePublicReads } from '../../../lib/public-reads';

export function volumesQueryOptions(reads: PublicReads) {
  return queryOptions({
    queryKey: volumeKeys.list(),
    queryFn: () => reads.volumes(),
  });
}

export function volumeQueryOptions(reads: PublicReads, slug: string) {
  return queryOptions({
    queryKey: volumeKeys.detail(slug),
    queryFn: () => reads.volume(slug),
  });
}

export const useVolumes = () => useQuery(volumesQueryOptions(usePublicReads()));
export const useVolume = (slug: string) => useQuery(volumeQueryOptions(usePublicReads(), slug));
