import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  encodeSubmissionFields,
  IDEMPOTENCY_KEY_HEADER,
  MANUSCRIPT_FIELD,
  type CreatedSubmission,
  type SubmissionFields,
} from '@journal/common/contracts/submissions';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { apiUpload, ClientError, getIdToken, NotSignedInError } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export interface NewSubmission {
  fields: SubmissionFields;
  manuscript: File;
  /**
   * Names the form fill (newIdempotencyKey): sent again after an answer that never came, or a
   * failure, it cannot store the paper twice; the server answers the first submission.
   */
  idempotencyKey: string;
}

/** A new key for one form fill: 128 random bits in hex (IDEMPOTENCY_KEY_HEADER's rule). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /api/submissions as multipart, reporting upload progress as a fraction. */
export async function createSubmission(
  { fields, manuscript, idempotencyKey }: NewSubmission,
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
  return apiUpload<CreatedSubmission>(submissionApi.list.path({}), form, onProgress, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateSubmission(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSubmission) => createSubmission(input, onProgress),
    onSuccess: () => refreshAfterChange(queryClient, submissionKeys.all),
  });
}
