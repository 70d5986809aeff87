/**
 * The admin's view of the mail outbox (behind requireAdmin, as every /api/admin/** route:
 * app.ts): what could not be delivered, and trying a message again.
 */
import { Router } from 'express';
import { mailErrors } from '@journal/common/contracts/mail';
import { mailApi } from '@journal/common/contracts/mail-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { isLegalDocumentId } from '../services/input';
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
    // An id that could not name a document names no message, and must not reach Firestore.
    if (!isLegalDocumentId(req.params.id)) throw new HttpError(mailErrors.notFound);
    res.json({ status: 200, data: await retryMail(req.params.id) });
  })
  .all(methodNotAllowed);
