/** GET /api/articles/{slug}/cite?format=bibtex|ris: the article's citation as a file for reference managers. */
import { Router, type RequestHandler } from 'express';
import { toBibtex, toRis } from '@journal/common/citation';
import { apiMessages, publicMessages } from '@journal/common/messages';
import { badRequest, methodNotAllowed, notFound } from '../http/errors';
import { cachePublic } from '../http/cache';
import { siteOrigin } from '../http/urls';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug } from '../services/articles';
import { contentDisposition } from '../http/stored-file';
import { articleLinks } from '../site/article-head';

const FORMATS = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib', render: toBibtex },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris', render: toRis },
} as const;

const isFormat = (value: unknown): value is keyof typeof FORMATS =>
  typeof value === 'string' && Object.hasOwn(FORMATS, value);

const cite: RequestHandler<{ slug: string }> = async (req, res) => {
  const format = req.query.format;
  if (!isFormat(format)) throw badRequest(apiMessages.invalidQuery);
  const record = await findArticleBySlug(req.params.slug);
  if (!record) throw notFound(publicMessages.articleNotFound);
  const origin = siteOrigin(req);
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
citationsRouter.route('/articles/:slug/cite').get(cite).all(methodNotAllowed);
