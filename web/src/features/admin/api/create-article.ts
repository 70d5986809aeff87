import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ARTICLE_FILE_FIELDS,
  encodeArticleFields,
  type Article,
  type ArticleFields,
} from '@journal/common/contracts/articles';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import { apiUpload } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

export interface NewArticle {
  fields: ArticleFields;
  image: File | null;
  pdf: File | null;
}

/** POST /api/admin/articles as multipart, reporting upload progress as a fraction. */
export async function createArticle(
  { fields, image, pdf }: NewArticle,
  onProgress: (fraction: number) => void,
): Promise<Article> {
  const form = new FormData();
  for (const [name, value] of Object.entries(encodeArticleFields(fields))) form.append(name, value);
  if (image) form.append(ARTICLE_FILE_FIELDS.image, image, image.name);
  if (pdf) form.append(ARTICLE_FILE_FIELDS.pdf, pdf, pdf.name);
  const body = await apiUpload<{ data: Article }>(articleApi.adminList.path({}), form, onProgress);
  return body.data;
}

export function useCreateArticle(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewArticle) => createArticle(input, onProgress),
    // Under the articles' root: the public lists refresh as well as the admin's.
    onSuccess: () => refreshAfterChange(queryClient, articleKeys.all),
  });
}
