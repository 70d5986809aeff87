import { useMutation } from '@tanstack/react-query';
import { adminMessages } from '@journal/common/messages';
import { type Submission } from '@journal/common/contracts/submissions';
import { DOWNLOAD_QUERY, submissionApi } from '@journal/common/contracts/submissions-routes';
import { apiResponse, saveResponseAsFile } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

export async function downloadAdminSubmission(submission: Pick<Submission, '_id' | 'manuscriptFileName'>) {
  const response = await apiResponse(submissionApi.adminDetail.path({ id: submission._id }, DOWNLOAD_QUERY), {
    authenticated: true,
  });
  await saveResponseAsFile(response, submission.manuscriptFileName);
}

/** The admin dashboard's texts for a failed manuscript download, by what went wrong. */
export function adminDownloadErrorMessage(error: unknown): string {
  return errorMessage(error, {
    byCode: {
      'not-signed-in': adminMessages.noAdminToken,
      'http-404': adminMessages.fileNotFound,
      'http-401': adminMessages.unauthorized,
      'http-403': adminMessages.accessDenied,
    },
    fallback: adminMessages.downloadFailed,
  });
}

export function useDownloadAdminSubmission() {
  return useMutation({ mutationFn: downloadAdminSubmission });
}
