import { FirebaseError } from 'firebase/app';
import { authMessages } from '@journal/common/messages';
import { ApiError } from '../../../lib/api-client';

export type AuthMode = 'login' | 'signup';

/** A refusal decided in the browser, whose message is already the text to show. */
export class AuthRefusal extends Error {
  override name = 'AuthRefusal';
}

const invalidCredentialCodes = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
]);

function isInvalidApiKey(code: string): boolean {
  // Newer SDKs report a rejected key as 'auth/api-key-not-valid.-please-pass-a-valid-api-key.'.
  return code === 'auth/invalid-api-key' || code.startsWith('auth/api-key-not-valid');
}

/** The text SPEC.md section 8 gives for a failed login or sign-up. */
export function authErrorMessage(error: unknown, mode: AuthMode): string {
  if (error instanceof AuthRefusal) return error.message;
  if (error instanceof FirebaseError) {
    if (invalidCredentialCodes.has(error.code)) return authMessages.invalidCredential;
    if (error.code === 'auth/email-already-in-use') return authMessages.emailInUse;
    if (error.code === 'auth/weak-password') return authMessages.weakPassword;
    if (isInvalidApiKey(error.code)) return authMessages.invalidApiKey;
    return authMessages.fallback;
  }
  if (error instanceof ApiError) {
    if (error.message.includes(authMessages.duplicateUsernameBackend)) return authMessages.duplicateUsername;
    return error.message || (mode === 'login' ? authMessages.loginFailed : authMessages.signupFailed);
  }
  return authMessages.fallback;
}
