/**
 * /robots.txt: everything public may be crawled; the admin screens, signed-in pages, search
 * results and the API may not, except the article files crawlers fetch from the API and OAI-PMH.
 *
 * Cloud Functions' own HTTP layer answers /robots.txt with 404 before any function sees it
 * (the functions framework and its emulator both do), so in production the file must be
 * static: the build writes robotsText(SITE_URL) into web/dist. The route serves the same text
 * wherever the app runs outside that layer (tests, other hosts).
 */
import type { RequestHandler } from 'express';
import { cachePublic } from '../http/cache';
import { siteOrigin } from '../http/urls';

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /search/',
    'Disallow: /guidelines/author-guidelines/submission/dashboard',
    'Disallow: /guidelines/author-guidelines/submission/newsubmit',
    'Disallow: /api/',
    'Allow: /api/articles/*/pdf',
    'Allow: /api/articles/*/image',
    'Allow: /api/oai',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const robots: RequestHandler = (req, res) => {
  cachePublic(res, 3600, 86400);
  res
    .status(200)
    .type('text/plain; charset=utf-8')
    .send(robotsText(siteOrigin(req)));
};
