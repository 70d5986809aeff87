/**
 * Authors' accounts and signing in. Firebase Auth holds the credentials; the API keeps each
 * author's profile and unique username, and the browser hands it the ID token it signed in with.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { adminMessages, authMessages } from '../messages';
import { refusal } from './refusal';
import { orcidField } from './scholarly';

/** The ID token the browser signed in with, handed to the API. */
export const idTokenSchema = z.string({ error: authMessages.missingToken }).min(1, authMessages.missingToken);

/** POST /api/auth/login */
export const loginRequestSchema = z.object({ idToken: idTokenSchema });

/** The e-mail and password of both login forms, the author's and the admin's. */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1, authMessages.allFieldsRequired),
  password: z.string().min(1, authMessages.allFieldsRequired),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export { MIN_PASSWORD_LENGTH };

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  user: z.object({ email: z.string(), username: z.string() }),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The signed-in author's own profile (GET /api/auth/profile). */
export const authorProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** https://orcid.org/NNNN-NNNN-NNNN-NNNX, or null: it fills the ORCID iD of their new submissions. */
  orcid: z.string().nullable(),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** PUT /api/auth/profile: what an author may change. A blank (or absent) iD removes theirs. */
export const profileUpdateSchema = z.object({ orcid: orcidField });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const signupResponseSchema = z.object({ status: z.number().int(), message: z.string() });

export const authErrors = {
  missingToken: refusal('unauthenticated', 'token-missing', authMessages.missingToken),
  invalidToken: refusal('unauthenticated', 'token-invalid', authMessages.invalidToken),
  adminRequired: refusal('forbidden', 'admin-required', authMessages.adminRequired),
  /** A sign-in without an e-mail address (not an e-mail and password account). */
  noEmail: refusal('invalid', 'signup-no-email', authMessages.signupFailed),
  reservedEmail: refusal('forbidden', 'email-reserved', authMessages.reservedEmail),
  useAdminLogin: refusal('forbidden', 'use-admin-login', authMessages.useAdminLogin),
  noAuthorAccount: refusal('not-found', 'no-author-account', authMessages.noAuthorAccount),
  usernameTaken: refusal('conflict', 'username-taken', authMessages.duplicateUsernameBackend),
  /** Sign-ups from one client address or for one mailbox, over their rate limit (a 429). */
  tooManySignups: refusal('too-many', 'signup-rate-limited', authMessages.tooManySignups),
  /** Verification messages to one account or one mailbox, over their rate limit (a 429). */
  tooManyVerifications: refusal(
    'too-many',
    'verification-rate-limited',
    authMessages.tooManyVerificationRequests,
  ),
} as const;

export const userErrors = {
  notFound: refusal('not-found', 'user-not-found', adminMessages.userNotFound),
  cannotDeleteAdmin: refusal('forbidden', 'cannot-delete-admin', adminMessages.cannotDeleteAdmin),
} as const;
