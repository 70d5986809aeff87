/**
 * The admin's long lists (users, submissions, articles) a page at a time from the server:
 * `?limit&cursor` with the search `q` and, for submissions, `status`, answering
 * `{data, next, total, exact}` (docs/decisions.md "Admin lists: paging and search"). One infinite query
 * per list and filter: the pages already seen stay cached, so going back is instant.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Article } from '@journal/common/contracts/articles';
import { ADMIN_PAGE, type AdminPage } from '@journal/common/contracts/paging';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import type { Submission } from '@journal/common/contracts/submissions';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import type { User } from '@journal/common/contracts/users';
import { userApi, userKeys } from '@journal/common/contracts/users-routes';
import type { SubmissionStatus } from '@journal/common/constants';
import { apiJson } from '../../../lib/api-client';

/** Rows a page: the server's default, and what one screen of the table holds. */
export const ADMIN_PAGE_SIZE = ADMIN_PAGE.defaultLimit;

export interface ListFilter {
  q: string;
  status?: SubmissionStatus | '';
}

function pagedQuery<T>(
  key: readonly unknown[],
  path: (query: Record<string, string | number | undefined>) => string,
  filter: ListFilter,
) {
  return infiniteQueryOptions({
    queryKey: [...key, { q: filter.q, status: filter.status ?? '' }],
    queryFn: ({ pageParam }) =>
      apiJson<AdminPage<T>>(
        path({
          limit: ADMIN_PAGE_SIZE,
          cursor: pageParam ?? undefined,
          q: filter.q || undefined,
          status: filter.status || undefined,
        }),
        { authenticated: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

export type AdminPageQuery<T> = ReturnType<typeof pagedQuery<T>>;

export const adminPageQueries = {
  users: (filter: ListFilter) =>
    pagedQuery<User>(userKeys.adminList(), (query) => userApi.adminList.path({}, query), filter),
  submissions: (filter: ListFilter) =>
    pagedQuery<Submission>(
      submissionKeys.adminList(),
      (query) => submissionApi.adminList.path({}, query),
      filter,
    ),
  articles: (filter: ListFilter) =>
    pagedQuery<Article>(articleKeys.adminList(), (query) => articleApi.adminList.path({}, query), filter),
};
