import type { CSSProperties, ReactNode } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import { cx } from '../../../lib/ui/cx';
import { Skeleton } from '../../../lib/ui/skeleton';
import { ArticleCard } from './article-card';
import styles from './article-grid.module.css';

interface ArticleGridProps {
  articles: Article[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Columns from the lg breakpoint up. */
  wideColumns?: 2 | 3 | 4;
  renderAction?: (article: Article) => ReactNode;
}

const columns = (wideColumns: number) => ({ '--wide-columns': wideColumns }) as CSSProperties;

export function ArticleGrid({ articles, headingLevel, wideColumns = 3, renderAction }: ArticleGridProps) {
  return (
    <ul className={styles.grid} style={columns(wideColumns)}>
      {articles.map((article) => (
        <li key={article._id}>
          <ArticleCard article={article} headingLevel={headingLevel} action={renderAction?.(article)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like article cards, so the page does not jump when the list arrives. */
export function ArticleGridSkeleton({ count, wideColumns = 3 }: { count: number; wideColumns?: 2 | 3 | 4 }) {
  return (
    <div
      className={styles.grid}
      style={columns(wideColumns)}
      aria-busy="true"
      aria-label="Loading articles"
      role="status"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.placeholder}>
          <Skeleton width="45%" />
          <Skeleton className={styles.large} />
          <Skeleton width="70%" className={cx(styles.large, styles.gapBelow)} />
          <Skeleton width="50%" className={styles.gapBelowMore} />
          <Skeleton />
          <Skeleton width="85%" />
          <Skeleton width="30%" className={styles.gapAbove} />
        </div>
      ))}
    </div>
  );
}
