import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages } from '@journal/common/messages';
import { clearStoredSession, useAuthSession } from '../../../lib/session';
import { useLeavingSignOut } from '../../../lib/use-leaving-sign-out';
import { adminPages } from '@journal/common/contracts/users-routes';

/**
 * The admin of the dashboard. Without a valid admin session (once Firebase has restored it)
 * the page goes to the admin login. `logOut` and `expire` end the session on purpose, without
 * that redirect racing their own.
 */
export function useAdminSession() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const { logOut, isLeaving, markLeaving } = useLeavingSignOut(adminPages.login.pattern);
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
    if (isLeaving()) return;
    navigate(adminPages.login.pattern, {
      replace: true,
      state: hadAdmin.current ? { message: adminMessages.sessionExpired } : null,
    });
  }, [ready, admin, navigate, isLeaving]);

  /** The API refused the admin's token even after a refresh. */
  const expire = useCallback(async () => {
    if (isLeaving()) return;
    markLeaving();
    // The admin is sent to log in again either way; a failed sign-out still drops what the browser holds.
    await signOut().catch(clearStoredSession);
    navigate(adminPages.login.pattern, { replace: true, state: { message: adminMessages.sessionExpired } });
  }, [signOut, navigate, isLeaving, markLeaving]);

  return { admin, logOut, expire };
}
