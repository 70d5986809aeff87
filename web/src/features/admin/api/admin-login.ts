import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword, signOut } from '@firebase/auth';
import { adminLoginMessages } from '@journal/common/messages';
import { ClientError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { auth } from '../../../lib/firebase';
import { isAdminToken, useAuthSession } from '../../../lib/session';

/**
 * Signs in with Firebase and accepts only the one admin: the configured e-mail, verified,
 * carrying the `admin` claim. Anyone else is signed straight out again. Answers the admin's ID token.
 */
export async function adminLogIn({ email, password }: { email: string; password: string }): Promise<string> {
  const credential = await signInWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
  // Forced, so that a claim granted since the last sign-in is seen.
  const token = await credential.user.getIdTokenResult(true);
  if (!isAdminToken(token.claims, credential.user.email)) {
    await signOut(auth);
    throw new ClientError('not-admin', adminLoginMessages.notAdmin);
  }
  return token.token;
}

export function adminLoginErrorMessage(error: unknown): string {
  return errorMessage(error, {
    byCode: {
      'not-admin': adminLoginMessages.notAdmin,
      'auth/user-not-found': adminLoginMessages.noAdminAccount,
      'auth/invalid-credential': adminLoginMessages.invalidCredential,
      'auth/wrong-password': adminLoginMessages.invalidCredential,
    },
    fallback: adminLoginMessages.fallback,
  });
}

export function useAdminLogIn() {
  const session = useAuthSession();
  return useMutation({ mutationFn: adminLogIn, onSuccess: (token) => session.rememberAdmin(token) });
}
