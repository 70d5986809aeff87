import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIssues } from '../api/issues';
import { useVolumes } from '../api/volumes';
import { newestIssuesFirst, newestVolumesFirst } from '../order';
import { IssueView } from './issue-view';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import { Skeleton } from '../../../lib/ui/skeleton';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './current-issue-page.module.css';

/** docs/decisions.md "Screens and routes": the newest issue of the newest volume, shown as its issue page shows it. */
export function CurrentIssuePage() {
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
    <Container spacing="page">
      <h1 className={cx(type.h1, styles.title)}>Current issue</h1>
      {volumes.isError || issues.isError ? (
        <ErrorState
          message="The current issue could not be loaded."
          onRetry={() => void (volumes.isError ? volumes.refetch() : issues.refetch())}
        />
      ) : settled ? (
        <EmptyState title="No issue has been published yet.">
          <p className={type.body2}>
            See the{' '}
            <Link to="/archives" className={linkClass()}>
              archives
            </Link>{' '}
            or learn how to{' '}
            <Link to="/guidelines/author-guidelines/submission" className={linkClass()}>
              submit a manuscript
            </Link>
            .
          </p>
        </EmptyState>
      ) : (
        <div role="status" aria-label="Loading the current issue" aria-busy="true">
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </div>
      )}
    </Container>
  );
}
