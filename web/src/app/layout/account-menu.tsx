import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@journal/common/messages';
import { useSession } from '../../lib/session';

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

  const items = signedIn
    ? [
        <MenuItem
          key="dashboard"
          onClick={() => go(session.isAdmin ? '/admin/dashboard' : `${GUIDELINES_PATH}/dashboard`)}
        >
          Dashboard
        </MenuItem>,
        <MenuItem key="logout" onClick={() => void logOut()}>
          Logout
        </MenuItem>,
      ]
    : [
        <MenuItem key="login" onClick={() => go(`${GUIDELINES_PATH}?auth=login`)}>
          Login
        </MenuItem>,
        <MenuItem key="signup" onClick={() => go(`${GUIDELINES_PATH}?auth=signup`)}>
          Sign Up
        </MenuItem>,
        <MenuItem key="admin" onClick={() => go('/admin/login')}>
          Admin Login
        </MenuItem>,
      ];

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          session.startAuth();
          setAnchor(event.currentTarget);
        }}
      >
        {session.userData?.username ?? 'Account'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
      <Snackbar open={error !== null} autoHideDuration={6000} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
