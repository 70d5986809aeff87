/**
 * Every public page, answered rendered (docs/plans/rendered-pages.md): the web app's renderer
 * renders the address with its data, read through the read port of this process
 * (functions/src/reads, the same reads the API answers with), and the answer is
 * the web build's page with this page's head, styles, content and state. Status codes are the
 * page's own: 404 for an address that names nothing, 503 when its data could not be read.
 */
import type { RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';
import { config } from '../config';
import { REQUEST_DEADLINE_MS } from '../http/app-shell';
import { readPort } from '../reads';
import { renderHead } from './head';
import { pageDocument } from './page-document';
import { clientScreenHead, failureHead, headFor } from './page-heads';
import { pageReads } from './page-reads';
import { loadSite } from './renderer';

/**
 * Hosting's CDN keeps a page ten minutes and serves it stale for an hour while it fetches a new
 * one; browsers keep it a minute. Search results are many addresses: five minutes.
 */
const PAGE_CACHE = 'public, max-age=60, s-maxage=600, stale-while-revalidate=3600';
const SEARCH_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';
/** Said explicitly: without it the CDN would keep a function's 404 for ten minutes. */
export const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';
/** Signed-in people's screens and failures are never kept. */
const NO_STORE = 'no-store';
const PRIVATE = 'private, no-store';

/** What a page's read may take: two seconds before the request's deadline, to render the error page. */
const READS_BUDGET_MS = REQUEST_DEADLINE_MS - 2000;
const reads = pageReads(readPort, READS_BUDGET_MS);

function cacheFor(status: number, screen: string): string {
  if (status === 404) return NOT_FOUND_CACHE;
  if (status >= 400) return NO_STORE;
  return screen === 'search' ? SEARCH_CACHE : PAGE_CACHE;
}

function sendFailure(res: Response, template: string | null) {
  const meta = renderHead(failureHead());
  res
    .status(500)
    .set('Cache-Control', NO_STORE)
    .type('html')
    .send(template ? pageDocument(template, { meta }) : 'The page could not be rendered.');
}

export const renderPage: RequestHandler = async (req, res) => {
  let template: string | null = null;
  try {
    const site = await loadSite();
    template = site.template;
    const started = performance.now();
    const page = await site.renderer.render({
      // The configured site, never the request's Host (docs/decisions.md "The API").
      url: `${config.siteUrl}${req.originalUrl}`,
      reads,
      origin: config.siteUrl,
    });
    if (page.kind === 'response') {
      res.status(page.status).set('Cache-Control', NO_STORE);
      if (page.location) res.location(page.location);
      res.end();
      return;
    }
    if (page.kind === 'client') {
      // The browser renders it; the page only preloads its code. Never kept by the CDN.
      const meta = renderHead(clientScreenHead());
      res
        .status(200)
        .set('Cache-Control', PRIVATE)
        .type('html')
        .send(pageDocument(site.template, { meta, head: page.head }));
      return;
    }
    const meta = renderHead(headFor(page, req.path));
    res
      .status(page.status)
      .set('Cache-Control', cacheFor(page.status, page.screen))
      .set('Server-Timing', `render;dur=${Math.round(performance.now() - started)}`)
      .type('html')
      .send(pageDocument(site.template, { meta, head: page.head, html: page.html, state: page.state }));
  } catch (err) {
    logger.error('A page could not be rendered', {
      path: req.path,
      error: String(err),
      stack: (err as Error).stack,
    });
    sendFailure(res, template);
  }
};
