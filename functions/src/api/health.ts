/**
 * GET /api/health: 200 `{state: 'ready'}` when the API can serve; 503 while the local demo
 * seed is still running (a Firestore that cannot be reached is a 503 from the error handler).
 * Never cached, so a load balancer or a test runner sees the state of the moment.
 */
import { Router } from 'express';
import { apiMessages } from '@journal/common/messages';
import { methodNotAllowed } from '../http/errors';
import { readiness } from '../services/health';

export const healthRouter = Router();

healthRouter
  .route('/health')
  .get(async (_req, res) => {
    const state = await readiness();
    res.set('Cache-Control', 'no-store');
    if (state === 'ready') res.json({ status: 200, data: { state } });
    else res.status(503).json({ status: 503, message: apiMessages.seeding, data: { state } });
  })
  .all(methodNotAllowed);
