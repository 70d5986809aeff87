import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { articleApi, articleKeys } from '@journal/common/contracts/articles-routes';
import { FULL_TEXT_FIELD, type FullTextStatus } from '@journal/common/contracts/full-text';
import { ApiError, apiData, apiJson, apiUpload } from '../../../lib/api-client';
import { refreshAfterChange } from '../../../lib/refresh-after-change';

/** GET /api/admin/articles/{id}/full-text: null when the article has none (404 no-full-text). */
async function readFullTextStatus(id: string): Promise<FullTextStatus | null> {
  try {
    return await apiData<FullTextStatus>(articleApi.adminFullText.path({ id }), { authenticated: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'no-full-text') return null;
    throw error;
  }
}

export const useFullTextStatus = (id: string) =>
  useQuery({ queryKey: articleKeys.adminFullText(id), queryFn: () => readFullTextStatus(id) });

/** Whatever changed a full text changes the article's page, its lists and search: all of `articleKeys`. */
function useRefreshArticles() {
  const queryClient = useQueryClient();
  return () => refreshAfterChange(queryClient, articleKeys.all);
}

/** PUT the Word file as multipart; the answer is the new text's status and warnings. */
export function useAttachFullText(id: string, onProgress: (fraction: number) => void) {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append(FULL_TEXT_FIELD, file, file.name);
      const body = await apiUpload<{ data: FullTextStatus }>(
        articleApi.adminFullText.path({ id }),
        form,
        onProgress,
        {
          method: 'PUT',
        },
      );
      return body.data;
    },
    onSuccess: refresh,
  });
}

export function useRemoveFullText(id: string) {
  const refresh = useRefreshArticles();
  return useMutation({
    mutationFn: () =>
      apiJson<{ message: string }>(articleApi.adminFullText.path({ id }), {
        method: 'DELETE',
        authenticated: true,
      }),
    onSuccess: refresh,
  });
}
