/** An article's absolute addresses as its metadata gives them: its page, its PDF beside it, its picture. */
import type { Article } from '@journal/common/contracts/articles';
import { articlePath, articlePdfPath } from '@journal/common/contracts/articles-routes';

/** The site's own picture for articles without a cover image (og:image must be a raster image). */
export const DEFAULT_IMAGE_PATH = '/images/hero-1.webp';

export interface ArticleLinks {
  page: string;
  pdf: string | null;
  image: string;
}

export function articleLinks(article: Article, origin: string): ArticleLinks {
  return {
    page: `${origin}${articlePath(article)}`,
    pdf: article.pdf ? `${origin}${articlePdfPath(article)}` : null,
    image: article.image ?? `${origin}${DEFAULT_IMAGE_PATH}`,
  };
}
