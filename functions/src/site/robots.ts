/** /robots.txt, as the build also writes it (robots-text.ts). */
import type { RequestHandler } from 'express';
import { cachePublic } from '../http/cache';
import { config } from '../config';
import { robotsText } from './robots-text';

export const robots: RequestHandler = (_req, res) => {
  cachePublic(res, 3600, 86400);
  res.status(200).type('text/plain; charset=utf-8').send(robotsText(config.siteUrl));
};
