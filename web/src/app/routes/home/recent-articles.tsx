import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Article } from '@journal/common/contracts/articles';
import { RECENT_ARTICLES } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { useSession } from '../../../lib/session';
import { useArticles } from '../../../features/archive/api/articles';
import { ArticleGrid, ArticleGridSkeleton } from '../../../features/archive/components/article-grid';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import { linkClass } from '../../../lib/ui/text-link';
import { HomeSection } from './home-section';
import styles from './recent-articles.module.css';

/** Admin code: its chunk is requested only when the signed-in admin's cards render it. */
const FeatureArticleButton = lazy(() =>
  import('../../../features/admin/components/feature-article-button').then((m) => ({
    default: m.FeatureArticleButton,
  })),
);

export function RecentArticles() {
  const { isAdmin } = useSession();
  const recent = useArticles({ limit: RECENT_ARTICLES, sort: 'newest' });

  const featureButton = (article: Article) => (
    <Suspense fallback={null}>
      <FeatureArticleButton articleId={article._id} title={article.title} />
    </Suspense>
  );

  return (
    <HomeSection
      id="recent-heading"
      title="Recently Published"
      aside={
        <RouterLink to="/archives" className={linkClass({}, styles.browse)}>
          Browse the archives
        </RouterLink>
      }
    >
      {recent.isError ? (
        <ErrorState message={publicMessages.fetchArticlesFailed} onRetry={() => void recent.refetch()} />
      ) : recent.isPending ? (
        <ArticleGridSkeleton count={RECENT_ARTICLES} wideColumns={4} />
      ) : recent.data.length === 0 ? (
        <EmptyState title="No articles have been published yet." />
      ) : (
        <ArticleGrid
          articles={recent.data}
          wideColumns={4}
          headingLevel="h3"
          renderAction={isAdmin ? featureButton : undefined}
        />
      )}
    </HomeSection>
  );
}
