import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddIcon, LogoutIcon } from '../../../lib/ui/desk-icons';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authMessages } from '@journal/common/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthorSession } from '../hooks/use-author-session';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { OrcidSection } from './orcid-section';
import { SubmissionsSection } from './submissions-section';
import { VerifyEmailNotice } from './verify-email-notice';
import { MuiScope } from '../../../lib/ui/mui-scope';

function DashboardPageContent() {
  useDocumentTitle('Author Dashboard');
  const { user, username, logOut, endSession } = useAuthorSession(authMessages.mustBeLoggedInForDashboard);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const onSessionEnded = useCallback((message: string) => void endSession(message), [endSession]);

  const onLogout = async () => {
    setSignOutError(null);
    try {
      await logOut();
    } catch {
      setSignOutError(authMessages.signOutFailed);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Link component={RouterLink} to={submissionPages.guidelines.pattern}>
        ← Back to Submission Guidelines
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mt: 2, mb: 4 }}
      >
        <div>
          <Typography variant="h1">Author Dashboard</Typography>
          {user ? <Typography sx={{ mt: 1 }}>Welcome, {username}</Typography> : <Skeleton width={200} />}
        </div>
        <Stack direction="row" spacing={1.5}>
          <Button
            component={RouterLink}
            to={submissionPages.newSubmission.pattern}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New Submission
          </Button>
          <Button
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => void onLogout()}
            disabled={!user}
          >
            Logout
          </Button>
        </Stack>
      </Stack>
      {user && !user.emailVerified && <VerifyEmailNotice email={user.email ?? ''} />}
      {signOutError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {signOutError}
        </Alert>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Your Submissions
      </Typography>
      {user ? (
        <SubmissionsSection uid={user.uid} onSessionEnded={onSessionEnded} />
      ) : (
        <Skeleton variant="rounded" height={160} />
      )}
      {user && <OrcidSection uid={user.uid} />}
    </Container>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function DashboardPage() {
  return (
    <MuiScope>
      <DashboardPageContent />
    </MuiScope>
  );
}
