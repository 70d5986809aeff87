import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Article } from '@journal/common/contracts/articles';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import { ApiError, apiJson } from '../../../lib/api-client';
import { rememberFeaturedArticle } from './featured-article-record';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

/** PUT /api/admin/articles/featured/{id}: only a body whose own status is 200 counts as done. */
export async function setFeaturedArticle(id: string): Promise<Article> {
  const body = await apiJson<{ status: number; message: string; data: Article }>(
    articleApi.adminFeatured.path({ id }),
    { method: 'PUT', authenticated: true },
  );
  if (body.status !== 200) throw new ApiError(body.status, null, body.message);
  return body.data;
}

export function useSetFeaturedArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeaturedArticle,
    onSuccess: (article) => {
      rememberFeaturedArticle(article);
      return refreshAfterChange(queryClient, articleKeys.all);
    },
  });
}
