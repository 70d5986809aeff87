import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { articleKeys } from '@journal/common/contracts/articles-routes';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { PUBLISH_FULL_TEXT_FROM_MANUSCRIPT } from '@journal/common/contracts/submissions';
import { apiUpload } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export interface Publication {
  submissionId: string;
  /** The issue's id; its volume comes with it. */
  issue: string;
  slug: string;
  pdf: File | null;
  image: File | null;
  /** The Word manuscript becomes the article's HTML full text. */
  fullText: boolean;
}

/** POST /api/admin/submissions/{id}/publish as multipart (the files are optional). */
export async function publishSubmission(
  { submissionId, issue, slug, pdf, image, fullText }: Publication,
  onProgress: (fraction: number) => void,
): Promise<Article> {
  const form = new FormData();
  form.append('issue', issue);
  if (slug) form.append('slug', slug);
  if (fullText) form.append('fullText', PUBLISH_FULL_TEXT_FROM_MANUSCRIPT);
  if (pdf) form.append('pdf', pdf, pdf.name);
  if (image) form.append('image', image, image.name);
  const body = await apiUpload<{ data: Article }>(
    submissionApi.publish.path({ id: submissionId }),
    form,
    onProgress,
  );
  return body.data;
}

export function usePublishSubmission(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publication: Publication) => publishSubmission(publication, onProgress),
    // The submission now shows where it was published; the public lists gain the article.
    onSuccess: () =>
      Promise.all([
        refreshAfterChange(queryClient, submissionKeys.all),
        refreshAfterChange(queryClient, articleKeys.all),
      ]),
  });
}
