import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { apiJson } from '../../../lib/api-client';
import { articlesRootKey } from './admin-articles';
import { rememberFeaturedArticle } from './featured-article-record';

/** PUT /api/admin/articles/featured/{id}: the body's status must be 200 (SPEC.md section 7). */
export async function setFeaturedArticle(id: string): Promise<Article> {
  const body = await apiJson<{ status: number; message: string; data: Article }>(
    `/api/admin/articles/featured/${encodeURIComponent(id)}`,
    { method: 'PUT', authenticated: true },
  );
  if (body.status !== 200) throw new Error(body.message);
  return body.data;
}

export function useSetFeaturedArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeaturedArticle,
    onSuccess: (article) => {
      rememberFeaturedArticle(article);
      return queryClient.invalidateQueries({ queryKey: articlesRootKey });
    },
  });
}
