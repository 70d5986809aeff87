import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardMessages } from '@journal/common/messages';
import type { Submission } from '@journal/common/contracts/submissions';
import { useDownloadSubmission } from '../api/download-submission';
import { useSubmissions } from '../api/get-submissions';
import { downloadErrorOutcome, listErrorOutcome } from '../api/submission-errors';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { SubmissionCards } from './submission-cards';
import { SubmissionsTable } from './submissions-table';

interface SubmissionsSectionProps {
  uid: string;
  onSessionEnded(message: string): void;
}

export function SubmissionsSection({ uid, onSessionEnded }: SubmissionsSectionProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const submissions = useSubmissions(uid);
  const download = useDownloadSubmission();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const listError = submissions.isError ? listErrorOutcome(submissions.error) : null;

  useEffect(() => {
    if (listError?.signInAgain) onSessionEnded(listError.message);
  }, [listError?.signInAgain, listError?.message, onSessionEnded]);

  const startDownload = (submission: Submission) => {
    setDownloadError(null);
    download.mutate(submission, {
      onError: (error) => {
        const outcome = downloadErrorOutcome(error);
        if (outcome.signInAgain) onSessionEnded(outcome.message);
        else setDownloadError(outcome.message);
      },
    });
  };

  if (submissions.isPending) {
    return (
      <Box role="status">
        <Typography sx={{ mb: 2 }}>{dashboardMessages.loading}</Typography>
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      </Box>
    );
  }
  if (submissions.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void submissions.refetch()}>
            Retry
          </Button>
        }
      >
        {listErrorOutcome(submissions.error).message}
      </Alert>
    );
  }
  if (submissions.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{dashboardMessages.empty}</Typography>
        <Button component={RouterLink} to={submissionPages.newSubmission.pattern} variant="contained">
          New Submission
        </Button>
      </Paper>
    );
  }

  const List = compact ? SubmissionCards : SubmissionsTable;
  return (
    <Stack spacing={2}>
      {downloadError && (
        <Alert severity="error" onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      )}
      <List
        submissions={submissions.data}
        expandedId={expandedId}
        onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
        onDownload={startDownload}
        downloadingId={download.isPending ? (download.variables?._id ?? null) : null}
      />
    </Stack>
  );
}
