/** The SPA's page for addresses that name nothing: status 404, not indexed, cached only briefly. */
import type { RequestHandler, Response } from 'express';
import { JOURNAL } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { renderHead } from './head';
import { renderPage } from './page-template';

export function sendNotFoundPage(res: Response): void {
  const head = renderHead({
    title: publicMessages.pageNotFound,
    description: `${JOURNAL.tagline}.`,
    robots: 'noindex',
  });
  res.status(404).set('Cache-Control', 'public, max-age=60, s-maxage=60').type('html').send(renderPage(head));
}

export const notFoundPage: RequestHandler = (_req, res) => sendNotFoundPage(res);
