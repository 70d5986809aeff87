/**
 * Every failure leaves the API as `{status, message}` with the same HTTP status. Expected
 * failures are HttpErrors and the services' DomainErrors; a lost database connection is a 503;
 * anything else is a real fault: logged, and answered with a 500 that reveals nothing.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { apiMessages } from '@journal/common/messages';
import { DomainError, type RefusalKind } from '../services/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The one mapping from what a service refused to the HTTP status that says it. */
const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

/** gRPC status codes of a Firestore that cannot be reached (UNAVAILABLE, DEADLINE_EXCEEDED). */
const UNREACHABLE_CODES = new Set([14, 4]);

export function isUnavailable(err: unknown): boolean {
  if (err instanceof HttpError) return err.status === 503;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' && UNREACHABLE_CODES.has(code);
}

/** Errors raised by Express itself: body-parser's carry `type` and `status`; path decoding throws URIError. */
function bodyParserError(err: unknown): HttpError | null {
  // A path with broken percent-encoding names nothing that exists.
  if (err instanceof URIError) return notFound();
  const e = err as { type?: string; status?: number } | null;
  if (e?.type === 'entity.parse.failed') return badRequest(apiMessages.malformedJson);
  if (e?.type === 'entity.too.large') return new HttpError(413, apiMessages.bodyTooLarge);
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.type) {
    return new HttpError(e.status, apiMessages.invalidQuery);
  }
  return null;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    // The deadline (http/deadline.ts) has answered already; the work finished, or failed, late.
    logger.warn('Request finished after its answer was sent', { path: req.path, error: String(err) });
    res.destroy();
    return;
  }
  const known =
    err instanceof HttpError
      ? err
      : err instanceof DomainError
        ? new HttpError(STATUS_OF[err.kind], err.message)
        : bodyParserError(err);
  let status: number;
  let message: string;
  if (known) {
    ({ status, message } = known);
  } else if (isUnavailable(err)) {
    logger.warn('Database unavailable', { path: req.path, error: String(err) });
    status = 503;
    message = apiMessages.unavailable;
  } else {
    logger.error('Unhandled API fault', {
      method: req.method,
      path: req.path,
      error: err instanceof Error ? err.stack : String(err),
    });
    status = 500;
    message = apiMessages.internal;
  }
  res.status(status).set('Cache-Control', 'no-store').json({ status, message });
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).set('Cache-Control', 'no-store').json({ status: 404, message: apiMessages.notFound });
};

/** Ends a route's method list: any other method on a known path is a 405. */
export const methodNotAllowed: RequestHandler = (_req, res) => {
  res
    .status(405)
    .set('Cache-Control', 'no-store')
    .json({ status: 405, message: apiMessages.methodNotAllowed });
};
