/** GET /api/search?q=&limit=: ranked full-text search answering the article shape. */
import type { Article } from '@journal/common/contracts/articles';
import { requestErrors } from '@journal/common/contracts/requests';
import type { RouteParams } from '@journal/common/contracts/routes';
import { searchQuerySchema } from '@journal/common/contracts/search';
import type { searchApi } from '@journal/common/contracts/search-routes';
import { apiMessages } from '@journal/common/messages';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { refuse } from '../services/errors';
import { searchArticles } from '../services/search';

/**
 * The term's own problems (missing, blank, too long) are refused in the search page's words;
 * anything else (a repeated term, a bad limit) is the short refusal of any bad query string.
 */
function parseSearchQuery(query: unknown) {
  const result = searchQuerySchema.safeParse(query ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const aboutTerm = issue?.path[0] === 'q' && issue.message !== apiMessages.invalidQuery;
  throw refuse(aboutTerm ? requestErrors.invalid(issue.message) : requestErrors.invalidQuery);
}

export async function readSearch(_params: RouteParams<typeof searchApi.search.pattern>, query: unknown) {
  const { q, limit } = parseSearchQuery(query);
  return (await searchArticles(q, limit)).map((result): Article => toArticle(result, config.siteUrl));
}
