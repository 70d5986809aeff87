/**
 * The request deadline, and an answer that is never a lie.
 *
 * A read that has not been answered in time is answered with a 503 and `Retry-After`:
 * firebase-admin keeps retrying an unreachable Firestore for far longer than a reader will wait,
 * and a read changes nothing, so the 503 is true and trying again is safe.
 *
 * A write is never answered by the deadline: only by its own handler, with what it did. A 503
 * says "nothing happened, try again", and a write past the deadline is usually still working,
 * often with its commit already in flight, which nothing can recall: answered 503, it would
 * commit anyway, and the client's retry would store a second submission. Stopping it instead
 * (a flag checked before the commit) would leave exactly that case, the commit already sent,
 * untold. So the write is waited for, bounded by the function's own timeout (60 s unless
 * index.ts sets another), after which the platform ends the request without an answer of ours.
 * A client that gives up or is cut off that way and tries again meets the truth all the same:
 * creates recognise their own commits (slug-claims.ts, services/submissions.ts), and a
 * submission sent with its form's Idempotency-Key answers the first one's result.
 */
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { requestErrors } from '@journal/common/contracts/requests';
import { sendRefusal } from './errors';

/** Methods that change nothing: these may be answered 503 at the deadline. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function answerWithin(ms: number): RequestHandler {
  return (req, res, next) => {
    const isRead = READ_METHODS.has(req.method);
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      if (!isRead) {
        logger.warn('Write still running at the deadline; waiting for its own answer', {
          method: req.method,
          path: req.path,
          ms,
        });
        return;
      }
      logger.warn('Request timed out; answering 503', { method: req.method, path: req.path, ms });
      sendRefusal(res, requestErrors.unavailable, { 'Retry-After': '5' });
    }, ms);
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}
