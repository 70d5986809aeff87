import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminPageQuery } from '../api/admin-pages';

/**
 * Page `page` (from 0) of a server-paged list. A cursor leads only forward, so a page reached
 * from a shared link or a reload is found by following the pages before it; those stay
 * cached, so moving back and forth later asks the server for nothing new.
 */
export function usePagedList<T>(options: AdminPageQuery<T>, page: number) {
  const query = useInfiniteQuery(options);
  const { fetchNextPage } = query;
  const loaded = query.data?.pages.length ?? 0;
  const needMore = loaded <= page && query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  // Past the last page (the list shrank, or the link was edited): the last page there is.
  const shown = loaded === 0 ? 0 : Math.min(page, loaded - 1);
  const current = query.data?.pages[shown];
  const reaching = loaded <= page && query.hasNextPage;
  return {
    data: reaching ? undefined : current?.data,
    total: query.data?.pages[0]?.total ?? 0,
    exact: query.data?.pages[0]?.exact ?? true,
    page: shown,
    isPending: query.isPending || reaching,
    isError: query.isError,
    refetch: () => query.refetch(),
  };
}
