import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticle } from '../api/articles';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { ArchiveBreadcrumbs } from './archive-breadcrumbs';
import { ArticleAbstract } from './article-abstract';
import { ArticleCover } from './article-cover';
import { ArticleDetails } from './article-details';
import { ArticleMetrics } from './article-metrics';
import { ArticlePageSkeleton } from './article-page-skeleton';
import { ArticlePdfButton } from './article-pdf-button';
import { CiteArticle } from './cite-article';
import { ErrorState } from '../../../lib/ui/load-states';

/**
 * An unknown article, or one reached under another volume or issue, never gets here: its route
 * answers the 404 page (app/loaders.ts), as the site does for its PDF address.
 */
export function ArticlePage() {
  const { articleSlug = '' } = useParams();
  const { data: article, isPending, refetch } = useArticle(articleSlug);
  useDocumentTitle(article?.title);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
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
    <Box component="article">
      <ArchiveBreadcrumbs
        crumbs={[
          { label: 'Archives', to: '/archives' },
          { label: article.volume.name, to: volumePath(article.volume.slug) },
          { label: article.issue.name, to: issuePath(article.volume.slug, article.issue.slug) },
          { label: article.title },
        ]}
      />
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '1.75rem', md: '2.4rem' },
          mb: 1.5,
          overflowWrap: 'anywhere',
          maxWidth: '28em',
        }}
      >
        {article.title}
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 4 }}>{article.author}</Typography>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { md: 2 } }}>
          <Stack spacing={3}>
            <ArticleCover image={article.image} title={article.title} priority />
            <ArticlePdfButton article={article} />
            <ArticleDetails article={article} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ArticleAbstract article={article} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4, maxWidth: '70ch' }}>
            This article is open access, published under the Creative Commons Attribution 4.0 International
            licence ({JOURNAL.licence}). You may share and adapt it for any purpose, provided you credit the
            authors and the {JOURNAL.title}.
          </Typography>
          <Stack spacing={4}>
            <CiteArticle article={article} />
            <ArticleMetrics article={article} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
