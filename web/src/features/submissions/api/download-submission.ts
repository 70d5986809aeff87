import { useMutation } from '@tanstack/react-query';
import { type Submission } from '@journal/common/contracts/submissions';
import { DOWNLOAD_QUERY, submissionApi } from '@journal/common/contracts/submissions-routes';
import { apiResponse, saveResponseAsFile } from '../../../lib/api-client';

/** GET /api/submissions/{id}?download=true, saved under the manuscript's own file name. */
export async function downloadSubmission(submission: Pick<Submission, '_id' | 'manuscriptFileName'>) {
  const response = await apiResponse(submissionApi.detail.path({ id: submission._id }, DOWNLOAD_QUERY), {
    authenticated: true,
  });
  await saveResponseAsFile(response, submission.manuscriptFileName);
}

export function useDownloadSubmission() {
  return useMutation({ mutationFn: downloadSubmission });
}
