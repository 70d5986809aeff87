import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  encodeSubmissionFields,
  MANUSCRIPT_FIELD,
  type CreatedSubmission,
  type SubmissionFields,
} from '@journal/common/contracts/submissions';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { apiUpload, ClientError, getIdToken, NotSignedInError } from '../../../lib/api-client';

export interface NewSubmission {
  fields: SubmissionFields;
  manuscript: File;
}

/** POST /api/submissions as multipart, reporting upload progress as a fraction. */
export async function createSubmission(
  { fields, manuscript }: NewSubmission,
  onProgress: (fraction: number) => void,
): Promise<CreatedSubmission> {
  try {
    // A long form can outlive the token; refresh it before sending a large file.
    await getIdToken(true);
  } catch (error) {
    if (error instanceof NotSignedInError) throw error;
    throw new ClientError('token-refresh-failed', 'Token refresh failed', { cause: error });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(encodeSubmissionFields(fields))) form.append(name, value);
  form.append(MANUSCRIPT_FIELD, manuscript, manuscript.name);
  return apiUpload<CreatedSubmission>(submissionApi.list.path({}), form, onProgress);
}

export function useCreateSubmission(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSubmission) => createSubmission(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
