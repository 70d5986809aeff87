import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './session';

/**
 * Ending a session on purpose. `logOut` (the Logout button) signs out, then goes to
 * `destination`, and throws if signing out failed so the page can say so. While a page is
 * leaving, `isLeaving()` is true, so its own "no session any more" redirect does not race the
 * one it chose.
 */
export function useLeavingSignOut(destination: string) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const isLeaving = useCallback(() => leaving.current, []);
  const markLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  const logOut = useCallback(async () => {
    leaving.current = true;
    try {
      await signOut();
    } catch (error) {
      leaving.current = false;
      throw error;
    }
    navigate(destination);
  }, [signOut, navigate, destination]);
  return { logOut, isLeaving, markLeaving };
}
