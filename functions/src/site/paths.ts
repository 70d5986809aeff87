/** Public addresses of archive pages, as the SPA's route table and Hosting's rewrites give them. */
import { pdfFileName } from '@journal/common/slug';

interface ArticlePlace {
  slug: string;
  title: string;
  volume: { slug: string };
  issue: { slug: string };
}

export const ARCHIVES_PATH = '/archives';

export function volumePath(volumeSlug: string): string {
  return `${ARCHIVES_PATH}/${volumeSlug}`;
}

export function issuePath(volumeSlug: string, issueSlug: string): string {
  return `${volumePath(volumeSlug)}/${issueSlug}`;
}

export function articlePath(article: ArticlePlace): string {
  return `${issuePath(article.volume.slug, article.issue.slug)}/${article.slug}`;
}

/** Google Scholar wants the full text on the same host and inside the article's own folder. */
export function articlePdfPath(article: ArticlePlace): string {
  return `${articlePath(article)}/${pdfFileName(article.title)}`;
}
