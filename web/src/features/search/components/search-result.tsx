import { Link } from 'react-router-dom';
import type { Article } from '@journal/common/contracts/articles';
import { cx } from '../../../lib/ui/cx';
import { Skeleton } from '../../../lib/ui/skeleton';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './search-result.module.css';

/**
 * One search hit as an article card (title, author, issue and volume, two-line excerpt, Read
 * more) plus its keywords, which show why it matched. Features do not share components, so
 * this is search's own card rather than the archive's.
 */
export function SearchResult({ article }: { article: Article }) {
  const to = `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;
  return (
    <article className={styles.card}>
      <p className={cx(type.body2, styles.issue)}>
        {article.volume.name} ({article.volume.year}), {article.issue.name}
      </p>
      <h2 className={cx(type.h4, styles.title)}>
        <Link to={to} className={linkClass({ tone: 'inherit' })}>
          {article.title}
        </Link>
      </h2>
      <p className={cx(type.body2, type.muted, styles.line)}>{article.author}</p>
      <p className={cx(type.body2, styles.line, styles.excerpt)}>{article.abstract}</p>
      {article.keywords.length > 0 && (
        <p className={cx(type.body2, type.muted, styles.line)}>Keywords: {article.keywords.join(', ')}</p>
      )}
      <Link to={to} className={linkClass({}, styles.readMore)}>
        Read more
        <span className={type.visuallyHidden}>: {article.title}</span>
      </Link>
    </article>
  );
}

/** A result's card while the search runs, with lines where the issue, title, author and excerpt go. */
export function SearchResultSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton width="35%" />
      <Skeleton width="80%" className={styles.skeletonTitle} />
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton width="90%" />
    </div>
  );
}
