import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Volume } from '@journal/common/contracts/volumes';
import { apiData } from '../../../lib/api-client';

export function getVolume(slug: string): Promise<Volume> {
  return apiData<Volume>(`/api/volumes/${encodeURIComponent(slug)}`);
}

export function volumeQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['volumes', 'detail', slug], queryFn: () => getVolume(slug) });
}

export function useVolume(slug: string) {
  return useQuery(volumeQueryOptions(slug));
}
