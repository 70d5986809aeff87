import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Submission } from '@journal/common/contracts/submissions';
import { apiData } from '../../../lib/api-client';

export const submissionsRootKey = ['submissions'] as const;

/** The signed-in author's own submissions (GET /api/submissions). */
export function getSubmissions(): Promise<Submission[]> {
  return apiData<Submission[]>('/api/submissions', { authenticated: true });
}

/** Keyed by uid so that one author never sees another's cached list after a switch of account. */
export function submissionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...submissionsRootKey, 'list', { uid }],
    queryFn: getSubmissions,
  });
}

export function useSubmissions(uid: string) {
  return useQuery(submissionsQueryOptions(uid));
}
