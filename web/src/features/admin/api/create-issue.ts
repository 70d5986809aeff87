import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Issue, IssueInput } from '@journal/common/contracts/issues';
import { apiData } from '../../../lib/api-client';
import { issuesRootKey } from './admin-issues';

/** The new issue; SPEC.md requires the answer to carry its `_id`. */
export async function createIssue(input: IssueInput): Promise<Issue> {
  const issue = await apiData<Issue | undefined>('/api/admin/issues', {
    method: 'POST',
    json: input,
    authenticated: true,
  });
  if (!issue?._id) throw new Error('the server did not return the new issue');
  return issue;
}

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuesRootKey }),
  });
}
