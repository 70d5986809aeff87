import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Submission } from '@journal/common/contracts/submissions';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { apiData } from '../../../lib/api-client';

/** The signed-in author's own submissions (GET /api/submissions), cached per account. */
export function submissionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: submissionKeys.mine(uid),
    queryFn: () => apiData<Submission[]>(submissionApi.list.path({}), { authenticated: true }),
  });
}

export const useSubmissions = (uid: string) => useQuery(submissionsQueryOptions(uid));
