import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { INTERACTIVE_ATTRIBUTE } from '@journal/common/contracts/rendered-page';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';

/**
 * The header and footer are hidden on /admin paths and paths with a `studio` segment
 * (docs/decisions.md "Screens and routes"). Matched by whole path segments, so that an
 * article whose slug merely starts with "admin" (administrative-law) keeps both.
 */
const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function showsHeader(pathname: string): boolean {
  return !segmentsOf(pathname).some((segment) => segment === 'studio' || segment === 'admin');
}

function showsFooter(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return !segments.includes('studio') && segments[0] !== 'admin';
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  // Effects run once the hydrated page is committed, never on the server.
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {/* A page's code is fetched on first visit; the bar says something is happening. */}
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className={styles.progress} />
      )}
      {showsHeader(pathname) && <Header />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
