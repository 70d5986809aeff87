/**
 * POST /api/articles/{slug}/views: the article page reports that a reader opened it. Counted on
 * the server by services/metrics (once per visitor in 30 minutes, never for crawlers).
 */
import { Router, type RequestHandler } from 'express';
import { articleErrors } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { privateNoStore } from '../http/cache';
import { findArticleBySlug } from '../services/articles';
import { visitorOf } from '../http/visitor';
import { recordView } from '../services/metrics';

const view: RequestHandler<{ slug: string }> = async (req, res) => {
  const record = await findArticleBySlug(req.params.slug);
  if (!record) throw new HttpError(articleErrors.notFound);
  await recordView(visitorOf(req), record.id);
  res.status(204).end();
};

export const metricsRouter = Router();
metricsRouter.route(articleApi.views.pattern).post(privateNoStore, view).all(methodNotAllowed);
