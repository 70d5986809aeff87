/**
 * The query client: one per browser tab, and one per request when a page is rendered on the
 * server (docs/plans/rendered-pages.md §3). Where a query's data comes from is the query's own
 * business (lib/public-reads.tsx for the public pages), not the client's.
 */
import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A query's `meta` key: `false` leaves the query out of a rendered page's state, for data the
 * page already carries as markup the browser keeps (a static region, lib/static-region.tsx).
 */
export const IN_PAGE_STATE = 'inPageState';

interface QueryClientOptions {
  /** A client for one server render: it answers at once, and a failure is the page's status. */
  server?: boolean;
}

export function createQueryClient({ server = false }: QueryClientOptions = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again; network faults and 5xx may. A server
        // render does not wait: a failure becomes the page's 503 (app/loaders.ts).
        retry: server
          ? false
          : (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      // What a rendered page's state carries (entry-server.tsx): the successful queries, less
      // those whose data the page holds as markup only.
      dehydrate: {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) && query.meta?.[IN_PAGE_STATE] !== false,
      },
    },
  });
}
