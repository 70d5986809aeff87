import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { publicMessages } from '@journal/common/messages';
import { buttonClass } from '../../lib/ui/button';
import { Container } from '../../lib/ui/container';
import { RefreshIcon } from '../../lib/ui/icons';
import type from '../../lib/ui/type.module.css';
import { cx } from '../../lib/ui/cx';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './route-error.module.css';

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
    <main id="main">
      <Failure error={useRouteError()} />
    </main>
  );
}

/** What went wrong, and a way on. Both links reload the document, so a reader stranded on an old release gets the new one. */
export function Failure({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? publicMessages.pageNotFound : 'Something went wrong';
  useDocumentTitle(title);
  return (
    <Container className={styles.failure}>
      <h1 className={cx(type.h1, styles.title)}>{title}</h1>
      <p className={cx(type.body1, styles.explanation)}>
        {notFound
          ? 'The page you asked for does not exist.'
          : isChunkLoadError(error)
            ? 'This page could not be loaded. Please check your connection and try again.'
            : 'This page ran into a problem while loading. Trying again usually helps.'}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ variant: 'contained' })}
          onClick={() => window.location.reload()}
        >
          <RefreshIcon />
          Try again
        </button>
        <a className={buttonClass({ variant: 'outlined' })} href="/">
          Go to the home page
        </a>
      </div>
    </Container>
  );
}
