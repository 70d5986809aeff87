import { useMutation } from '@tanstack/react-query';
import { adminMessages } from '@journal/common/messages';
import type { Submission } from '@journal/common/contracts/submissions';
import { ApiError, apiResponse, NotSignedInError, saveResponseAsFile } from '../../../lib/api-client';

export async function downloadAdminSubmission(submission: Pick<Submission, '_id' | 'manuscriptFileName'>) {
  const response = await apiResponse(
    `/api/admin/submissions/${encodeURIComponent(submission._id)}?download=true`,
    { authenticated: true },
  );
  await saveResponseAsFile(response, submission.manuscriptFileName);
}

/** SPEC.md section 8's texts for a failed manuscript download on the admin dashboard. */
export function adminDownloadErrorMessage(error: unknown): string {
  if (error instanceof NotSignedInError) return adminMessages.noAdminToken;
  if (error instanceof ApiError) {
    if (error.status === 404) return adminMessages.fileNotFound;
    if (error.status === 401) return adminMessages.unauthorized;
    if (error.status === 403) return adminMessages.accessDenied;
  }
  return adminMessages.downloadFailed;
}

export function useDownloadAdminSubmission() {
  return useMutation({ mutationFn: downloadAdminSubmission });
}
