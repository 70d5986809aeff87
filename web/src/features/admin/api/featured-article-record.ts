import type { Article } from '@journal/common/contracts/articles';
import { readJson, storageKeys } from '../../../lib/session';

/** The browser's featuredArticle record (docs/decisions.md "Browser session"). */
export interface FeaturedArticleRecord {
  id: string;
  title: string;
  description: string;
  image: string | null;
  slug: string;
  volumeSlug: string;
  issueSlug: string;
}

export function rememberFeaturedArticle(article: Article) {
  const record: FeaturedArticleRecord = {
    id: article._id,
    title: article.title,
    description: article.abstract,
    image: article.image,
    slug: article.slug,
    volumeSlug: article.volume.slug,
    issueSlug: article.issue.slug,
  };
  localStorage.setItem(storageKeys.featuredArticle, JSON.stringify(record));
}

/** A deleted article must not linger as the browser's featured record. */
export function forgetFeaturedArticle(articleId: string) {
  if (readJson<FeaturedArticleRecord>(storageKeys.featuredArticle)?.id === articleId) {
    localStorage.removeItem(storageKeys.featuredArticle);
  }
}
