/** GET /api/search?q=&limit=: ranked full-text search answering the article shape. */
import { Router } from 'express';
import { apiMessages, publicMessages } from '@journal/common/messages';
import { articleListQuerySchema } from '@journal/common/contracts/articles';
import { badRequest, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { siteOrigin } from '../http/urls';
import { toArticle } from '../services/article-shape';
import { parseQuery } from '../services/input';
import { searchArticles } from '../services/search';

export const searchRouter = Router();

const MAX_QUERY_LENGTH = 200;
const DEFAULT_RESULTS = 20;
const limitQuery = articleListQuerySchema.pick({ limit: true });

searchRouter
  .route('/search')
  .get(async (req, res) => {
    const raw = req.query.q ?? '';
    if (typeof raw !== 'string') throw badRequest(apiMessages.invalidQuery);
    const q = raw.trim();
    if (!q) throw badRequest(publicMessages.searchQueryRequired);
    if (q.length > MAX_QUERY_LENGTH) throw badRequest(publicMessages.searchQueryTooLong);
    const { limit = DEFAULT_RESULTS } = parseQuery(limitQuery, req.query);
    const results = await searchArticles(q, limit);
    const origin = siteOrigin(req);
    cachePublic(res);
    res.json({ status: 200, data: results.map((r) => toArticle(r, origin)) });
  })
  .all(methodNotAllowed);
