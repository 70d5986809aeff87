import type { Article } from '@journal/common/types';

export function CiteArticle(_props: { article: Article }) {
  return null;
}
