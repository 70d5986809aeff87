import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword, signOut } from '@firebase/auth';
import { authMessages } from '@journal/common/messages';
import { type Credentials, type LoginResponse } from '@journal/common/contracts/users';
import { userApi } from '@journal/common/contracts/users-routes';
import { apiJson, ClientError } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { auth } from '../../../lib/firebase';
import { useAuthSession } from '../../../lib/session';

function isAdminEmail(email: string | null | undefined): boolean {
  return email?.toLowerCase() === config.adminEmail;
}

/** Signs in with Firebase, then asks the journal for the author's profile (POST /api/auth/login). */
export async function logIn({ email, password }: Credentials): Promise<LoginResponse> {
  const credential = await signInWithEmailAndPassword(auth, email.trim().toLowerCase(), password);
  try {
    if (isAdminEmail(credential.user.email))
      throw new ClientError('use-admin-login', authMessages.useAdminLogin);
    const response = await apiJson<LoginResponse>(userApi.login.path({}), {
      method: 'POST',
      json: { idToken: await credential.user.getIdToken() },
    });
    if (isAdminEmail(response.user.email))
      throw new ClientError('use-admin-login', authMessages.useAdminLogin);
    return response;
  } catch (error) {
    // An identity the journal did not accept must not stay signed in.
    await signOut(auth);
    throw error;
  }
}

export function useLogIn() {
  const session = useAuthSession();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (response) => session.rememberUser(response.user, response.token),
  });
}
