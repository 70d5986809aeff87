import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { publicMessages } from '@journal/common/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClass } from '../../lib/ui/button';
import { Container } from '../../lib/ui/container';
import { cx } from '../../lib/ui/cx';
import type from '../../lib/ui/type.module.css';
import { SearchForm } from '../../features/search/components/search-form';
import { Failure } from '../layout/route-error';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle(publicMessages.pageNotFound);
  return (
    <Container className={styles.page}>
      <h1 className={cx(type.h1, styles.title)}>{publicMessages.pageNotFound}</h1>
      <p className={cx(type.body1, styles.text)}>
        There is nothing at this address. The page may have moved, or the link may contain a typing error. Try
        one of these instead:
      </p>
      <div className={styles.actions}>
        <RouterLink to="/" className={buttonClass({ variant: 'contained' })}>
          Go to the home page
        </RouterLink>
        <RouterLink to="/archives" className={buttonClass({ variant: 'outlined' })}>
          Browse the archives
        </RouterLink>
      </div>
      <div>
        <SearchForm label="Or search the journal" />
      </div>
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
