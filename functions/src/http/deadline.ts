/**
 * A request that has not been answered in time is answered with a 503. firebase-admin keeps
 * retrying an unreachable Firestore for far longer than a reader will wait, so without this a
 * lost database would leave requests hanging instead of failing clearly.
 */
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { requestErrors } from '@journal/common/contracts/requests';
import { sendRefusal } from './errors';

export function answerWithin(ms: number): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      logger.warn('Request timed out; answering 503', { method: req.method, path: req.path, ms });
      sendRefusal(res, requestErrors.unavailable, { 'Retry-After': '5' });
    }, ms);
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}
