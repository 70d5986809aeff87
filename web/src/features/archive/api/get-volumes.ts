import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Volume } from '@journal/common/contracts/volumes';
import { apiData } from '../../../lib/api-client';

export function getVolumes(): Promise<Volume[]> {
  return apiData<Volume[]>('/api/volumes');
}

export function volumesQueryOptions() {
  return queryOptions({ queryKey: ['volumes', 'list'], queryFn: getVolumes });
}

export function useVolumes() {
  return useQuery(volumesQueryOptions());
}
