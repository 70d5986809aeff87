import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article, ArticleFields } from '@journal/common/contracts/articles';
import { apiUpload } from '../../../lib/api-client';
import { articlesRootKey } from './admin-articles';

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
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  if (pdf) form.append('pdf', pdf, pdf.name);
  const body = await apiUpload<{ data: Article }>('/api/admin/articles', form, onProgress);
  return body.data;
}

export function useCreateArticle(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewArticle) => createArticle(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesRootKey }),
  });
}
