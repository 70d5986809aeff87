import { Link } from 'react-router-dom';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIssues } from '../api/issues';
import { useVolumes } from '../api/volumes';
import { newestIssuesFirst, newestVolumesFirst } from '../order';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { buttonClass } from '../../../lib/ui/button';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import { Skeleton } from '../../../lib/ui/skeleton';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './archives-page.module.css';

export function ArchivesPage() {
  useDocumentTitle('Archives');
  const volumes = useVolumes();
  const issues = useIssues();

  return (
    <Container spacing="roomy">
      <h1 className={cx(type.h1, styles.title)}>Archives</h1>
      <p className={cx(type.body1, type.muted, styles.lead)}>
        Every volume and issue the journal has published, newest first. All articles are free to read and
        download.
      </p>
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
          <p className={type.body2}>
            The first issue is in preparation. Meanwhile, read the{' '}
            <Link to="/guidelines/author-guidelines" className={linkClass()}>
              author guidelines
            </Link>
            .
          </p>
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
    <div className={styles.volumes}>
      {volumes.map((volume) => {
        const volumeIssues = issues.filter((issue) => issue.volume._id === volume._id);
        return (
          <section key={volume._id} aria-labelledby={`volume-${volume._id}`} className={styles.volume}>
            <h2 id={`volume-${volume._id}`} className={cx(type.h2, styles.volumeTitle)}>
              <Link to={volumePath(volume.slug)} className={linkClass({ tone: 'inherit' })}>
                {volume.name} ({volume.year})
              </Link>
            </h2>
            {volumeIssues.length === 0 ? (
              <p className={cx(type.body1, type.muted)}>No issues in this volume yet.</p>
            ) : (
              <ul className={styles.issues}>
                {volumeIssues.map((issue) => (
                  <li key={issue._id}>
                    <Link
                      to={issuePath(volume.slug, issue.slug)}
                      className={buttonClass({ variant: 'outlined' })}
                    >
                      {issue.name}
                      {issue._id === latestIssueId && <span className={styles.current}>(current issue)</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function ArchivesSkeleton() {
  return (
    <div className={styles.volumes} role="status" aria-label="Loading the archive" aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className={styles.volume}>
          <Skeleton width="35%" className={styles.skeletonTitle} />
          <div className={styles.skeletonIssues}>
            <Skeleton shape="block" className={styles.skeletonIssue} />
            <Skeleton shape="block" className={styles.skeletonIssue} />
          </div>
        </div>
      ))}
    </div>
  );
}
