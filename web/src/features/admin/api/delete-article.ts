import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { articlesRootKey } from './admin-articles';
import { forgetFeaturedArticle } from './featured-article-record';

export async function deleteArticle(id: string): Promise<void> {
  await apiJson(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE', authenticated: true });
  forgetFeaturedArticle(id);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesRootKey }),
  });
}
