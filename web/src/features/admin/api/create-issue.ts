import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Issue, type IssueInput } from '@journal/common/contracts/issues';
import { issueApi, issueKeys } from '@journal/common/contracts/issues-routes';
import { apiData } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

/** The new issue; the dashboard relies on the answer carrying its `_id`. */
export async function createIssue(input: IssueInput): Promise<Issue> {
  const issue = await apiData<Issue | undefined>(issueApi.adminList.path({}), {
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
    onSuccess: () => refreshAfterChange(queryClient, issueKeys.all),
  });
}
