import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ArticleListQuery } from '@journal/common/contracts/articles';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { apiResponse } from '../../../lib/api-client';
import { usePublicReads } from '../../../lib/public-reads';

/** Each page asks only for what it shows (docs/decisions.md "Lists and search"). */
export function articlesQueryOptions(reads: PublicReads, query: ArticleListQuery = {}) {
  return queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: () => reads.articles(query),
  });
}

export function articleQueryOptions(reads: PublicReads, slug: string) {
  return queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: () => reads.article(slug),
  });
}

export const useArticles = (query: ArticleListQuery = {}) =>
  useQuery(articlesQueryOptions(usePublicReads(), query));
export const useArticle = (slug: string) => useQuery(articleQueryOptions(usePublicReads(), slug));

/** Tells the server a reader opened the article; the server decides whether it counts. */
export function useRecordView(slug: string) {
  return useMutation({
    mutationKey: articleKeys.views(slug),
    mutationFn: async () => {
      await apiResponse(articleApi.views.path({ slug }), { method: 'POST' });
    },
    retry: false,
  });
}
