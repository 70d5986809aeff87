/**
 * Every failure leaves the API as `{status, code, message}` with the same HTTP status
 * (docs/decisions.md "The API"). Expected failures are refusals declared by the contracts
 * (common/src/contracts), thrown as HttpErrors here and as the services' DomainErrors; a lost
 * database connection is a 503; anything else is a real fault: logged, and answered with a 500
 * that reveals nothing.
 */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';
import type { ErrorBody } from '@journal/common/contracts/http';
import type { Refusal, RefusalKind } from '@journal/common/contracts/refusal';
import { requestErrors } from '@journal/common/contracts/requests';
import { DomainError, RetryLaterError } from '../services/errors';

/** The one mapping from the kind of a refusal to the HTTP status that says it. */
const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  unavailable: 503,
  'bad-gateway': 502,
  internal: 500,
};

const statusOf = (refusal: Refusal): number => STATUS_OF[refusal.kind];

/** A refusal raised by the HTTP layer itself (authentication, request bodies, routes). */
export class HttpError extends Error {
  readonly status: number;

  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'HttpError';
    this.status = statusOf(refusal);
  }
}

export function errorBody(refusal: Refusal): ErrorBody {
  return { status: statusOf(refusal), code: refusal.code, message: refusal.message };
}

/** Answers a refusal; never cached, so that a retry reaches the function. */
export function sendRefusal(res: Response, refusal: Refusal, headers: Record<string, string> = {}): void {
  const body = errorBody(refusal);
  res
    .status(body.status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json(body);
}

/** gRPC status codes of a Firestore that cannot be reached (UNAVAILABLE, DEADLINE_EXCEEDED). */
const UNREACHABLE_CODES = new Set([14, 4]);

function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' && UNREACHABLE_CODES.has(code);
}

/** Errors raised by Express itself: body-parser's carry `type` and `status`; path decoding throws URIError. */
function expressRefusal(err: unknown): Refusal | null {
  // A path with broken percent-encoding names nothing that exists.
  if (err instanceof URIError) return requestErrors.notFound;
  const e = err as { type?: string; status?: number } | null;
  if (e?.type === 'entity.parse.failed') return requestErrors.malformedJson;
  if (e?.type === 'entity.too.large') return requestErrors.bodyTooLarge;
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.type) {
    return requestErrors.invalidQuery;
  }
  return null;
}

function refusalOf(err: unknown): Refusal | null {
  if (err instanceof HttpError || err instanceof DomainError) return err.refusal;
  return expressRefusal(err);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    // The deadline (http/deadline.ts) has answered already; the work finished, or failed, late.
    logger.warn('Request finished after its answer was sent', { path: req.path, error: String(err) });
    res.destroy();
    return;
  }
  let refusal = refusalOf(err);
  if (!refusal && isUnavailable(err)) {
    logger.warn('Database unavailable', { path: req.path, error: String(err) });
    refusal = requestErrors.unavailable;
  } else if (!refusal) {
    logger.error('Unhandled API fault', {
      method: req.method,
      path: req.path,
      error: err instanceof Error ? err.stack : String(err),
    });
    refusal = requestErrors.internal;
  }
  sendRefusal(
    res,
    refusal,
    err instanceof RetryLaterError ? { 'Retry-After': String(err.retryAfterSeconds) } : {},
  );
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendRefusal(res, requestErrors.notFound);
};

/** Ends a route's method list: any other method on a known path is a 405. */
export const methodNotAllowed: RequestHandler = (_req, res) => {
  sendRefusal(res, requestErrors.methodNotAllowed);
};
