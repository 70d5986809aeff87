import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { apiData } from '../../../lib/api-client';

export function getArticle(slug: string): Promise<Article> {
  return apiData<Article>(`/api/articles/${encodeURIComponent(slug)}`);
}

export function articleQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['articles', 'detail', slug], queryFn: () => getArticle(slug) });
}

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
