import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Issue } from '@journal/common/contracts/issues';
import { apiData } from '../../../lib/api-client';

export interface IssueListParams {
  /** Volume slug: only that volume's issues. */
  volume?: string;
}

export function getIssues(params: IssueListParams = {}): Promise<Issue[]> {
  const query = params.volume ? `?${new URLSearchParams({ volume: params.volume })}` : '';
  return apiData<Issue[]>(`/api/issues${query}`);
}

export function issuesQueryOptions(params: IssueListParams = {}) {
  return queryOptions({ queryKey: ['issues', 'list', params], queryFn: () => getIssues(params) });
}

export function useIssues(params: IssueListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...issuesQueryOptions(params), ...options });
}
