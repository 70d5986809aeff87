import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicMessages } from '@journal/common/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SearchForm } from '../../features/search/components/search-form';
import { Failure } from '../layout/route-error';

export function NotFoundPage() {
  useDocumentTitle(publicMessages.pageNotFound);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {publicMessages.pageNotFound}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        There is nothing at this address. The page may have moved, or the link may contain a typing error. Try
        one of these instead:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 5 }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to="/archives" variant="outlined">
          Browse the archives
        </Button>
      </Stack>
      <Box>
        <SearchForm label="Or search the journal" />
      </Box>
    </Container>
  );
}

/**
 * The error boundary of a screen whose address can name nothing (an unknown volume, issue or
 * article): the 404 page in place, as docs/decisions.md "Screens and routes" asks, and any other
 * failure as every screen shows it. It arrives with the screen's code (app/routes.tsx), so the
 * 404 page's code is not in every page's first download.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <Failure error={error} />;
}
