import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Issue, type IssueListQuery } from '@journal/common/contracts/issues';
import { issueApi, issueKeys } from '@journal/common/contracts/issues-routes';
import { readData } from '../../../lib/query-client';

export function issuesQueryOptions(query: IssueListQuery = {}) {
  return queryOptions({
    queryKey: issueKeys.list(query),
    queryFn: readData<Issue[]>(issueApi.list.path({}, query)),
  });
}

/** An issue slug is unique only within its volume, so the volume slug always goes with it. */
export function issueQueryOptions(volumeSlug: string, issueSlug: string) {
  return queryOptions({
    queryKey: issueKeys.detail(volumeSlug, issueSlug),
    queryFn: readData<Issue>(issueApi.detail.path({ slug: issueSlug }, { volume: volumeSlug })),
  });
}

export function useIssues(query: IssueListQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...issuesQueryOptions(query), ...options });
}
export const useIssue = (volumeSlug: string, issueSlug: string) =>
  useQuery(issueQueryOptions(volumeSlug, issueSlug));
