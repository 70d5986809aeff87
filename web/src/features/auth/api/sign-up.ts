import { useMutation } from '@tanstack/react-query';
import { createUserWithEmailAndPassword, deleteUser, signOut } from '@firebase/auth';
import { userApi } from '@journal/common/contracts/users-routes';
import { apiJson } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

/**
 * Creates the Firebase identity, registers the author's profile (POST /api/auth/signup), then
 * signs out: the author logs in afterwards, as the modal asks.
 */
export async function signUp({ username, email, password }: SignUpInput): Promise<string> {
  const credential = await createUserWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
  let message: string;
  try {
    const body = await apiJson<{ message: string }>(userApi.signup.path({}), {
      method: 'POST',
      json: { idToken: await credential.user.getIdToken(), username: username.trim() },
    });
    message = body.message;
  } catch (error) {
    // The journal refused the profile (a taken username, say): drop the new identity too, so
    // that the same e-mail can sign up again. If even that fails, at least leave no one signed in.
    await deleteUser(credential.user).catch(() => signOut(auth));
    throw error;
  }
  await signOut(auth);
  return message;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
