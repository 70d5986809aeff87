/**
 * Articles: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';
import type { ArticleListQuery, ArticlePlace } from './articles';
import { pdfFileName } from '../slug';

export const articleApi = {
  list: apiRoute('/articles'),
  detail: apiRoute('/articles/:slug'),
  pdf: apiRoute('/articles/:slug/pdf'),
  image: apiRoute('/articles/:slug/image'),
  views: apiRoute('/articles/:slug/views'),
  cite: apiRoute('/articles/:slug/cite'),
  adminList: apiRoute('/admin/articles'),
  adminDetail: apiRoute('/admin/articles/:id'),
  adminFeatured: apiRoute('/admin/articles/featured/:id'),
} as const;

export const articlePages = {
  article: pageRoute('/archives/:volumeSlug/:issueSlug/:articleSlug'),
} as const;

export function articlePath(article: ArticlePlace): string {
  return articlePages.article.path({
    volumeSlug: article.volume.slug,
    issueSlug: article.issue.slug,
    articleSlug: article.slug,
  });
}

/** Google Scholar wants the full text on the same host and inside the article's own folder. */
export function articlePdfPath(article: ArticlePlace): string {
  return `${articlePath(article)}/${pdfFileName(article.title)}`;
}

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleListQuery = {}) => [...articleKeys.all, 'list', query] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', slug] as const,
  adminList: () => [...articleKeys.all, 'admin', 'list'] as const,
  views: (slug: string) => [...articleKeys.all, 'views', slug] as const,
};
