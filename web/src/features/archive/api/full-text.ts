import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleKeys } from '@journal/common/contracts/articles-routes';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { IN_PAGE_STATE } from '../../../lib/query-client';
import { usePublicReads } from '../../../lib/public-reads';

/** An article's HTML full text (contracts/full-text.ts): asked for only when the article says it has one. */
export function fullTextQueryOptions(reads: PublicReads, slug: string) {
  return queryOptions({
    queryKey: articleKeys.fullText(slug),
    queryFn: () => reads.fullText(slug),
    // The text changes only when the editor uploads another Word file.
    staleTime: 5 * 60_000,
    // A rendered page carries the text as HTML in a static region, which the browser keeps
    // without the data: sending it again in the page state would double a long text's bytes.
    meta: { [IN_PAGE_STATE]: false },
  });
}

export const useFullText = (slug: string) => useQuery(fullTextQueryOptions(usePublicReads(), slug));
