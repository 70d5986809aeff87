import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { publicMessages } from '@journal/common/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page's code that failed to download (offline, or replaced by a newer release). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * Shown instead of the whole layout when a route fails to render or its code fails to load.
 * Both links reload the document, so a reader stranded on an old release gets the new one.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? publicMessages.pageNotFound : 'Something went wrong';
  useDocumentTitle(title);

  return (
    <Box component="main" id="main" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="sm">
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {notFound
            ? 'The page you asked for does not exist.'
            : isChunkLoadError(error)
              ? 'This page could not be loaded. Please check your connection and try again.'
              : 'This page ran into a problem while loading. Trying again usually helps.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            startIcon={<RefreshIcon aria-hidden />}
            onClick={() => window.location.reload()}
          >
            Try again
          </Button>
          <Button variant="outlined" href="/">
            Go to the home page
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
