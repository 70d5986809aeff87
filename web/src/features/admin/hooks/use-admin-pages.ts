import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_PAGE_SIZE, type AdminPageQuery, type ListFilter } from '../api/admin-pages';
import type { ServerPaging } from '../components/admin-table';
import { useListAddress } from './use-list-address';

/**
 * One of the admin's server-paged lists (users, submissions, articles), at the search, filter
 * and page the address holds: `rows` and `paging` for its AdminTable, and the search and filter
 * for its toolbar.
 *
 * A cursor leads only forward, so a page reached from a shared link or a reload is found by
 * following the pages before it; those stay cached, so moving back and forth later asks the
 * server for nothing new.
 */
export function useAdminPages<T>(pagedQuery: (filter: ListFilter) => AdminPageQuery<T>) {
  const address = useListAddress();
  const query = useInfiniteQuery(pagedQuery(address.filter));
  const { fetchNextPage } = query;
  const loaded = query.data?.pages.length ?? 0;
  const needMore = loaded <= address.page && query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  // Past the last page (the list shrank, or the link was edited): the last page there is.
  const shown = loaded === 0 ? 0 : Math.min(address.page, loaded - 1);
  const reaching = loaded <= address.page && query.hasNextPage;
  const paging: ServerPaging = {
    total: query.data?.pages[0]?.total ?? 0,
    exact: query.data?.pages[0]?.exact ?? true,
    page: shown,
    pageSize: ADMIN_PAGE_SIZE,
    onPageChange: address.setPage,
  };
  return {
    rows: {
      data: reaching ? undefined : query.data?.pages[shown]?.data,
      isPending: query.isPending || reaching,
      isError: query.isError,
      refetch: () => query.refetch(),
    },
    paging,
    filter: address.filter,
    setSearch: address.setSearch,
    setStatus: address.setStatus,
  };
}
