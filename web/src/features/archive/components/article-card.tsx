import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '@journal/common/contracts/articles';
import { articlePath } from '@journal/common/contracts/articles-routes';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: Article;
  /** The card title's heading level, so that headings stay in order on every page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra control placed beside Read more (the admin's feature button on the home page). */
  action?: ReactNode;
}

/** The article card: title, author, issue and volume, a two-line excerpt, Read more. */
export function ArticleCard({ article, headingLevel: Heading = 'h3', action }: ArticleCardProps) {
  const to = articlePath(article);
  return (
    <article className={styles.card}>
      <div className={styles.content}>
        <p className={cx(type.body2, styles.issue)}>
          {article.volume.name} ({article.volume.year}), {article.issue.name}
        </p>
        <Heading className={cx(type.h4, styles.title)}>
          <Link to={to} className={linkClass({ tone: 'inherit' })}>
            {article.title}
          </Link>
        </Heading>
        <p className={cx(type.body2, type.muted, styles.authors)}>{article.author}</p>
        <p className={cx(type.body2, styles.excerpt)}>{article.abstract}</p>
      </div>
      <div className={styles.actions}>
        <Link to={to} className={linkClass({}, styles.readMore)}>
          Read more
          <span className={type.visuallyHidden}>: {article.title}</span>
        </Link>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </article>
  );
}
