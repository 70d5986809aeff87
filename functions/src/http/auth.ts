/**
 * Authorization, decided on the server from the verified Firebase ID token: no token or a bad
 * one is a 401; a valid token without the admin claim (or with another e-mail, or with an
 * e-mail not yet verified) on an admin route is a 403 (docs/decisions.md "Identity and roles").
 */
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { requestErrors } from '@journal/common/contracts/requests';
import { authErrors } from '@journal/common/contracts/users';
import { config } from '../config';
import { RetryLaterError } from '../services/errors';
import { adminAuth } from '../services/firebase';
import { HttpError } from './errors';

export type AuthedRequest = Request & { user: DecodedIdToken };

/**
 * Errors that say Firebase Auth could not be asked (no connection, no answer, an answer it
 * could not read: the revocation check and the public keys both need it), not that the token is
 * bad. The client's token may be fine: it hears 503 and tries again, never 401, which the web
 * app takes as "signed out".
 */
const AUTH_NOT_REACHED = new Set([
  'app/network-error',
  'app/network-timeout',
  'auth/internal-error',
  'app/internal-error',
]);

/** As the request deadline's 503 (http/deadline.ts) says. */
const AUTH_RETRY_AFTER_SECONDS = 5;

export async function verifyIdToken(idToken: string): Promise<DecodedIdToken> {
  try {
    return await adminAuth.verifyIdToken(idToken, true);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && AUTH_NOT_REACHED.has(code)) {
      logger.error('Firebase Auth could not be reached to check a token', { code, error: String(err) });
      throw new RetryLaterError(requestErrors.unavailable, AUTH_RETRY_AFTER_SECONDS);
    }
    throw new HttpError(authErrors.invalidToken);
  }
}

/**
 * The admin e-mail is public (the web app names it) and sign-up is open, so an account holding
 * that address proves nothing until Firebase has verified that its owner reads that mailbox.
 */
export function isAdminToken(token: DecodedIdToken): boolean {
  return (
    token.admin === true && token.email_verified === true && token.email?.toLowerCase() === config.adminEmail
  );
}

function bearerToken(req: Request): string {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(authErrors.missingToken);
  return match[1];
}

export const requireUser: RequestHandler = async (req, _res, next) => {
  (req as AuthedRequest).user = await verifyIdToken(bearerToken(req));
  next();
};

export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const token = await verifyIdToken(bearerToken(req));
  if (!isAdminToken(token)) throw new HttpError(authErrors.adminRequired);
  (req as AuthedRequest).user = token;
  next();
};

export function currentUser(req: Request): DecodedIdToken {
  const user = (req as Partial<AuthedRequest>).user;
  if (!user) throw new HttpError(authErrors.missingToken);
  return user;
}
