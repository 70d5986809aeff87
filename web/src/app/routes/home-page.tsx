import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeaturedArticle } from './home/featured-article';
import { Hero } from './home/hero';
import { IndexedBy } from './home/indexed-by';
import { RecentArticles } from './home/recent-articles';
import { Welcome } from './home/welcome';

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          <Welcome />
          <FeaturedArticle />
          <RecentArticles />
          <IndexedBy />
        </Stack>
      </Container>
    </>
  );
}
