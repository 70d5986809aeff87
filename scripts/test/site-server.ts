/**
 * The API and site apps behind one plain Node server, the way Hosting's rewrites put them on
 * one origin: /api/** to `api`, everything else to `site`, each behind the Functions runtime's
 * request handling. Used by the web component tests and the benchmark.
 */
import express from 'express';
import type { Server } from 'node:http';
import { createApiApp } from '../../functions/src/app';
import { createSiteApp } from '../../functions/src/site/app';
import { asCloudFunction } from './functions-runtime';
import { leaveIdleConnectionsToClients } from './idle-connections';

export async function startSiteServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const app = express();
  const api = asCloudFunction(createApiApp());
  const site = asCloudFunction(createSiteApp());
  app.use('/api', (req, res, next) => {
    req.url = req.originalUrl;
    api(req, res, next);
  });
  app.use((req, res, next) => {
    req.url = req.originalUrl;
    site(req, res, next);
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
    leaveIdleConnectionsToClients(server);
  });
}
