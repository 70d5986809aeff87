/** GET /api/search?q=&limit=: ranked full-text search answering the article shape (functions/src/reads/search.ts). */
import { Router } from 'express';
import { searchApi } from '@journal/common/contracts/search-routes';
import { methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { readSearch } from '../reads/search';

export const searchRouter = Router();

searchRouter
  .route(searchApi.search.pattern)
  .get(async (req, res) => {
    const data = await readSearch(req.params, req.query);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);
