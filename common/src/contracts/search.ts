/** Search: ranked full-text search over the articles' title, author, abstract and keywords. */
import { z } from 'zod';
import { apiMessages, publicMessages } from '../messages';
import { apiRoute, pageRoute } from './http';
import { MAX_ARTICLE_LIST } from './articles';

export const MAX_SEARCH_TERM = 200;
export const DEFAULT_SEARCH_RESULTS = 20;

/** GET /api/search?q=&limit= */
export const searchQuerySchema = z.object({
  q: z
    .string({
      error: (iss) =>
        iss.input === undefined ? publicMessages.searchQueryRequired : apiMessages.invalidQuery,
    })
    .trim()
    .min(1, publicMessages.searchQueryRequired)
    .max(MAX_SEARCH_TERM, publicMessages.searchQueryTooLong),
  limit: z.coerce.number().int().min(1).max(MAX_ARTICLE_LIST).default(DEFAULT_SEARCH_RESULTS),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchApi = { search: apiRoute('/search') } as const;

export const searchPages = { results: pageRoute('/search/:term') } as const;

export const searchKeys = {
  /** Under the articles' root, so that any change to the archive refreshes results too. */
  results: (term: string) => ['articles', 'search', term] as const,
};
