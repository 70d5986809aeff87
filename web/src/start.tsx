/**
 * The app's start in the browser: hydrates a page the server rendered, from the state it sent
 * with it, or renders one it did not. Loaded by main.tsx once the page has been drawn.
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { PageState } from '@journal/common/contracts/rendered-page';
import { followLinksInApp } from './app/in-app-links';
import { AppProviders } from './app/providers';
import { createRoutes, loadMissingPageCode } from './app/routes';
import { nextTask } from './lib/next-task';
import { apiReads } from './lib/public-reads';
import { createQueryClient } from './lib/query-client';
import { HydratingServerPageProvider } from './lib/static-region';

declare global {
  interface Window {
    /** Where React Router's browser router reads the server's router state (docs/plans/rendered-pages.md P3). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The page may come from the CDN's cache, minutes old: its data counts as fetched now, or every
 * query would fetch again as the page hydrates (docs/plans/rendered-pages.md P6).
 */
function asFetchedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/**
 * The code of the screens on the page, loaded before the router starts: a screen still to load
 * would make the router render nothing and discard the server's page (P2).
 */
async function loadScreens(routes: RouteObject[]) {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}

/**
 * Not top-level await: with it the bundler wraps every module of the chunk for asynchronous
 * start, about 13 KB gzip more (measured). Answers how to stop the app (a test starts pages one
 * after another in one document).
 */
export async function start(root: HTMLElement, page: PageState | null): Promise<() => void> {
  const queryClient = createQueryClient();
  if (page) hydrate(queryClient, asFetchedNow(page.queries as DehydratedState));
  const routes = createRoutes(queryClient, apiReads);
  if (page) {
    await loadScreens(routes);
    // The server rendered an archive address that names nothing: its 404 page is on screen.
    if ((page.router as { errors?: unknown }).errors) await loadMissingPageCode();
    window.__staticRouterHydrationData = page.router;
  }
  // Each step a task of its own (the router's start reads session storage, slow the first
  // time), and hydration after them: none of it keeps a tap waiting long.
  await nextTask();
  const router = createBrowserRouter(routes);
  const stopFollowingLinks = followLinksInApp(router);
  await nextTask();

  const app = (
    <StrictMode>
      {/* Static regions keep the server's markup (lib/static-region.tsx). */}
      <HydratingServerPageProvider value={page !== null}>
        <AppProviders queryClient={queryClient} reads={apiReads} origin={page?.origin}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydratingServerPageProvider>
    </StrictMode>
  );

  let reactRoot: Root;
  if (page) {
    // Interruptible, so a reader's first tap is not kept waiting by the rest of the page.
    startTransition(() => {
      reactRoot = hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('The page did not hydrate as rendered:', error),
      });
    });
  } else {
    // A page the server did not render: signed-in screens, and `npm run dev`.
    reactRoot = createRoot(root);
    reactRoot.render(app);
  }
  return () => {
    stopFollowingLinks();
    reactRoot.unmount();
    router.dispose();
  };
}
