import type { Article } from '@journal/common/contracts/articles';

export function volumePath(volumeSlug: string): string {
  return `/archives/${volumeSlug}`;
}

export function issuePath(volumeSlug: string, issueSlug: string): string {
  return `/archives/${volumeSlug}/${issueSlug}`;
}

export function articlePath(article: Pick<Article, 'slug' | 'volume' | 'issue'>): string {
  return `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;
}
