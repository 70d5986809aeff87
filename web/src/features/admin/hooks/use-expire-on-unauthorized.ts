import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * Watches every admin list query (keys `[resource, 'admin', …]`): the API client has already
 * refreshed the token and retried once, so a 401 that still comes back means the session is over.
 */
export function useExpireOnUnauthorized(expire: () => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // Only fresh failures: an error left in the cache from an earlier session must not end this one.
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (event.query.queryKey[1] === 'admin' && error instanceof ApiError && error.status === 401)
          expire();
      }),
    [queryClient, expire],
  );
}
