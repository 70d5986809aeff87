/**
 * Sign-up and login of authors, and their own profile. The browser signs in with Firebase Auth and
 * hands its ID token over; the API verifies it, and keeps the author's profile (unique username,
 * optional ORCID iD). Sign-ups and verification messages are rate limited
 * (services/rate-limits.ts): each one mails an address that anyone can type.
 */
import { Router } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { authMessages, profileMessages } from '@journal/common/messages';
import { signupRequestSchema } from '@journal/common/contracts/signup';
import {
  authErrors,
  loginRequestSchema,
  profileUpdateSchema,
  type LoginResponse,
} from '@journal/common/contracts/users';
import { userApi } from '@journal/common/contracts/users-routes';
import { config } from '../config';
import { currentUser, requireUser, verifyIdToken } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { HttpError, methodNotAllowed } from '../http/errors';
import { parseBody } from '../http/input';
import { visitorOf } from '../http/visitor';
import { mailboxOf } from '../services/mailbox';
import { enforce, RATE_LIMITS } from '../services/rate-limits';
import { findUser, getAuthorProfile, isReservedEmail, registerUser, setAuthorOrcid } from '../services/users';
import { resendVerification, sendVerification } from '../services/verification';

export const authRouter = Router();

/** The admin signs in on the admin login page and has no author profile: refused before any read. */
function authorUid(token: DecodedIdToken): string {
  if (token.email?.toLowerCase() === config.adminEmail) throw new HttpError(authErrors.useAdminLogin);
  return token.uid;
}

authRouter
  .route(userApi.signup.pattern)
  .all(privateNoStore)
  .post(async (req, res) => {
    const { idToken, username } = parseBody(signupRequestSchema, req.body);
    const token = await verifyIdToken(idToken);
    const email = token.email?.toLowerCase();
    // Only e-mail and password accounts carry an e-mail; nothing else may become an author.
    if (!email) throw new HttpError(authErrors.noEmail);
    // The admin and the editorial office are not authors (docs/decisions.md "Identity and roles").
    if (isReservedEmail(email) || token.admin === true) throw new HttpError(authErrors.reservedEmail);
    // Counted before the profile is written, so a refused one leaves nothing and mails nothing.
    await enforce(authErrors.tooManySignups, [
      { limit: RATE_LIMITS.signupsPerAddress, subject: visitorOf(req).address },
      { limit: RATE_LIMITS.signupsPerMailbox, subject: mailboxOf(email) },
    ]);
    await registerUser({ uid: token.uid, email, username });
    // The account exists either way; a verification message that could not be made is asked for
    // again from the dashboard.
    if (token.email_verified !== true) {
      await sendVerification(email, username).catch((err: unknown) =>
        logger.error('Could not send the verification message at sign-up', {
          uid: token.uid,
          error: String(err),
        }),
      );
    }
    res.status(201).json({ status: 201, message: authMessages.signupSucceeded });
  })
  .all(methodNotAllowed);

authRouter
  .route(userApi.login.pattern)
  .all(privateNoStore)
  .post(async (req, res) => {
    const { idToken } = parseBody(loginRequestSchema, req.body);
    const token = await verifyIdToken(idToken);
    // An Auth account whose sign-up never reached the API has no profile and no username.
    const user = await findUser(authorUid(token));
    if (!user) throw new HttpError(authErrors.noAuthorAccount);
    const body: LoginResponse & { status: number } = {
      status: 200,
      message: authMessages.loggedIn,
      user: { email: user.email, username: user.username },
      token: idToken,
    };
    res.json(body);
  })
  .all(methodNotAllowed);

/** Sends the signed-in author a new verification message (the dashboard's "resend"). */
authRouter
  .route(userApi.verification.pattern)
  .all(privateNoStore)
  .post(requireUser, async (req, res) => {
    const outcome = await resendVerification(currentUser(req).uid);
    if (outcome === 'no-email') throw new HttpError(authErrors.noEmail);
    const message = outcome === 'verified' ? authMessages.alreadyVerified : authMessages.verificationSent;
    res.json({ status: 200, message });
  })
  .all(methodNotAllowed);

/**
 * The signed-in author's own profile, and its ORCID iD, which fills in their new submissions: always
 * the token's account (no id in the address). A PUT is checked with the dashboard form's schema;
 * a blank iD removes it.
 */
authRouter
  .route(userApi.profile.pattern)
  .all(privateNoStore)
  .get(requireUser, async (req, res) => {
    res.json({ status: 200, data: await getAuthorProfile(authorUid(currentUser(req))) });
  })
  .put(requireUser, async (req, res) => {
    const uid = authorUid(currentUser(req));
    const { orcid } = parseBody(profileUpdateSchema, req.body);
    const data = await setAuthorOrcid(uid, orcid);
    const message = orcid ? profileMessages.orcidSaved : profileMessages.orcidRemoved;
    res.json({ status: 200, message, data });
  })
  .all(methodNotAllowed);
