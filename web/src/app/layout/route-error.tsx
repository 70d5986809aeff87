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
 * A screen that failed to load its code or its data, shown between the header and the footer.
 * (Screens whose address can name nothing show the 404 page instead: app/routes/not-found-page.tsx.)
 */
export function PageError() {
  return <Failure error={useRouteError()} />;
}

/** The layout itself failed: the same words, without header and footer. */
export function RootError() {
  return (
    <Box component="main" id="main">
      <Failure error={useRouteError()} />
    </Box>
  );
}

/** What went wrong, and a way on. Both links reload the document, so a reader stranded on an old release gets the new one. */
export function Failure({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? publicMessages.pageNotFound : 'Something went wrong';
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
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
  );
}
