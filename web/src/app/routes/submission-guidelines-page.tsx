import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthMode } from '../../features/auth/api/auth-error-message';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { SubmissionGuidelinesContent } from '../../features/pages/components/submission-guidelines-content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthSession } from '../../lib/session';
import { MuiScope } from '../../lib/ui/mui-scope';

const DASHBOARD_PATH = '/guidelines/author-guidelines/submission/dashboard';

function authModeOf(value: string | null): AuthMode | null {
  return value === 'login' || value === 'signup' ? value : null;
}

/**
 * The submission guidelines, the way in for authors: `?auth=login` or `?auth=signup` opens the
 * login / sign-up modal (the account menu links here that way), and pages that need a signed-in
 * author send people here with a message in the router state.
 */
function SubmissionGuidelinesPageContent() {
  useDocumentTitle('Submission Guidelines');
  const session = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = authModeOf(searchParams.get('auth'));
  const redirectMessage = (location.state as { message?: unknown } | null)?.message;

  const setMode = (next: AuthMode | null) =>
    setSearchParams(next ? { auth: next } : {}, { replace: true, state: location.state });

  const publish = () => {
    if (session.firebaseUser && !session.isAdmin) navigate(DASHBOARD_PATH);
    else setMode('login');
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {typeof redirectMessage === 'string' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {redirectMessage}
        </Alert>
      )}
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        Submission Guidelines
      </Typography>
      <SubmissionGuidelinesContent />
      <Box sx={{ my: 5, textAlign: 'center' }}>
        <Button variant="contained" color="secondary" size="large" onClick={publish}>
          Click Here to Publish With Us
        </Button>
      </Box>
      <AuthModal
        open={mode !== null}
        mode={mode ?? 'login'}
        onModeChange={setMode}
        onClose={() => setMode(null)}
        onLoggedIn={() => navigate(DASHBOARD_PATH)}
      />
    </Container>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function SubmissionGuidelinesPage() {
  return (
    <MuiScope>
      <SubmissionGuidelinesPageContent />
    </MuiScope>
  );
}
