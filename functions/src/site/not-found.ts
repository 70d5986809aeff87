/**
 * The 404 page for what is not a page (a sitemap that does not exist, a method a page does not
 * take): the web build's page with the 404 head, not indexed and cached only briefly. Unknown
 * page addresses are rendered like any other page (render-page.ts), with the same status.
 */
import type { RequestHandler, Response } from 'express';
import { renderHead } from './head';
import { pageDocument } from './page-document';
import { notFoundHead } from './page-heads';
import { NOT_FOUND_CACHE } from './render-page';
import { loadSite } from './renderer';

export async function sendNotFoundPage(res: Response): Promise<void> {
  const { template } = await loadSite();
  res
    .status(404)
    .set('Cache-Control', NOT_FOUND_CACHE)
    .type('html')
    .send(pageDocument(template, { meta: renderHead(notFoundHead()) }));
}

export const notFoundPage: RequestHandler = async (_req, res) => {
  await sendNotFoundPage(res);
};
