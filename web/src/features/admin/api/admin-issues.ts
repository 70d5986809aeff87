import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Issue } from '@journal/common/contracts/issues';
import { apiData } from '../../../lib/api-client';

export const issuesRootKey = ['issues'] as const;

export function getAdminIssues(): Promise<Issue[]> {
  return apiData<Issue[]>('/api/admin/issues', { authenticated: true });
}

export function adminIssuesQueryOptions() {
  return queryOptions({ queryKey: [...issuesRootKey, 'admin', 'list'], queryFn: getAdminIssues });
}

export function useAdminIssues() {
  return useQuery(adminIssuesQueryOptions());
}
