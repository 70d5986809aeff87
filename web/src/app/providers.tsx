import type { EmotionCache } from '@emotion/cache';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { SiteOriginProvider } from '../lib/site-origin';
import { EmotionCacheContext } from '../lib/ui/emotion-cache-context';
import { TitleReportProvider } from '../lib/use-document-title';

interface AppProvidersProps {
  /** The client the routes' loaders fill (app/routes.tsx). */
  queryClient: QueryClient;
  /** On the server: the render's Emotion cache, which collects the styles of the page's MUI parts (lib/ui/mui-scope.tsx). */
  emotionCache?: EmotionCache;
  /** The site's origin when the page was rendered on the server (lib/site-origin.tsx). */
  origin?: string;
  /** On the server: told the page's title (lib/use-document-title.ts). */
  onTitle?: (title: string | undefined) => void;
  children: ReactNode;
}

/**
 * What every screen renders inside, the same on the server and in the browser. No styling
 * runtime: the page's base rules are a stylesheet (lib/ui/base.css), and the parts drawn with MUI
 * bring its theme along (lib/ui/mui-scope.tsx).
 */
export function AppProviders({ queryClient, emotionCache, origin, onTitle, children }: AppProvidersProps) {
  return (
    <EmotionCacheContext value={emotionCache ?? null}>
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider value={origin ?? null}>
          <TitleReportProvider value={onTitle ?? null}>
            <SessionProvider>{children}</SessionProvider>
          </TitleReportProvider>
        </SiteOriginProvider>
      </QueryClientProvider>
    </EmotionCacheContext>
  );
}
