import type { Article } from '@journal/common/types';

export function ArticleMetrics(_props: { article: Article }) {
  return null;
}
