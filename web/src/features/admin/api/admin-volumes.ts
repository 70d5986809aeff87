import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Volume } from '@journal/common/contracts/volumes';
import { apiData } from '../../../lib/api-client';

export const volumesRootKey = ['volumes'] as const;

export function getAdminVolumes(): Promise<Volume[]> {
  return apiData<Volume[]>('/api/admin/volumes', { authenticated: true });
}

export function adminVolumesQueryOptions() {
  return queryOptions({ queryKey: [...volumesRootKey, 'admin', 'list'], queryFn: getAdminVolumes });
}

export function useAdminVolumes() {
  return useQuery(adminVolumesQueryOptions());
}
