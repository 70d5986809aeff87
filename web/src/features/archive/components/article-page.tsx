import { useParams } from 'react-router-dom';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticle } from '../api/articles';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { ArchiveBreadcrumbs } from './archive-breadcrumbs';
import { ArticleAbstract } from './article-abstract';
import { ArticleContributors } from './article-contributors';
import { ArticleCover } from './article-cover';
import { ArticleDetails } from './article-details';
import { ArticleFullText } from './article-full-text';
import { ArticleMetrics } from './article-metrics';
import { ArticlePageSkeleton } from './article-page-skeleton';
import { ArticlePdfButton } from './article-pdf-button';
import { ArticleReferences } from './article-references';
import { CiteArticle } from './cite-article';
import { Container } from '../../../lib/ui/container';
import { cx } from '../../../lib/ui/cx';
import { ErrorState } from '../../../lib/ui/load-states';
import type from '../../../lib/ui/type.module.css';
import styles from './article-page.module.css';

/**
 * An unknown article, or one reached under another volume or issue, never gets here: its route
 * answers the 404 page (app/loaders.ts), as the site does for its PDF address.
 */
export function ArticlePage() {
  const { articleSlug = '' } = useParams();
  const { data: article, isPending, refetch } = useArticle(articleSlug);
  useDocumentTitle(article?.title);

  return (
    <Container spacing="page">
      {article ? (
        <ArticleView key={article._id} article={article} />
      ) : isPending ? (
        <ArticlePageSkeleton />
      ) : (
        <ErrorState message="This article could not be loaded." onRetry={() => void refetch()} />
      )}
    </Container>
  );
}

function ArticleView({ article }: { article: Article }) {
  return (
    <article>
      <ArchiveBreadcrumbs
        crumbs={[
          { label: 'Archives', to: '/archives' },
          { label: article.volume.name, to: volumePath(article.volume.slug) },
          { label: article.issue.name, to: issuePath(article.volume.slug, article.issue.slug) },
          { label: article.title },
        ]}
      />
      <h1 className={cx(type.h1, styles.title)}>{article.title}</h1>
      <ArticleContributors article={article} />
      <div className={styles.columns}>
        <div className={styles.aside}>
          <ArticleCover
            image={article.image}
            renditions={article.imageRenditions}
            title={article.title}
            priority
          />
          <ArticlePdfButton article={article} />
          <ArticleDetails article={article} />
        </div>
        <div>
          <ArticleAbstract article={article} />
          <p className={cx(type.body2, type.muted, styles.licence)}>
            {article.licence.url === JOURNAL.licenceUrl
              ? `This article is open access, published under the Creative Commons Attribution 4.0 International licence (${JOURNAL.licence}). You may share and adapt it for any purpose, provided you credit the authors and the ${JOURNAL.title}.`
              : `This article is open access, published under the licence ${article.licence.name}.`}
          </p>
          {article.fullText && <ArticleFullText slug={article.slug} />}
          <ArticleReferences article={article} />
          <div className={styles.more}>
            <CiteArticle article={article} />
            <ArticleMetrics article={article} />
          </div>
        </div>
      </div>
    </article>
  );
}
