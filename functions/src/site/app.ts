/**
 * The `site` function: every address that is not the API (Hosting sends /api/** to `api` and
 * everything else here; the function sees the whole path). Public pages arrive rendered
 * (render-page.ts); beside them the article PDFs under their folders, OAI-PMH, the sitemap,
 * robots.txt and the feed.
 */
import compression from 'compression';
import express from 'express';
import { createAppShell } from '../http/app-shell';
import { methodNotAllowed } from '../http/errors';
import { feed } from './feed';
import { notFoundPage } from './not-found';
import { oaiRouter } from '../oai/handler';
import { articlePdfRouter, PAGE_PATTERNS } from './pages';
import { renderPage } from './render-page';
import { robots } from './robots';
import { SITEMAP_INDEX_PATH, SITEMAPS_PATH, sitemapIndex, sitemapPage } from './sitemap';

export function createSiteApp() {
  return createAppShell((app) => {
    // A rendered page carries its markup, styles and data (60–100 KB on home): compressed here,
    // it crosses a slow phone connection in a fifth of the bytes, whatever sits in front.
    app.use(compression());
    app.use(articlePdfRouter);
    app.use(oaiRouter('/oai'));
    app.route(SITEMAP_INDEX_PATH).get(sitemapIndex).all(methodNotAllowed);
    app.use(SITEMAPS_PATH, express.Router().get('/:file', sitemapPage).all('/:file', methodNotAllowed));
    app.route('/robots.txt').get(robots).all(methodNotAllowed);
    app.route('/feed.xml').get(feed).all(methodNotAllowed);
    // Every other address is a page, known or not (Express 5's name for "any path").
    app.get('/{*path}', renderPage);
    app.all(PAGE_PATTERNS, methodNotAllowed);
  }, notFoundPage);
}
