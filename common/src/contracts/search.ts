/** Search: ranked full-text search over the articles' title, author, abstract and keywords. */
import { z } from 'zod';
import { apiMessages, publicMessages } from '../messages';
import { MAX_ARTICLE_LIST } from './articles';
import { DEFAULT_SEARCH_RESULTS, MAX_SEARCH_TERM } from './search-routes';

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
