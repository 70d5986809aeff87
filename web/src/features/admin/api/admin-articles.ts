import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { apiData } from '../../../lib/api-client';

/** Shared with the public article lists, so an admin change refreshes the home page too. */
export const articlesRootKey = ['articles'] as const;

export function getAdminArticles(): Promise<Article[]> {
  return apiData<Article[]>('/api/admin/articles', { authenticated: true });
}

export function adminArticlesQueryOptions() {
  return queryOptions({ queryKey: [...articlesRootKey, 'admin', 'list'], queryFn: getAdminArticles });
}

export function useAdminArticles() {
  return useQuery(adminArticlesQueryOptions());
}
