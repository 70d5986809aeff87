/** Public reads of articles: a list narrowed by volume, issue or featured, one by its slug, and its full text. */
import { type Article, articleErrors, articleListQuerySchema } from '@journal/common/contracts/articles';
import type { articleApi } from '@journal/common/contracts/articles-routes';
import type { FullText } from '@journal/common/contracts/full-text';
import type { RouteParams } from '@journal/common/contracts/routes';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug, listArticles } from '../services/articles';
import { readPublicFullText } from '../services/full-texts';
import { refuse } from '../services/errors';
import { parseQuery } from './query';

/** GET /api/articles */
export async function readArticles(_params: RouteParams<typeof articleApi.list.pattern>, query: unknown) {
  const articles = await listArticles(parseQuery(articleListQuerySchema, query));
  return articles.map((article): Article => toArticle(article, config.siteUrl));
}

/** GET /api/articles/:slug */
export async function readArticle({ slug }: RouteParams<typeof articleApi.detail.pattern>): Promise<Article> {
  const article = await findArticleBySlug(slug);
  if (!article) throw refuse(articleErrors.notFound);
  return toArticle(article, config.siteUrl);
}

/** GET /api/articles/:slug/full-text */
export async function readFullText({
  slug,
}: RouteParams<typeof articleApi.fullText.pattern>): Promise<FullText> {
  return readPublicFullText(slug);
}
