import { authMessages } from '@journal/common/messages';
import { errorMessage, type MessageTable } from '../../../lib/error-message';

export type AuthMode = 'login' | 'signup';

const invalidCredential = authMessages.invalidCredential;
const byCode: MessageTable['byCode'] = {
  'auth/invalid-credential': invalidCredential,
  'auth/wrong-password': invalidCredential,
  'auth/user-not-found': invalidCredential,
  'auth/email-already-in-use': authMessages.emailInUse,
  'auth/weak-password': authMessages.weakPassword,
  'auth/invalid-api-key': authMessages.invalidApiKey,
  'use-admin-login': authMessages.useAdminLogin,
  'username-taken': authMessages.duplicateUsername,
};

/**
 * The modal's words for a failed login or sign-up: Firebase's and the API's refusals by code,
 * else the API's own message, else 'Login failed' / 'Signup failed' when the API failed without
 * one, and 'An error occurred. Please try again.' for anything else.
 */
export function authErrorMessage(error: unknown, mode: AuthMode): string {
  return errorMessage(error, {
    byCode,
    showServerMessage: true,
    serverFailure: mode === 'login' ? authMessages.loginFailed : authMessages.signupFailed,
    fallback: authMessages.fallback,
  });
}
