import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change on the server, the queries under `queryKey` fetch again. A fetch already in
 * flight may have been answered before the change, and TanStack Query hands an invalidation that
 * very fetch when the query has no data yet (its first load): a list still loading when the admin
 * created an article would show it without the article, and never fetch again. So what is in
 * flight is cancelled first, and the invalidation then starts a fetch of its own.
 */
export async function refreshAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
