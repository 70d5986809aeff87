/**
 * Signing up as an author: the username rule (its characters, reserved names, look-alikes) and
 * the sign-up request and form. Apart from users.ts so that the confusables table the rule
 * needs (common/src/username-key.ts) loads with the sign-up form only, not on every page.
 */
import { z } from 'zod';
import { authMessages } from '../messages';
import { isReservedUsername } from '../username-key';
import { refusal } from './refusal';
import { idTokenSchema } from './users';

export const MAX_USERNAME_LENGTH = 50;

/** Refusals of a username itself; the schema below carries the first, so both sides give it. */
export const usernameErrors = {
  reserved: refusal('invalid', 'username-reserved', authMessages.usernameReserved),
  /** Another author's username reads the same (common/src/username-key.ts). */
  lookAlike: refusal('conflict', 'username-look-alike', authMessages.usernameLookAlike),
} as const;

/**
 * The one username rule: the sign-up form checks it before any Firebase account exists. A
 * reserved name is refused with its own code (`params.refusal`, which the API answers as is).
 */
export const usernameSchema = z
  .string({ error: authMessages.allFieldsRequired })
  .trim()
  .min(1, authMessages.allFieldsRequired)
  .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may contain letters, digits, dots, hyphens and underscores')
  .refine((username) => !isReservedUsername(username), {
    message: usernameErrors.reserved.message,
    params: { refusal: usernameErrors.reserved },
  });

/** POST /api/auth/signup */
export const signupRequestSchema = z.object({ idToken: idTokenSchema, username: usernameSchema });

/** The sign-up modal: the username by the API's own rule, then the two passwords. */
export const signupFormSchema = z
  .object({
    username: usernameSchema,
    email: z.string().trim().min(1, authMessages.allFieldsRequired),
    password: z.string().min(1, authMessages.allFieldsRequired),
    confirmPassword: z.string().min(1, authMessages.allFieldsRequired),
  })
  .refine((f) => f.password === f.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;
