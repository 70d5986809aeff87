import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { apiReads, PublicReadsProvider } from '../lib/public-reads';
import { SessionProvider } from '../lib/session';
import { SiteOriginProvider } from '../lib/site-origin';
import { TitleReportProvider } from '../lib/use-document-title';

interface AppProvidersProps {
  /** The client the routes' loaders fill (app/routes.tsx). */
  queryClient: QueryClient;
  /** What the public pages read with: the API's routes in the browser, the server's own reads there. */
  reads?: PublicReads;
  /** The site's origin when the page was rendered on the server (lib/site-origin.tsx). */
  origin?: string;
  /** On the server: told the page's title (lib/use-document-title.ts). */
  onTitle?: (title: string | undefined) => void;
  children: ReactNode;
}

/**
 * What every screen renders inside, the same on the server and in the browser. No styling
 * runtime: the page's base rules are a stylesheet (lib/ui/base.css), and the parts drawn with MUI
 * bring its theme and Emotion's cache along (lib/ui/mui-scope.tsx).
 */
export function AppProviders({ queryClient, reads, origin, onTitle, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicReadsProvider value={reads ?? apiReads}>
        <SiteOriginProvider value={origin ?? null}>
          <TitleReportProvider value={onTitle ?? null}>
            <SessionProvider>{children}</SessionProvider>
          </TitleReportProvider>
        </SiteOriginProvider>
      </PublicReadsProvider>
    </QueryClientProvider>
  );
}
