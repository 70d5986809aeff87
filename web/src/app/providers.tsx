import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { SiteOriginProvider } from '../lib/site-origin';
import { theme } from '../lib/ui/theme';

interface AppProvidersProps {
  /** The client the routes' loaders fill (app/routes.tsx). */
  queryClient: QueryClient;
  /** The site's origin when the page was rendered on the server (lib/site-origin.tsx). */
  origin?: string;
  children: ReactNode;
}

/** What every screen renders inside. */
export function AppProviders({ queryClient, origin, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider value={origin ?? null}>
          <SessionProvider>{children}</SessionProvider>
        </SiteOriginProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
