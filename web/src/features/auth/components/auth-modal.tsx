import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '../../../lib/ui/desk-icons';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authMessages } from '@journal/common/messages';
import { MuiScope } from '../../../lib/ui/mui-scope';
import type { AuthMode } from '../api/auth-error-message';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  onClose(): void;
  /** Called once the author is signed in and their profile is stored. */
  onLoggedIn(): void;
}

/**
 * The author's login / sign-up dialog of the submission guidelines page, drawn with MUI
 * (lib/ui/mui-scope.tsx). The page loads it when it is first opened (lib/ui/lazy-overlay.tsx).
 */
export default function AuthModal({ open, mode, onModeChange, onClose, onLoggedIn }: AuthModalProps) {
  // Carried from one mode to the other so the author never types the e-mail twice.
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const switchMode = (next: AuthMode, currentEmail: string) => {
    setEmail(currentEmail);
    setNotice(null);
    onModeChange(next);
  };
  const close = () => {
    setNotice(null);
    onClose();
  };
  const title = mode === 'signup' ? 'Sign Up' : 'Log In';

  return (
    <MuiScope>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="auth-modal-title">
        <DialogTitle id="auth-modal-title" sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ pt: 1 }}>
          {notice && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          {mode === 'signup' ? (
            <SignupForm
              defaultEmail={email}
              onSwitchMode={(current) => switchMode('login', current)}
              onSignedUp={(signedUpEmail) => {
                switchMode('login', signedUpEmail);
                setNotice(authMessages.signedUp);
              }}
            />
          ) : (
            <LoginForm
              defaultEmail={email}
              onSwitchMode={(current) => switchMode('signup', current)}
              onLoggedIn={onLoggedIn}
            />
          )}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/admin/login">
              Admin Login
            </Link>
          </Typography>
        </DialogContent>
      </Dialog>
    </MuiScope>
  );
}
