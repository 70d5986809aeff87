import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { apiData } from '../../../lib/api-client';

/** DECISIONS.md: search is ranked by the API over title, author, abstract and keywords. */
export function searchArticles(term: string): Promise<Article[]> {
  return apiData<Article[]>(`/api/search?${new URLSearchParams({ q: term })}`);
}

export function searchQueryOptions(term: string) {
  return queryOptions({ queryKey: ['articles', 'search', term], queryFn: () => searchArticles(term) });
}

export function useSearchArticles(term: string) {
  return useQuery({ ...searchQueryOptions(term), enabled: term !== '' });
}
