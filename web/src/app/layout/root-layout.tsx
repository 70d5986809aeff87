import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { INTERACTIVE_ATTRIBUTE } from '@journal/common/contracts/rendered-page';
import { Footer } from './footer';
import { Header } from './header';

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
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: 8,
          transform: 'translateY(-200%)',
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          borderRadius: 1,
          boxShadow: 2,
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to content
      </Box>
      {/* A page's code is fetched on first visit; the bar says something is happening. */}
      {navigation.state === 'loading' && (
        <LinearProgress
          color="secondary"
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar' }}
        />
      )}
      {showsHeader(pathname) && <Header />}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      {showsFooter(pathname) && <Footer />}
      <ScrollRestoration />
    </Box>
  );
}
