import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearStoredSession, useSession } from '../../../lib/session';
import { submissionPages } from '@journal/common/contracts/submissions';

/**
 * The signed-in author of the dashboard and the submission form. Without one (once Firebase
 * has restored the session) the page sends the visitor to the submission guidelines with its
 * own message from common/src/messages.ts (`signedOutMessage`). `logOut` and `endSession` end the session on
 * purpose, without that redirect racing their own.
 */
export function useAuthorSession(signedOutMessage: string) {
  const session = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const { ready, firebaseUser, signOut } = session;

  useEffect(() => {
    if (ready && !firebaseUser && !leaving.current) {
      navigate(submissionPages.guidelines.pattern, {
        replace: true,
        state: { message: signedOutMessage },
      });
    }
  }, [ready, firebaseUser, navigate, signedOutMessage]);

  /** The Logout button: throws if signing out failed, so the page can say so. */
  const logOut = useCallback(async () => {
    leaving.current = true;
    try {
      await signOut();
    } catch (error) {
      leaving.current = false;
      throw error;
    }
    navigate('/');
  }, [signOut, navigate]);

  /** The server no longer accepts the session: the author must log in again, with `message` saying why. */
  const endSession = useCallback(
    async (message: string) => {
      leaving.current = true;
      // The author is sent to log in again either way; a failed sign-out still drops what the browser holds.
      await signOut().catch(clearStoredSession);
      navigate(submissionPages.guidelines.pattern, { replace: true, state: { message } });
    },
    [signOut, navigate],
  );

  return {
    user: ready ? firebaseUser : null,
    username: session.userData?.username ?? firebaseUser?.email ?? '',
    logOut,
    endSession,
  };
}
