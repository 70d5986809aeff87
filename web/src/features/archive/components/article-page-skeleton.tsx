import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The article page's outline while the article loads. */
export function ArticlePageSkeleton() {
  return (
    <Stack role="status" aria-label="Loading article" aria-busy="true">
      <Skeleton width="40%" sx={{ mb: 3 }} />
      <Skeleton variant="text" sx={{ fontSize: '2.4rem' }} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2.4rem', mb: 1.5 }} />
      <Skeleton width="30%" sx={{ mb: 4 }} />
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { md: 2 } }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1200 / 630', height: 'auto', mb: 3 }} />
          <Skeleton variant="rectangular" height={48} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={i % 4 === 3 ? '60%' : '100%'} />
          ))}
        </Grid>
      </Grid>
    </Stack>
  );
}
