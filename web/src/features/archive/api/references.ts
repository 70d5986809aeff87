import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  articleApi,
  articleKeys,
  type CitationStyle,
  type ReferenceOutput,
} from '@journal/common/contracts/articles-routes';
import { apiResponse } from '../../../lib/api-client';

/**
 * The article's reference in one CSL style, as the API formats it with citeproc-js (the
 * processor never comes to the browser): HTML to show, text to copy.
 */
export function referenceQueryOptions(slug: string, style: CitationStyle, as: ReferenceOutput) {
  return queryOptions({
    queryKey: articleKeys.reference(slug, style, as),
    queryFn: async ({ signal }) =>
      (await apiResponse(articleApi.cite.path({ slug }, { style, as }), { signal })).text(),
    // The API lets browsers keep it five minutes (functions/src/api/citations.ts).
    staleTime: 5 * 60_000,
  });
}

export const useReference = (slug: string, style: CitationStyle, as: ReferenceOutput) =>
  useQuery(referenceQueryOptions(slug, style, as));
