import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { useArticles } from '../../../features/archive/api/articles';
import { ArticleCover } from '../../../features/archive/components/article-cover';
import { buttonClass } from '../../../lib/ui/button';
import { cx } from '../../../lib/ui/cx';
import { ArrowForwardIcon } from '../../../lib/ui/icons';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import type from '../../../lib/ui/type.module.css';
import { articlePath } from '@journal/common/contracts/articles-routes';
import { HomeSection } from './home-section';
import styles from './featured-article.module.css';

/** docs/decisions.md "Archive": the featured article is the one with `featured` set; only it is fetched. */
export function FeaturedArticle() {
  const featured = useArticles({ featured: 'true', limit: 1 });
  const article = featured.data?.[0];

  return (
    <HomeSection id="featured-heading" title="Featured Articles">
      {featured.isError ? (
        <ErrorState message={publicMessages.fetchArticlesFailed} onRetry={() => void featured.refetch()} />
      ) : featured.isPending ? (
        <FeaturedLayout
          cover={<Skeleton className={styles.coverSkeleton} />}
          text={
            <div role="status" aria-label="Loading the featured article" aria-busy="true">
              <Skeleton className={cx(styles.textSkeleton, styles.titleSkeleton)} />
              <Skeleton className={cx(styles.textSkeleton, styles.width40, styles.bylineSkeleton)} />
              <Skeleton className={styles.textSkeleton} />
              <Skeleton className={styles.textSkeleton} />
              <Skeleton className={cx(styles.textSkeleton, styles.width70)} />
            </div>
          }
        />
      ) : article ? (
        <FeaturedCard article={article} />
      ) : (
        <EmptyState title="No article is featured at the moment.">
          <p className={type.body2}>The latest articles are listed under Recently Published.</p>
        </EmptyState>
      )}
    </HomeSection>
  );
}

function FeaturedCard({ article }: { article: Article }) {
  return (
    <FeaturedLayout
      cover={
        <ArticleCover image={article.image} renditions={article.imageRenditions} title={article.title} />
      }
      text={
        <>
          <p className={cx(type.body2, styles.issue)}>
            {article.volume.name} ({article.volume.year}), {article.issue.name}
          </p>
          <h3 className={cx(type.h3, styles.title)}>{article.title}</h3>
          <p className={cx(type.body1, styles.author)}>{article.author}</p>
          <p className={cx(type.body1, styles.abstract)}>{article.abstract}</p>
          <RouterLink to={articlePath(article)} className={buttonClass({ variant: 'contained' })}>
            Read More
            {/* Link text that names its target, for screen readers and search engines alike. */}
            <span className={type.visuallyHidden}>: {article.title}</span>
            <ArrowForwardIcon />
          </RouterLink>
        </>
      }
    />
  );
}

/** A grey shape where content will be, pulsing while it loads. */
function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(styles.skeleton, className)} />;
}

function FeaturedLayout({ cover, text }: { cover: ReactNode; text: ReactNode }) {
  return (
    <article className={styles.card}>
      <div className={styles.layout}>
        <div className={styles.cover}>{cover}</div>
        <div className={styles.text}>{text}</div>
      </div>
    </article>
  );
}
