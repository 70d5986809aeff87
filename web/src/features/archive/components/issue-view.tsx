import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticles } from '../api/articles';
import { useIssue } from '../api/issues';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { ArchiveBreadcrumbs } from './archive-breadcrumbs';
import { ArticleGrid } from './article-grid';
import { ListingSkeleton } from './listing-skeleton';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import type from '../../../lib/ui/type.module.css';
import styles from './issue-view.module.css';

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
    <Container spacing="page">
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
        <ListingSkeleton label="Loading the issue" titleWidth="55%" />
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
      {eyebrow && <p className={cx(type.body1, styles.eyebrow)}>{eyebrow}</p>}
      <h1 className={cx(type.h1, styles.title)}>
        {issue.volume.name} ({issue.volume.year}), {issue.name}
      </h1>
      <p className={cx(type.body1, type.muted, styles.count)}>
        {articles.length === 1 ? '1 article' : `${articles.length} articles`}
      </p>
      {articles.length === 0 ? (
        <EmptyState title={publicMessages.noArticlesInIssue}>
          <p className={type.body2}>Articles appear here as soon as they are published in this issue.</p>
        </EmptyState>
      ) : (
        <ArticleGrid articles={articles} headingLevel="h2" />
      )}
    </>
  );
}
