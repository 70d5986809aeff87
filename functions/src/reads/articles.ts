/** Public reads of articles: a list narrowed by volume, issue or featured, and one by its slug. */
import { type Article, articleErrors, articleListQuerySchema } from '@journal/common/contracts/articles';
import type { articleApi } from '@journal/common/contracts/articles-routes';
import type { RouteParams } from '@journal/common/contracts/routes';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug, listArticles } from '../services/articles';
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
