/**
 * The admin's view of the mail outbox (behind requireAdmin, as every /api/admin/** route:
 * app.ts): what could not be delivered, and trying a message again.
 */
import { Router } from 'express';
import { mailApi } from '@journal/common/contracts/mail-routes';
import { methodNotAllowed } from '../http/errors';
import { listUndeliveredMail, retryMail } from '../services/mail-failures';

export const adminMailRouter = Router();

adminMailRouter
  .route(mailApi.undelivered.pattern)
  .get(async (_req, res) => {
    res.json({ status: 200, data: await listUndeliveredMail() });
  })
  .all(methodNotAllowed);

adminMailRouter
  .route(mailApi.retry.pattern)
  .post(async (req, res) => {
    res.json({ status: 200, data: await retryMail(req.params.id) });
  })
  .all(methodNotAllowed);
