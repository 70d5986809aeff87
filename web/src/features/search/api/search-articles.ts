import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { searchApi, searchKeys } from '@journal/common/contracts/search-routes';
import { apiData } from '../../../lib/api-client';

/** Ranked by the API over title, author, abstract and keywords (docs/decisions.md "Lists and search"). */
export function searchQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.results(term),
    queryFn: () => apiData<Article[]>(searchApi.search.path({}, { q: term })),
  });
}

export const useSearchArticles = (term: string) =>
  useQuery({ ...searchQueryOptions(term), enabled: term !== '' });
