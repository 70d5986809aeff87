import { Link, useParams } from 'react-router-dom';
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
import { ArticleGrid } from './article-grid';
import { ListingSkeleton } from './listing-skeleton';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import { ErrorState } from '../../../lib/ui/load-states';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './volume-page.module.css';

export function VolumePage() {
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
    <Container spacing="page">
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
        <ListingSkeleton label="Loading the volume" titleWidth="45%" />
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
      <h1 className={cx(type.h1, styles.title)}>
        {volume.name} ({volume.year})
      </h1>
      <p className={cx(type.body1, type.muted, styles.counts)}>
        {issues.length === 1 ? '1 issue' : `${issues.length} issues`} ·{' '}
        {articles.length === 1 ? '1 article' : `${articles.length} articles`}
      </p>
      {issues.length === 0 && <p className={type.body1}>No issues have been published in this volume yet.</p>}
      <div className={styles.issues}>
        {issues.map((issue) => {
          const issueArticles = articles.filter((article) => article.issue._id === issue._id);
          return (
            <section key={issue._id} aria-labelledby={`issue-${issue._id}`}>
              <h2 id={`issue-${issue._id}`} className={cx(type.h2, styles.issueTitle)}>
                <Link to={issuePath(volume.slug, issue.slug)} className={linkClass({ tone: 'inherit' })}>
                  {issue.name}
                </Link>
              </h2>
              {issueArticles.length === 0 ? (
                <p className={cx(type.body1, type.muted)}>{publicMessages.noArticlesInIssue}</p>
              ) : (
                <ArticleGrid articles={issueArticles} headingLevel="h3" />
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
