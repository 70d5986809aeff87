/**
 * The API: one Express app mounted at /api (Hosting rewrites /api/** to this function and the
 * function sees the whole path). Routers per resource; one error handler; unknown paths 404.
 */
import express, { type RequestHandler } from 'express';
import { apiMessages } from '@journal/common/messages';
import { adminArchiveRouter } from './api/admin-archive';
import { adminSubmissionsRouter } from './api/admin-submissions';
import { adminUsersRouter } from './api/admin-users';
import { articlesRouter } from './api/articles';
import { authRouter } from './api/auth';
import { citationsRouter } from './api/citations';
import { healthRouter } from './api/health';
import { issuesRouter } from './api/issues';
import { metricsRouter } from './api/metrics';
import { oaiApiRouter } from './api/oai';
import { searchRouter } from './api/search';
import { submissionsRouter } from './api/submissions';
import { volumesRouter } from './api/volumes';
import { errorHandler, HttpError, notFoundHandler } from './http/errors';
import { requireAdmin } from './http/auth';
import { privateNoStore } from './http/cache';
import { answerWithin } from './http/deadline';

const MAX_JSON_BYTES = 100 * 1024;
/** Long enough for a 10 MB upload on a slow link to be stored, short enough not to hang. */
const REQUEST_DEADLINE_MS = 8000;

/**
 * Cloud Functions parses JSON bodies before the app sees them (up to 32 MB), so the size cap
 * is checked on the declared length and on the raw body rather than left to express.json.
 */
const capJsonBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? 0);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (req.is('application/json') && (length > MAX_JSON_BYTES || (raw?.length ?? 0) > MAX_JSON_BYTES)) {
    next(new HttpError(413, apiMessages.bodyTooLarge));
    return;
  }
  next();
};

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  next();
};

export function createApiApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.set('query parser', 'simple');
  app.use(securityHeaders);
  app.use(answerWithin(REQUEST_DEADLINE_MS));
  app.use(capJsonBody);
  app.use(express.json({ limit: MAX_JSON_BYTES }));

  const api = express.Router();
  api.use(healthRouter);
  api.use(volumesRouter);
  api.use(issuesRouter);
  api.use(citationsRouter);
  api.use(metricsRouter);
  api.use(articlesRouter);
  api.use(searchRouter);
  api.use(oaiApiRouter);
  api.use(authRouter);
  api.use(submissionsRouter);
  api.use(
    '/admin',
    privateNoStore,
    requireAdmin,
    adminUsersRouter,
    adminSubmissionsRouter,
    adminArchiveRouter,
  );

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
