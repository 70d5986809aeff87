import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { Article } from '@journal/common/contracts/articles';
import { ArticleCard } from './article-card';

interface ArticleGridProps {
  articles: Article[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Columns from the lg breakpoint up. */
  wideColumns?: 2 | 3 | 4;
  renderAction?: (article: Article) => ReactNode;
}

const gridSize = (wideColumns: number) => ({ xs: 12, sm: 6, lg: 12 / wideColumns });

export function ArticleGrid({ articles, headingLevel, wideColumns = 3, renderAction }: ArticleGridProps) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {articles.map((article) => (
        <Grid key={article._id} size={gridSize(wideColumns)} component="li">
          <ArticleCard article={article} headingLevel={headingLevel} action={renderAction?.(article)} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholders shaped like article cards, so the page does not jump when the list arrives. */
export function ArticleGridSkeleton({ count, wideColumns = 3 }: { count: number; wideColumns?: 2 | 3 | 4 }) {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading articles" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={gridSize(wideColumns)}>
          <Card variant="outlined">
            <CardContent>
              <Skeleton width="45%" />
              <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
              <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem', mb: 1 }} />
              <Skeleton width="50%" sx={{ mb: 1.5 }} />
              <Skeleton />
              <Skeleton width="85%" />
              <Skeleton width="30%" sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
