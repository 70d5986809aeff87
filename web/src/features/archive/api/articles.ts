import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type Article, type ArticleListQuery } from '@journal/common/contracts/articles';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import { apiResponse } from '../../../lib/api-client';
import { readData } from '../../../lib/query-client';

/** Each page asks only for what it shows (docs/decisions.md "Lists and search"). */
export function articlesQueryOptions(query: ArticleListQuery = {}) {
  return queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: readData<Article[]>(articleApi.list.path({}, query)),
  });
}

export function articleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: readData<Article>(articleApi.detail.path({ slug })),
  });
}

export const useArticles = (query: ArticleListQuery = {}) => useQuery(articlesQueryOptions(query));
export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));

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
