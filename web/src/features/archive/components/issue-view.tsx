import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticles } from '../api/articles';
import { useIssue } from '../api/issues';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { ArchiveBreadcrumbs } from './archive-breadcrumbs';
import { ArticleGrid, ArticleGridSkeleton } from './article-grid';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';

interface IssueViewProps {
  volumeSlug: string;
  issueSlug: string;
  /** A line above the title, e.g. "Current issue". */
  eyebrow?: string;
}

/** One issue's table of contents: the issue page and the current-issue page both show this. */
export function IssueView({ volumeSlug, issueSlug, eyebrow }: IssueViewProps) {
  const issue = useIssue(volumeSlug, issueSlug);
  const articles = useArticles({ volume: volumeSlug, issue: issueSlug });
  const title = issue.data
    ? `${issue.data.volume.name} (${issue.data.volume.year}), ${issue.data.name}`
    : undefined;
  useDocumentTitle(title);

  // An unknown issue never gets here: its route answers the 404 page (app/loaders.ts).
  const failed = issue.isError || articles.isError;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {failed ? (
        <ErrorState
          message={issue.isError ? 'This issue could not be loaded.' : publicMessages.fetchArticlesFailed}
          onRetry={() => {
            void issue.refetch();
            void articles.refetch();
          }}
        />
      ) : issue.data && articles.data ? (
        <IssueContents issue={issue.data} articles={articles.data} eyebrow={eyebrow} />
      ) : (
        <Stack role="status" aria-label="Loading the issue" aria-busy="true" spacing={2}>
          <Skeleton width="30%" />
          <Skeleton variant="text" width="55%" sx={{ fontSize: '2.4rem' }} />
          <ArticleGridSkeleton count={3} />
        </Stack>
      )}
    </Container>
  );
}

function IssueContents({
  issue,
  articles,
  eyebrow,
}: {
  issue: Issue;
  articles: Article[];
  eyebrow?: string;
}) {
  return (
    <>
      <ArchiveBreadcrumbs
        crumbs={[
          { label: 'Archives', to: '/archives' },
          { label: issue.volume.name, to: volumePath(issue.volume.slug) },
          { label: issue.name },
        ]}
      />
      {eyebrow && (
        <Typography sx={{ color: 'secondary.dark', fontWeight: 600, mb: 0.5 }}>{eyebrow}</Typography>
      )}
      <Typography variant="h1" sx={{ mb: 1 }}>
        {issue.volume.name} ({issue.volume.year}), {issue.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {articles.length === 1 ? '1 article' : `${articles.length} articles`}
      </Typography>
      {articles.length === 0 ? (
        <EmptyState title={publicMessages.noArticlesInIssue}>
          <Typography variant="body2">
            Articles appear here as soon as they are published in this issue.
          </Typography>
        </EmptyState>
      ) : (
        <ArticleGrid articles={articles} headingLevel="h2" />
      )}
    </>
  );
}
