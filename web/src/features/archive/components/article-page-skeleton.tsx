import { Skeleton } from '../../../lib/ui/skeleton';
import styles from './article-page-skeleton.module.css';

/** The article page's outline while the article loads. */
export function ArticlePageSkeleton() {
  return (
    <div role="status" aria-label="Loading article" aria-busy="true" className={styles.outline}>
      <Skeleton width="40%" className={styles.trail} />
      <Skeleton className={styles.title} />
      <Skeleton width="60%" className={styles.titleEnd} />
      <Skeleton width="30%" className={styles.authors} />
      <div className={styles.columns}>
        <div className={styles.aside}>
          <Skeleton shape="block" className={styles.cover} />
          <Skeleton shape="block" className={styles.button} />
        </div>
        <div>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={i % 4 === 3 ? '60%' : '100%'} />
          ))}
        </div>
      </div>
    </div>
  );
}
