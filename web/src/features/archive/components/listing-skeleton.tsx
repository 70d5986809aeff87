import { Skeleton } from '../../../lib/ui/skeleton';
import { ArticleGridSkeleton } from './article-grid';
import styles from './listing-skeleton.module.css';

interface ListingSkeletonProps {
  /** What is loading, for assistive technology: "Loading the issue". */
  label: string;
  /** Of the column, as CSS: roughly the width of the title to come. */
  titleWidth: string;
}

/** A volume or an issue page while it loads: the breadcrumb line, the title, article cards. */
export function ListingSkeleton({ label, titleWidth }: ListingSkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={styles.loading}>
      <Skeleton width="30%" />
      <Skeleton width={titleWidth} className={styles.title} />
      <ArticleGridSkeleton count={3} />
    </div>
  );
}
