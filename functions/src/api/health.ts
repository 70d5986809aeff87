/**
 * GET /api/health: 200 `{state: 'ready'}` when the API can serve; 503 (code `seeding`) while the
 * local demo seed is still running (a Firestore that cannot be reached is a 503 from the error
 * handler). Never cached, so a load balancer or a test runner sees the state of the moment.
 */
import { Router } from 'express';
import { requestErrors } from '@journal/common/contracts/requests';
import { errorBody, methodNotAllowed } from '../http/errors';
import { readiness } from '../services/health';

export const healthRouter = Router();

healthRouter
  .route('/health')
  .get(async (_req, res) => {
    const state = await readiness();
    res.set('Cache-Control', 'no-store');
    if (state === 'ready') {
      res.json({ status: 200, data: { state } });
      return;
    }
    const body = errorBody(requestErrors.seeding);
    res.status(body.status).json({ ...body, data: { state } });
  })
  .all(methodNotAllowed);
