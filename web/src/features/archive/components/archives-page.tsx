import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIssues } from '../api/issues';
import { useVolumes } from '../api/volumes';
import { newestIssuesFirst, newestVolumesFirst } from '../order';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import { MuiScope } from '../../../lib/ui/mui-scope';

function ArchivesPageContent() {
  useDocumentTitle('Archives');
  const volumes = useVolumes();
  const issues = useIssues();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Archives
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: '70ch' }}>
        Every volume and issue the journal has published, newest first. All articles are free to read and
        download.
      </Typography>
      {volumes.isError || issues.isError ? (
        <ErrorState
          message="The archive could not be loaded."
          onRetry={() => {
            void volumes.refetch();
            void issues.refetch();
          }}
        />
      ) : volumes.isPending || issues.isPending ? (
        <ArchivesSkeleton />
      ) : volumes.data.length === 0 ? (
        <EmptyState title="No volumes have been published yet.">
          <Typography variant="body2">
            The first issue is in preparation. Meanwhile, read the{' '}
            <Link component={RouterLink} to="/guidelines/author-guidelines" underline="always">
              author guidelines
            </Link>
            .
          </Typography>
        </EmptyState>
      ) : (
        <VolumeList volumes={newestVolumesFirst(volumes.data)} issues={newestIssuesFirst(issues.data)} />
      )}
    </Container>
  );
}

function VolumeList({ volumes, issues }: { volumes: Volume[]; issues: Issue[] }) {
  const latestIssueId = issues.find((issue) => issue.volume._id === volumes[0]?._id)?._id;
  return (
    <Stack spacing={3}>
      {volumes.map((volume) => {
        const volumeIssues = issues.filter((issue) => issue.volume._id === volume._id);
        return (
          <Card
            key={volume._id}
            variant="outlined"
            component="section"
            aria-labelledby={`volume-${volume._id}`}
          >
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id={`volume-${volume._id}`} variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
                <Link component={RouterLink} to={volumePath(volume.slug)} color="inherit">
                  {volume.name} ({volume.year})
                </Link>
              </Typography>
              {volumeIssues.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No issues in this volume yet.</Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
                >
                  {volumeIssues.map((issue) => (
                    <li key={issue._id}>
                      <Button
                        component={RouterLink}
                        to={issuePath(volume.slug, issue.slug)}
                        variant="outlined"
                      >
                        {issue.name}
                        {issue._id === latestIssueId && (
                          <Box component="span" sx={{ ml: 1, fontWeight: 400, color: 'secondary.dark' }}>
                            (current issue)
                          </Box>
                        )}
                      </Button>
                    </li>
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

function ArchivesSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading the archive" aria-busy="true">
      {[0, 1].map((i) => (
        <Card key={i} variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Skeleton variant="text" width="35%" sx={{ fontSize: '1.6rem', mb: 2 }} />
            <Stack direction="row" spacing={1.5}>
              <Skeleton variant="rounded" width={96} height={36} />
              <Skeleton variant="rounded" width={96} height={36} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function ArchivesPage() {
  return (
    <MuiScope>
      <ArchivesPageContent />
    </MuiScope>
  );
}
