import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages } from '@journal/common/messages';
import { clearStoredSession, useSession } from '../../../lib/session';
import { adminPages } from '@journal/common/contracts/users';

/**
 * The admin of the dashboard. Without a valid admin session (once Firebase has restored it)
 * the page goes to the admin login. `logOut` and `expire` end the session on purpose, without
 * that redirect racing their own.
 */
export function useAdminSession() {
  const session = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const { ready, isAdmin, firebaseUser, signOut } = session;

  // Set once the dashboard has had an admin: losing them afterwards means the session ended
  // under the admin (Firebase refused to refresh a revoked or expired token), not that no one logged in.
  const hadAdmin = useRef(false);
  const admin = ready && isAdmin ? firebaseUser : null;
  useEffect(() => {
    if (!ready) return;
    if (admin) {
      hadAdmin.current = true;
      return;
    }
    if (leaving.current) return;
    navigate(adminPages.login.pattern, {
      replace: true,
      state: hadAdmin.current ? { message: adminMessages.sessionExpired } : null,
    });
  }, [ready, admin, navigate]);

  /** The Logout button: throws if signing out failed, so the page can say so. */
  const logOut = useCallback(async () => {
    leaving.current = true;
    try {
      await signOut();
    } catch (error) {
      leaving.current = false;
      throw error;
    }
    navigate(adminPages.login.pattern);
  }, [signOut, navigate]);

  /** The API refused the admin's token even after a refresh. */
  const expire = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    // The admin is sent to log in again either way; a failed sign-out still drops what the browser holds.
    await signOut().catch(clearStoredSession);
    navigate(adminPages.login.pattern, { replace: true, state: { message: adminMessages.sessionExpired } });
  }, [signOut, navigate]);

  return { admin, logOut, expire };
}
