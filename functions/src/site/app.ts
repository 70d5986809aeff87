/**
 * The `site` function: what crawlers and harvesters read without running the SPA. Hosting
 * rewrites /archives/**, /oai, /sitemap.xml, /sitemap/** and /feed.xml here, and the function sees the
 * whole path (for /robots.txt see robots.ts). Any other address gets the SPA's 404 page.
 */
import express, { type RequestHandler } from 'express';
import { answerWithin } from '../http/deadline';
import { errorHandler, methodNotAllowed } from '../http/errors';
import { feed } from './feed';
import { notFoundPage } from './not-found';
import { oaiRouter } from './oai-handler';
import { archivePagesRouter } from './pages';
import { robots } from './robots';
import { SITEMAP_INDEX_PATH, SITEMAPS_PATH, sitemapIndex, sitemapPage } from './sitemap';

/** As the API's: a lost Firestore gives a clear 503 instead of a hanging page. */
const REQUEST_DEADLINE_MS = 8000;

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  next();
};

export function createSiteApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(securityHeaders);
  app.use(answerWithin(REQUEST_DEADLINE_MS));
  app.use(archivePagesRouter);
  app.use(oaiRouter('/oai'));
  app.route(SITEMAP_INDEX_PATH).get(sitemapIndex).all(methodNotAllowed);
  app.use(SITEMAPS_PATH, express.Router().get('/:file', sitemapPage).all('/:file', methodNotAllowed));
  app.route('/robots.txt').get(robots).all(methodNotAllowed);
  app.route('/feed.xml').get(feed).all(methodNotAllowed);
  app.use(notFoundPage);
  app.use(errorHandler);
  return app;
}
