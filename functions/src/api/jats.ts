/**
 * GET /api/articles/{slug}/jats.xml: the article as a JATS 1.4 Journal Publishing document
 * (functions/src/scholarly/jats.ts), public and cached as the other public reads are; the
 * article page points at it with <link rel="alternate" type="application/jats+xml">.
 */
import { Router } from 'express';
import { articleApi, JATS_MEDIA_TYPE } from '@journal/common/contracts/articles-routes';
import { cachePublic } from '../http/cache';
import { methodNotAllowed } from '../http/errors';
import { sendXmlFile } from '../http/xml-file';
import { jatsExport } from '../services/scholarly-exports';

export const jatsRouter = Router();

jatsRouter
  .route(articleApi.jats.pattern)
  .get(async (req, res) => {
    const file = await jatsExport(req.params.slug);
    cachePublic(res);
    sendXmlFile(res, file, { mediaType: JATS_MEDIA_TYPE, disposition: 'inline' });
  })
  .all(methodNotAllowed);
