import { Link as RouterLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIssues } from '../api/issues';
import { useVolumes } from '../api/volumes';
import { newestIssuesFirst, newestVolumesFirst } from '../order';
import { IssueView } from './issue-view';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import { MuiScope } from '../../../lib/ui/mui-scope';

/** docs/decisions.md "Screens and routes": the newest issue of the newest volume, shown as its issue page shows it. */
function CurrentIssuePageContent() {
  const volumes = useVolumes();
  const newestVolume = volumes.data ? newestVolumesFirst(volumes.data)[0] : undefined;
  const issues = useIssues({ volume: newestVolume?.slug }, { enabled: Boolean(newestVolume) });
  const newestIssue = issues.data ? newestIssuesFirst(issues.data)[0] : undefined;
  const settled = volumes.isSuccess && (!newestVolume || issues.isSuccess);
  useDocumentTitle(newestIssue ? null : 'Current issue');

  if (newestVolume && newestIssue) {
    return <IssueView volumeSlug={newestVolume.slug} issueSlug={newestIssue.slug} eyebrow="Current issue" />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Current issue
      </Typography>
      {volumes.isError || issues.isError ? (
        <ErrorState
          message="The current issue could not be loaded."
          onRetry={() => void (volumes.isError ? volumes.refetch() : issues.refetch())}
        />
      ) : settled ? (
        <EmptyState title="No issue has been published yet.">
          <Typography variant="body2">
            See the{' '}
            <Link component={RouterLink} to="/archives" underline="always">
              archives
            </Link>{' '}
            or learn how to{' '}
            <Link component={RouterLink} to="/guidelines/author-guidelines/submission" underline="always">
              submit a manuscript
            </Link>
            .
          </Typography>
        </EmptyState>
      ) : (
        <Stack role="status" aria-label="Loading the current issue" aria-busy="true">
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Stack>
      )}
    </Container>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function CurrentIssuePage() {
  return (
    <MuiScope>
      <CurrentIssuePageContent />
    </MuiScope>
  );
}
