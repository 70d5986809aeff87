/**
 * Search: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';

export const MAX_SEARCH_TERM = 200;
export const DEFAULT_SEARCH_RESULTS = 20;

export const searchApi = { search: apiRoute('/search') } as const;

export const searchPages = {
  results: pageRoute('/search/:term'),
  /** Where the search form sends its term without JavaScript (`?q=`): it redirects to the results. */
  form: pageRoute('/search'),
} as const;

/** The results page of a term (trimmed by the caller). */
export const searchPath = (term: string) => searchPages.results.path({ term });

export const searchKeys = {
  /** Under the articles' root, so that any change to the archive refreshes results too. */
  results: (term: string) => ['articles', 'search', term] as const,
};
