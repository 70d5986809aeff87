import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission } from '@journal/common/contracts/submissions';
import { apiData } from '../../../lib/api-client';

export const submissionsRootKey = ['submissions'] as const;

export function getAdminSubmissions(): Promise<Submission[]> {
  return apiData<Submission[]>('/api/admin/submissions', { authenticated: true });
}

export function adminSubmissionsQueryOptions() {
  return queryOptions({ queryKey: [...submissionsRootKey, 'admin', 'list'], queryFn: getAdminSubmissions });
}

export function useAdminSubmissions() {
  return useQuery(adminSubmissionsQueryOptions());
}
