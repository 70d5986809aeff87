import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionFields } from '@journal/common/contracts/submissions';
import { apiUpload, getIdToken, NotSignedInError } from '../../../lib/api-client';
import { submissionsRootKey } from './get-submissions';

export interface NewSubmission {
  fields: SubmissionFields;
  manuscript: File;
}

/** The forced token refresh before an upload failed: the author has to sign in again. */
export class TokenRefreshError extends Error {
  override name = 'TokenRefreshError';
}

/** POST /api/submissions as multipart, reporting upload progress as a fraction. */
export async function createSubmission(
  { fields, manuscript }: NewSubmission,
  onProgress: (fraction: number) => void,
): Promise<{ submissionId: string }> {
  try {
    // A long form can outlive the token; refresh it before sending a large file.
    await getIdToken(true);
  } catch (error) {
    if (error instanceof NotSignedInError) throw error;
    throw new TokenRefreshError('Token refresh failed', { cause: error });
  }
  const form = new FormData();
  form.append('correspondingAuthor', fields.correspondingAuthor);
  form.append('authorEmail', fields.authorEmail);
  form.append('authorAffiliation', fields.authorAffiliation);
  form.append('authorCountry', fields.authorCountry);
  form.append('coAuthors', JSON.stringify(fields.coAuthors));
  form.append('paperTitle', fields.paperTitle);
  form.append('paperAbstract', fields.paperAbstract);
  form.append('keywords', fields.keywords);
  form.append('paperType', fields.paperType);
  form.append('subjectArea', fields.subjectArea);
  form.append('copyrightAgreement', String(fields.copyrightAgreement));
  form.append('ethicsAgreement', String(fields.ethicsAgreement));
  form.append('manuscriptFile', manuscript, manuscript.name);
  return apiUpload<{ submissionId: string }>('/api/submissions', form, onProgress);
}

export function useCreateSubmission(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSubmission) => createSubmission(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsRootKey }),
  });
}
