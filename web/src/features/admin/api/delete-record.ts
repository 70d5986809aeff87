/** The admin's deletions: one request each, then the lists that showed the record refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import { issueApi, issueKeys } from '@journal/common/contracts/issues-routes';
import { submissionApi, submissionKeys } from '@journal/common/contracts/submissions-routes';
import { userApi, userKeys } from '@journal/common/contracts/users-routes';
import { volumeApi, volumeKeys } from '@journal/common/contracts/volumes-routes';
import { apiJson } from '../../../lib/api-client';
import { forgetFeaturedArticle } from './featured-article-record';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

const deletions = {
  user: { path: (id: string) => userApi.adminDetail.path({ id }), refresh: userKeys.all },
  submission: { path: (id: string) => submissionApi.adminDetail.path({ id }), refresh: submissionKeys.all },
  volume: { path: (id: string) => volumeApi.adminDetail.path({ id }), refresh: volumeKeys.all },
  issue: { path: (id: string) => issueApi.adminDetail.path({ id }), refresh: issueKeys.all },
  // Under the articles' root: the public lists (home page, issue pages, search) refresh too.
  article: { path: (id: string) => articleApi.adminDetail.path({ id }), refresh: articleKeys.all },
} as const;
export type DeletableKind = keyof typeof deletions;

export async function deleteRecord(kind: DeletableKind, id: string): Promise<void> {
  await apiJson(deletions[kind].path(id), { method: 'DELETE', authenticated: true });
  // A deleted article must not linger as the browser's featured record.
  if (kind === 'article') forgetFeaturedArticle(id);
}

export function useDeleteRecord(kind: DeletableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRecord(kind, id),
    onSuccess: () => refreshAfterChange(queryClient, deletions[kind].refresh),
  });
}
