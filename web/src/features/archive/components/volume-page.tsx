import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticles } from '../api/articles';
import { useIssues } from '../api/issues';
import { useVolume } from '../api/volumes';
import { newestIssuesFirst } from '../order';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { ArchiveBreadcrumbs } from './archive-breadcrumbs';
import { ArticleGrid, ArticleGridSkeleton } from './article-grid';
import { ErrorState } from '../../../lib/ui/load-states';
import { MuiScope } from '../../../lib/ui/mui-scope';

function VolumePageContent() {
  const { volumeSlug = '' } = useParams();
  const volume = useVolume(volumeSlug);
  const issues = useIssues({ volume: volumeSlug });
  const articles = useArticles({ volume: volumeSlug, sort: 'newest' });
  useDocumentTitle(volume.data ? `${volume.data.name} (${volume.data.year})` : undefined);

  // An unknown volume never gets here: its route answers the 404 page (app/loaders.ts).
  const failed = volume.isError || issues.isError || articles.isError;
  const retry = () => {
    void volume.refetch();
    void issues.refetch();
    void articles.refetch();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {failed ? (
        <ErrorState
          message={
            volume.isError || issues.isError
              ? 'This volume could not be loaded.'
              : publicMessages.fetchArticlesFailed
          }
          onRetry={retry}
        />
      ) : volume.data && issues.data && articles.data ? (
        <VolumeContents
          volume={volume.data}
          issues={newestIssuesFirst(issues.data)}
          articles={articles.data}
        />
      ) : (
        <Stack role="status" aria-label="Loading the volume" aria-busy="true" spacing={2}>
          <Skeleton width="30%" />
          <Skeleton variant="text" width="45%" sx={{ fontSize: '2.4rem' }} />
          <ArticleGridSkeleton count={3} />
        </Stack>
      )}
    </Container>
  );
}

function VolumeContents({
  volume,
  issues,
  articles,
}: {
  volume: Volume;
  issues: Issue[];
  articles: Article[];
}) {
  return (
    <>
      <ArchiveBreadcrumbs crumbs={[{ label: 'Archives', to: '/archives' }, { label: volume.name }]} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {volume.name} ({volume.year})
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {issues.length === 1 ? '1 issue' : `${issues.length} issues`} ·{' '}
        {articles.length === 1 ? '1 article' : `${articles.length} articles`}
      </Typography>
      {issues.length === 0 && <Typography>No issues have been published in this volume yet.</Typography>}
      <Stack spacing={6}>
        {issues.map((issue) => {
          const issueArticles = articles.filter((article) => article.issue._id === issue._id);
          return (
            <Box key={issue._id} component="section" aria-labelledby={`issue-${issue._id}`}>
              <Typography id={`issue-${issue._id}`} variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
                <Link component={RouterLink} to={issuePath(volume.slug, issue.slug)} color="inherit">
                  {issue.name}
                </Link>
              </Typography>
              {issueArticles.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{publicMessages.noArticlesInIssue}</Typography>
              ) : (
                <ArticleGrid articles={issueArticles} headingLevel="h3" />
              )}
            </Box>
          );
        })}
      </Stack>
    </>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function VolumePage() {
  return (
    <MuiScope>
      <VolumePageContent />
    </MuiScope>
  );
}
