import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';

/** Tells the server a reader opened the article; the server decides whether it counts. */
export async function recordView(slug: string): Promise<void> {
  await apiResponse(`/api/articles/${encodeURIComponent(slug)}/views`, { method: 'POST' });
}

export function useRecordView(slug: string) {
  return useMutation({
    mutationKey: ['articles', 'views', slug],
    mutationFn: () => recordView(slug),
    retry: false,
  });
}
