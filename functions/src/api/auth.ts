/**
 * Sign-up and login of authors. The browser signs in with Firebase Auth and hands its ID token
 * over; the API verifies it, and keeps the author's profile and unique username.
 */
import { Router } from 'express';
import type { z } from 'zod';
import { authMessages } from '@journal/common/messages';
import { loginRequestSchema, type LoginResponse, signupRequestSchema } from '@journal/common/contracts/users';
import { config } from '../config';
import { verifyIdToken } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { badRequest, forbidden, methodNotAllowed, notFound } from '../http/errors';
import { findUser, isReservedEmail, registerUser } from '../services/users';

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? authMessages.allFieldsRequired);
  return parsed.data;
}

export const authRouter = Router();

authRouter
  .route('/auth/signup')
  .all(privateNoStore)
  .post(async (req, res) => {
    const { idToken, username } = parseBody(signupRequestSchema, req.body);
    const token = await verifyIdToken(idToken);
    const email = token.email?.toLowerCase();
    // Only e-mail and password accounts carry an e-mail; nothing else may become an author.
    if (!email) throw badRequest(authMessages.signupFailed);
    // The admin and the editorial office are not authors (DECISIONS.md "Identity and roles").
    if (isReservedEmail(email) || token.admin === true) throw forbidden(authMessages.reservedEmail);
    await registerUser({ uid: token.uid, email, username });
    res.status(201).json({ status: 201, message: authMessages.signupSucceeded });
  })
  .all(methodNotAllowed);

authRouter
  .route('/auth/login')
  .all(privateNoStore)
  .post(async (req, res) => {
    const { idToken } = parseBody(loginRequestSchema, req.body);
    const token = await verifyIdToken(idToken);
    if (token.email?.toLowerCase() === config.adminEmail) throw forbidden(authMessages.useAdminLogin);
    // An Auth account whose sign-up never reached the API has no profile and no username.
    const user = await findUser(token.uid);
    if (!user) throw notFound(authMessages.noAuthorAccount);
    const body: LoginResponse & { status: number } = {
      status: 200,
      message: authMessages.loggedIn,
      user: { email: user.email, username: user.username },
      token: idToken,
    };
    res.json(body);
  })
  .all(methodNotAllowed);
