/**
 * What the storage sweeper removed, for the admin (behind requireAdmin, as every /api/admin/**
 * route: app.ts).
 */
import { Router } from 'express';
import { sweepApi } from '@journal/common/contracts/sweeps-routes';
import { methodNotAllowed } from '../http/errors';
import { listSweeps } from '../services/sweeper';

export const adminSweepsRouter = Router();

adminSweepsRouter
  .route(sweepApi.list.pattern)
  .get(async (_req, res) => {
    res.json({ status: 200, data: await listSweeps() });
  })
  .all(methodNotAllowed);
