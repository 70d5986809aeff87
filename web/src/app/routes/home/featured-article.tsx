import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { useArticles } from '../../../features/archive/api/articles';
import { ArticleCover } from '../../../features/archive/components/article-cover';
import { EmptyState, ErrorState } from '../../../lib/ui/load-states';
import { articlePath } from '@journal/common/contracts/articles-routes';
import { visuallyHiddenSx } from '../../../lib/ui/visually-hidden';
import { HomeSection } from './home-section';

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
          cover={<Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto' }} />}
          text={
            <Box role="status" aria-label="Loading the featured article" aria-busy="true">
              <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} />
              <Skeleton width="40%" sx={{ mb: 2 }} />
              <Skeleton />
              <Skeleton />
              <Skeleton width="70%" />
            </Box>
          }
        />
      ) : article ? (
        <FeaturedCard article={article} />
      ) : (
        <EmptyState title="No article is featured at the moment.">
          <Typography variant="body2">The latest articles are listed under Recently Published.</Typography>
        </EmptyState>
      )}
    </HomeSection>
  );
}

function FeaturedCard({ article }: { article: Article }) {
  return (
    <FeaturedLayout
      cover={<ArticleCover image={article.image} title={article.title} />}
      text={
        <>
          <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mb: 1 }}>
            {article.volume.name} ({article.volume.year}), {article.issue.name}
          </Typography>
          <Typography variant="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {article.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{article.author}</Typography>
          <Typography
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              mb: 3,
            }}
          >
            {article.abstract}
          </Typography>
          <Button
            component={RouterLink}
            to={articlePath(article)}
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
          >
            Read More
            {/* Link text that names its target, for screen readers and search engines alike. */}
            <Box component="span" sx={visuallyHiddenSx}>
              : {article.title}
            </Box>
          </Button>
        </>
      }
    />
  );
}

function FeaturedLayout({ cover, text }: { cover: ReactNode; text: ReactNode }) {
  return (
    <Card variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }}>
      <Grid container spacing={{ xs: 2, md: 4 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>{cover}</Grid>
        <Grid size={{ xs: 12, md: 7 }}>{text}</Grid>
      </Grid>
    </Card>
  );
}
