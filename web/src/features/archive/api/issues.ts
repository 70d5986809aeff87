import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IssueListQuery } from '@journal/common/contracts/issues';
import { issueKeys } from '@journal/common/contracts/issues-routes';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { usePublicReads } from '../../../lib/public-reads';

export function issuesQueryOptions(reads: PublicReads, query: IssueListQuery = {}) {
  return queryOptions({
    queryKey: issueKeys.list(query),
    queryFn: () => reads.issues(query),
  });
}

/** An issue slug is unique only within its volume, so the volume slug always goes with it. */
export function issueQueryOptions(reads: PublicReads, volumeSlug: string, issueSlug: string) {
  return queryOptions({
    queryKey: issueKeys.detail(volumeSlug, issueSlug),
    queryFn: () => reads.issue(volumeSlug, issueSlug),
  });
}

export function useIssues(query: IssueListQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...issuesQueryOptions(usePublicReads(), query), ...options });
}
export const useIssue = (volumeSlug: string, issueSlug: string) =>
  useQuery(issueQueryOptions(usePublicReads(), volumeSlug, issueSlug));
