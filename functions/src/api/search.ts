/** GET /api/search?q=&limit=: ranked full-text search answering the article shape. */
import { Router } from 'express';
import { requestErrors } from '@journal/common/contracts/requests';
import { searchQuerySchema } from '@journal/common/contracts/search';
import { searchApi } from '@journal/common/contracts/search-routes';
import { apiMessages } from '@journal/common/messages';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { searchArticles } from '../services/search';

export const searchRouter = Router();

/**
 * The term's own problems (missing, blank, too long) are refused in the search page's words;
 * anything else (a repeated term, a bad limit) is the short refusal of any bad query string.
 */
function parseSearchQuery(query: unknown) {
  const result = searchQuerySchema.safeParse(query ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const aboutTerm = issue?.path[0] === 'q' && issue.message !== apiMessages.invalidQuery;
  throw new HttpError(aboutTerm ? requestErrors.invalid(issue.message) : requestErrors.invalidQuery);
}

searchRouter
  .route(searchApi.search.pattern)
  .get(async (req, res) => {
    const { q, limit } = parseSearchQuery(req.query);
    const results = await searchArticles(q, limit);
    const origin = config.siteUrl;
    cachePublic(res);
    res.json({ status: 200, data: results.map((r) => toArticle(r, origin)) });
  })
  .all(methodNotAllowed);
