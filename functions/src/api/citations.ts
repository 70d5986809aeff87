/** GET /api/articles/{slug}/cite?format=bibtex|ris: the article's citation as a file for reference managers. */
import { Router, type RequestHandler } from 'express';
import { toBibtex, toRis } from '@journal/common/citation/exchange';
import { articleErrors, citeQuerySchema, type CitationFormat } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { parseQuery } from '../reads/query';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug } from '../services/articles';
import { contentDisposition } from '../http/stored-file';
import { articleLinks } from '../services/article-links';

const FORMATS: Record<CitationFormat, { contentType: string; extension: string; render: typeof toBibtex }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib', render: toBibtex },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris', render: toRis },
};

const cite: RequestHandler<{ slug: string }> = async (req, res) => {
  const { format } = parseQuery(citeQuerySchema, req.query);
  const record = await findArticleBySlug(req.params.slug);
  if (!record) throw new HttpError(articleErrors.notFound);
  const origin = config.siteUrl;
  const article = toArticle(record, origin);
  const links = articleLinks(article, origin);
  const { contentType, extension, render } = FORMATS[format];
  cachePublic(res, 300, 600);
  res
    .status(200)
    .set({
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition('attachment', `${article.slug}.${extension}`),
    })
    .send(render(article, { url: links.page, pdfUrl: links.pdf ?? undefined }));
};

export const citationsRouter = Router();
citationsRouter.route(articleApi.cite.pattern).get(cite).all(methodNotAllowed);
