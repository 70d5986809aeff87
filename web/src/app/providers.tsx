import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { SiteOriginProvider } from '../lib/site-origin';
import { theme } from '../lib/ui/theme';
import { TitleReportProvider } from '../lib/use-document-title';

interface AppProvidersProps {
  /** The client the routes' loaders fill (app/routes.tsx). */
  queryClient: QueryClient;
  /** Emotion's cache (lib/emotion-cache.ts); the server collects the page's styles from its own. */
  emotionCache?: EmotionCache;
  /** The site's origin when the page was rendered on the server (lib/site-origin.tsx). */
  origin?: string;
  /** On the server: told the page's title (lib/use-document-title.ts). */
  onTitle?: (title: string | undefined) => void;
  children: ReactNode;
}

/** What every screen renders inside, the same on the server and in the browser. */
export function AppProviders({ queryClient, emotionCache, origin, onTitle, children }: AppProvidersProps) {
  const app = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider value={origin ?? null}>
          <TitleReportProvider value={onTitle ?? null}>
            <SessionProvider>{children}</SessionProvider>
          </TitleReportProvider>
        </SiteOriginProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
