import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SUBMISSION_REDIRECT_MS } from '@journal/common/constants';
import { submissionMessages } from '@journal/common/messages';
import { submissionPages } from '@journal/common/contracts/submissions-routes';

export function SubmissionSuccess({ submissionId }: { submissionId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(submissionPages.dashboard.pattern), SUBMISSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Alert severity="success" role="status" sx={{ p: 3 }}>
      <AlertTitle component="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {submissionMessages.received}
      </AlertTitle>
      <Typography>
        Submission ID: <strong>{submissionId}</strong>
      </Typography>
      <Typography sx={{ mt: 1 }}>Status: Pending. Taking you back to your dashboard…</Typography>
      <Button
        component={RouterLink}
        to={submissionPages.dashboard.pattern}
        variant="outlined"
        color="success"
        sx={{ mt: 2 }}
      >
        Go to Dashboard
      </Button>
    </Alert>
  );
}
