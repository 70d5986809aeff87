/**
 * The API: one Express app mounted at /api (Hosting rewrites /api/** to this function and the
 * function sees the whole path). Routers per resource, their routes taken from the contracts
 * (common/src/contracts), which give them relative to /api; one error handler; unknown paths 404.
 */
import express, { type RequestHandler } from 'express';
import { API_PREFIX } from '@journal/common/contracts/routes';
import { requestErrors } from '@journal/common/contracts/requests';
import { adminArchiveRouter } from './api/admin-archive';
import { adminExportsRouter } from './api/admin-exports';
import { adminFullTextRouter } from './api/admin-full-text';
import { adminJournalRouter } from './api/admin-journal';
import { adminMailRouter } from './api/admin-mail';
import { adminSubmissionsRouter } from './api/admin-submissions';
import { adminSweepsRouter } from './api/admin-sweeps';
import { adminUsersRouter } from './api/admin-users';
import { articlesRouter } from './api/articles';
import { authRouter } from './api/auth';
import { citationsRouter } from './api/citations';
import { healthRouter } from './api/health';
import { issuesRouter } from './api/issues';
import { jatsRouter } from './api/jats';
import { metricsRouter } from './api/metrics';
import { oaiApiRouter } from './api/oai';
import { searchRouter } from './api/search';
import { submissionsRouter } from './api/submissions';
import { volumesRouter } from './api/volumes';
import { createAppShell } from './http/app-shell';
import { HttpError, notFoundHandler } from './http/errors';
import { requireAdmin } from './http/auth';
import { privateNoStore } from './http/cache';

const MAX_JSON_BYTES = 100 * 1024;

/**
 * Cloud Functions parses JSON bodies before the app sees them (up to 32 MB), so the size cap
 * is checked on the declared length and on the raw body rather than left to express.json.
 */
const capJsonBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? 0);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (req.is('application/json') && (length > MAX_JSON_BYTES || (raw?.length ?? 0) > MAX_JSON_BYTES)) {
    next(new HttpError(requestErrors.bodyTooLarge));
    return;
  }
  next();
};

export function createApiApp() {
  return createAppShell((app) => {
    app.use(capJsonBody);
    app.use(express.json({ limit: MAX_JSON_BYTES }));

    const api = express.Router();
    api.use(healthRouter);
    api.use(volumesRouter);
    api.use(issuesRouter);
    api.use(citationsRouter);
    api.use(jatsRouter);
    api.use(metricsRouter);
    api.use(articlesRouter);
    api.use(searchRouter);
    api.use(oaiApiRouter);
    api.use(authRouter);
    api.use(submissionsRouter);
    // Every /api/admin/** address, known or not, is the admin's: 401 or 403 before anything else
    // (docs/decisions.md "Identity and roles"). The admin routers carry the full '/admin/...'
    // patterns of the contracts.
    api.use('/admin', privateNoStore, requireAdmin);
    api.use(
      adminUsersRouter,
      adminSubmissionsRouter,
      adminArchiveRouter,
      adminFullTextRouter,
      adminMailRouter,
      adminSweepsRouter,
      adminJournalRouter,
      adminExportsRouter,
    );

    app.use(API_PREFIX, api);
  }, notFoundHandler);
}
