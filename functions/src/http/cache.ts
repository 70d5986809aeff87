import type { RequestHandler, Response } from 'express';

/**
 * Public reads may be cached by browsers for a minute and by Hosting's CDN for five, so that
 * repeat reads of the archive never reach the function.
 */
export function cachePublic(res: Response, browserSeconds = 60, cdnSeconds = 300) {
  res.set('Cache-Control', `public, max-age=${browserSeconds}, s-maxage=${cdnSeconds}`);
}

export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
