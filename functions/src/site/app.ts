/**
 * The `site` function: what crawlers and harvesters read without running the SPA. Hosting
 * rewrites /archives/**, /oai, /sitemap.xml, /sitemap/** and /feed.xml here, and the function sees the
 * whole path (for /robots.txt see robots.ts). Any other address gets the SPA's 404 page.
 */
import express from 'express';
import { createAppShell } from '../http/app-shell';
import { methodNotAllowed } from '../http/errors';
import { feed } from './feed';
import { notFoundPage } from './not-found';
import { oaiRouter } from './oai-handler';
import { archivePagesRouter } from './pages';
import { robots } from './robots';
import { SITEMAP_INDEX_PATH, SITEMAPS_PATH, sitemapIndex, sitemapPage } from './sitemap';

export function createSiteApp() {
  return createAppShell((app) => {
    app.use(archivePagesRouter);
    app.use(oaiRouter('/oai'));
    app.route(SITEMAP_INDEX_PATH).get(sitemapIndex).all(methodNotAllowed);
    app.use(SITEMAPS_PATH, express.Router().get('/:file', sitemapPage).all('/:file', methodNotAllowed));
    app.route('/robots.txt').get(robots).all(methodNotAllowed);
    app.route('/feed.xml').get(feed).all(methodNotAllowed);
  }, notFoundPage);
}
