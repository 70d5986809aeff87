import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@journal/common/messages';
import { useSession } from '../../lib/session';
import { buttonClass } from '../../lib/ui/button';
import { AccountIcon } from '../../lib/ui/icons';
import { lazyOverlay } from '../../lib/ui/lazy-overlay';

const accountMenuList = lazyOverlay(() => import('./account-menu-list'));
const accountNotice = lazyOverlay(() => import('./account-notice'));

const GUIDELINES_PATH = '/guidelines/author-guidelines/submission';

/** The header's account button: who is signed in, and the ways in and out. */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Until Auth is loaded, the profile stored at sign-in stands for the session.
  const signedIn = session.ready ? session.firebaseUser !== null : session.userData !== null;

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };

  const logOut = async () => {
    setAnchor(null);
    try {
      // Also clears userToken, userData and user from local storage.
      await session.signOut();
    } catch {
      setError(authMessages.signOutFailed);
      return;
    }
    navigate('/');
  };

  const choices = signedIn
    ? [
        {
          key: 'dashboard',
          label: 'Dashboard',
          choose: () => go(session.isAdmin ? '/admin/dashboard' : `${GUIDELINES_PATH}/dashboard`),
        },
        { key: 'logout', label: 'Logout', choose: () => void logOut() },
      ]
    : [
        { key: 'login', label: 'Login', choose: () => go(`${GUIDELINES_PATH}?auth=login`) },
        { key: 'signup', label: 'Sign Up', choose: () => go(`${GUIDELINES_PATH}?auth=signup`) },
        { key: 'admin', label: 'Admin Login', choose: () => go('/admin/login') },
      ];

  return (
    <>
      <button
        type="button"
        className={buttonClass({ color: 'inherit' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        {...accountMenuList.triggerProps}
        onClick={(event) => {
          session.startAuth();
          setAnchor(event.currentTarget);
        }}
      >
        <AccountIcon />
        {session.userData?.username ?? 'Account'}
      </button>
      <accountMenuList.Overlay
        id={menuId}
        open={anchor !== null}
        anchor={anchor}
        choices={choices}
        onClose={() => setAnchor(null)}
      />
      <accountNotice.Overlay open={error !== null} message={error} onClose={() => setError(null)} />
    </>
  );
}
