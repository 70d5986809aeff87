import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { publicMessages } from '@journal/common/messages';
import { MAX_SEARCH_TERM, searchApi, searchKeys } from '@journal/common/contracts/search-routes';
import { readData } from '../../../lib/query-client';

/** Ranked by the API over title, author, abstract and keywords (docs/decisions.md "Lists and search"). */
export function searchQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.results(term),
    queryFn: readData<Article[]>(searchApi.search.path({}, { q: term })),
  });
}

/**
 * A term the API would refuse is answered on the page, without asking: the page then reads the
 * same whether it was rendered on the server or in the browser (app/loaders.ts).
 */
export function searchTermProblem(term: string): string | null {
  if (term === '') return `${publicMessages.searchQueryRequired}.`;
  if (term.length > MAX_SEARCH_TERM) return `${publicMessages.searchQueryTooLong}.`;
  return null;
}

export const useSearchArticles = (term: string) =>
  useQuery({ ...searchQueryOptions(term), enabled: searchTermProblem(term) === null });
