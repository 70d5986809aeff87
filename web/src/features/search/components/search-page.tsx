import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { searchTermProblem, useSearchArticles } from '../api/search-articles';
import { SearchForm } from './search-form';
import { SearchResult } from './search-result';
import { MuiScope } from '../../../lib/ui/mui-scope';

function SearchPageContent() {
  const term = (useParams().term ?? '').trim();
  const search = useSearchArticles(term);
  const problem = searchTermProblem(term);
  useDocumentTitle(term ? `Search: ${term}` : 'Search');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Search results
      </Typography>
      <Box sx={{ mb: 4 }}>
        <SearchForm key={term} initialTerm={term} label="Search again" />
      </Box>
      {problem !== null ? (
        <Typography>{problem}</Typography>
      ) : search.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshIcon aria-hidden />}
              onClick={() => void search.refetch()}
            >
              Try again
            </Button>
          }
        >
          {publicMessages.fetchArticlesFailed}
        </Alert>
      ) : search.isPending ? (
        <ResultsSkeleton />
      ) : (
        <Results term={term} articles={search.data} />
      )}
    </Container>
  );
}

function Results({ term, articles }: { term: string; articles: Article[] }) {
  return (
    <>
      <Typography role="status" sx={{ mb: 3, fontWeight: 600 }}>
        {articles.length === 1 ? '1 article' : `${articles.length} articles`} found for “{term}”
      </Typography>
      {articles.length === 0 ? (
        <NoResults />
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {articles.map((article) => (
            <li key={article._id}>
              <SearchResult article={article} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}

function NoResults() {
  return (
    <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>No articles match your search.</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Some suggestions:
      </Typography>
      <Box component="ul" sx={{ typography: 'body2', m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        <li>Check the spelling of each word.</li>
        <li>
          Try fewer words, or a more general term (for example “concrete” rather than “high-strength concrete
          mix”).
        </li>
        <li>Search for an author’s surname or a keyword instead of a phrase.</li>
        <li>
          Browse every issue in the{' '}
          <Link component={RouterLink} to="/archives" underline="always">
            archives
          </Link>
          .
        </li>
      </Box>
    </Box>
  );
}

function ResultsSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Searching" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Skeleton width="35%" />
            <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton width="90%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function SearchPage() {
  return (
    <MuiScope>
      <SearchPageContent />
    </MuiScope>
  );
}
