/**
 * What both functions' apps are built on (the API, app.ts, and the site, site/app.ts): no
 * x-powered-by, the client's address through Hosting's proxy, security headers, a deadline that
 * answers 503 rather than hang on a lost database, and the same error handler last.
 */
import express, { type Express, type RequestHandler } from 'express';
import { config } from '../config';
import { answerWithin } from './deadline';
import { errorHandler } from './errors';
import { securityHeaders } from '@journal/common/security-headers';

/** Long enough for a 10 MB upload on a slow link to be stored, short enough not to hang. */
export const REQUEST_DEADLINE_MS = 8000;

const headers = securityHeaders(config.authEmulatorOrigin);

/** The same protective headers as Hosting's pages (common/src/security-headers.ts), on every response. */
const protect: RequestHandler = (_req, res, next) => {
  res.set(headers);
  next();
};

/**
 * An app with the shared handling around `mount`, which adds the app's own middleware and
 * routes; `notFound` answers whatever they leave unanswered.
 */
export function createAppShell(mount: (app: Express) => void, notFound: RequestHandler): Express {
  const app = express();
  app.disable('x-powered-by');
  // Trust only the proxies in front of the function (not every X-Forwarded-For entry): req.ip
  // is then the address the last of them saw connect (http/visitor.ts).
  app.set('trust proxy', config.trustedProxies);
  // Repeated parameters arrive as arrays, never as nested objects (qs's `a[b]=c`).
  app.set('query parser', 'simple');
  app.use(protect);
  app.use(answerWithin(REQUEST_DEADLINE_MS));
  mount(app);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
