import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicMessages } from '@journal/common/messages';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { MAX_SEARCH_TERM, searchKeys } from '@journal/common/contracts/search-routes';
import { usePublicReads } from '../../../lib/public-reads';

/** Ranked by the API over title, author, abstract and keywords (docs/decisions.md "Lists and search"). */
export function searchQueryOptions(reads: PublicReads, term: string) {
  return queryOptions({
    queryKey: searchKeys.results(term),
    queryFn: () => reads.search(term),
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
  useQuery({ ...searchQueryOptions(usePublicReads(), term), enabled: searchTermProblem(term) === null });
