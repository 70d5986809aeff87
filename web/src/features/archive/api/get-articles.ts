import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article, ArticleListQuery } from '@journal/common/contracts/articles';
import { apiData } from '../../../lib/api-client';

/** The list query of DECISIONS.md "Lists at scale": each page asks only for what it shows. */
export function getArticles(params: ArticleListQuery = {}): Promise<Article[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return apiData<Article[]>(`/api/articles${search}`);
}

export function articlesQueryOptions(params: ArticleListQuery = {}) {
  return queryOptions({ queryKey: ['articles', 'list', params], queryFn: () => getArticles(params) });
}

export function useArticles(params: ArticleListQuery = {}) {
  return useQuery(articlesQueryOptions(params));
}
