import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearStoredSession, useAuthSession } from '../../../lib/session';
import { useLeavingSignOut } from '../../../lib/use-leaving-sign-out';
import { submissionPages } from '@journal/common/contracts/submissions-routes';

/**
 * The signed-in author of the dashboard and the submission form. Without one (once Firebase
 * has restored the session) the page sends the visitor to the submission guidelines with its
 * own message from common/src/messages.ts (`signedOutMessage`). `logOut` and `endSession` end the session on
 * purpose, without that redirect racing their own.
 */
export function useAuthorSession(signedOutMessage: string) {
  const session = useAuthSession();
  const navigate = useNavigate();
  const { logOut, isLeaving, markLeaving } = useLeavingSignOut('/');
  const { ready, firebaseUser, signOut } = session;

  useEffect(() => {
    if (ready && !firebaseUser && !isLeaving()) {
      navigate(submissionPages.guidelines.pattern, {
        replace: true,
        state: { message: signedOutMessage },
      });
    }
  }, [ready, firebaseUser, navigate, signedOutMessage, isLeaving]);

  /** The server no longer accepts the session: the author must log in again, with `message` saying why. */
  const endSession = useCallback(
    async (message: string) => {
      markLeaving();
      // The author is sent to log in again either way; a failed sign-out still drops what the browser holds.
      await signOut().catch(clearStoredSession);
      navigate(submissionPages.guidelines.pattern, { replace: true, state: { message } });
    },
    [signOut, navigate, markLeaving],
  );

  return {
    user: ready ? firebaseUser : null,
    username: session.userData?.username ?? firebaseUser?.email ?? '',
    logOut,
    endSession,
  };
}
