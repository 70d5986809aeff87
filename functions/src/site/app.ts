import express from 'express';
import { errorHandler, notFoundHandler } from '../http/errors';

export function createSiteApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
