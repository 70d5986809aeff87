import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Issue } from '@journal/common/contracts/issues';
import { apiData } from '../../../lib/api-client';

/** An issue slug is unique only within its volume, so the volume slug always goes with it. */
export function getIssue(volumeSlug: string, issueSlug: string): Promise<Issue> {
  const query = new URLSearchParams({ volume: volumeSlug });
  return apiData<Issue>(`/api/issues/${encodeURIComponent(issueSlug)}?${query}`);
}

export function issueQueryOptions(volumeSlug: string, issueSlug: string) {
  return queryOptions({
    queryKey: ['issues', 'detail', { volume: volumeSlug, issue: issueSlug }],
    queryFn: () => getIssue(volumeSlug, issueSlug),
  });
}

export function useIssue(volumeSlug: string, issueSlug: string) {
  return useQuery(issueQueryOptions(volumeSlug, issueSlug));
}
