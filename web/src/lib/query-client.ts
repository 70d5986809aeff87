/**
 * The query client: one per browser tab, and one per request when a page is rendered on the
 * server (docs/plans/rendered-pages.md §3), where queries reach the API app in the same process
 * instead of the network. Each client carries its transport, so the same query options serve
 * both sides.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, apiData, type Transport } from './api-client';

const transports = new WeakMap<QueryClient, Transport>();

interface QueryClientOptions {
  /** How this client's queries reach the API; the browser's fetch by default. */
  transport?: Transport;
  /** A client for one server render: it answers at once, and a failure is the page's status. */
  server?: boolean;
}

export function createQueryClient({ transport, server = false }: QueryClientOptions = {}) {
  const client = new QueryClient({
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
    },
  });
  if (transport) transports.set(client, transport);
  return client;
}

/** The transport the client was made with, or undefined for the browser's fetch. */
export function transportOf(client: QueryClient): Transport | undefined {
  return transports.get(client);
}

/** A query function that reads `{status, data}` from the API through the client's transport. */
export function readData<T>(path: string) {
  return ({ client }: { client: QueryClient }) => apiData<T>(path, { transport: transportOf(client) });
}
