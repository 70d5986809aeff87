/**
 * Public reads of articles (functions/src/reads), and their cover image, PDF and full-text
 * figures streamed from Storage.
 */
import { Router, type Request, type Response } from 'express';
import { articleErrors } from '@journal/common/contracts/articles';
import { fullTextErrors } from '@journal/common/contracts/full-text';
import { articleApi } from '@journal/common/contracts/articles-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { readArticle, readArticles, readFullText } from '../reads/articles';
import { findArticleBySlug } from '../services/articles';
import { figurePath } from '../services/full-texts';
import { FIGURE_CONTENT_TYPE } from '../fulltext/figures';
import { COVER_CONTENT_TYPE, COVER_EXTENSION } from '../services/cover-image';
import { contentDisposition, sendArticlePdf, streamFile } from '../http/stored-file';

export const articlesRouter = Router();

async function articleOr404(req: Request<{ slug: string }>) {
  const article = await findArticleBySlug(req.params.slug);
  if (!article) throw new HttpError(articleErrors.notFound);
  return article;
}

function publicCacheControl(res: Response): string {
  cachePublic(res);
  return String(res.get('Cache-Control'));
}

articlesRouter
  .route(articleApi.list.pattern)
  .get(async (req, res) => {
    const data = await readArticles(req.params, req.query);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);

articlesRouter
  .route(articleApi.detail.pattern)
  .get(async (req, res) => {
    const data = await readArticle(req.params);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);

articlesRouter
  .route(articleApi.pdf.pattern)
  .get(async (req, res) => {
    const sent = await sendArticlePdf(req, res, await articleOr404(req));
    if (!sent) throw new HttpError(articleErrors.noPdf);
  })
  .all(methodNotAllowed);

articlesRouter
  .route(articleApi.image.pattern)
  .get(async (req, res) => {
    const { doc } = await articleOr404(req);
    const extension = doc.imagePath?.split('.').pop() ?? 'img';
    const sent =
      doc.imagePath !== null &&
      (await streamFile(res, doc.imagePath, {
        contentType: doc.imageContentType ?? 'application/octet-stream',
        disposition: contentDisposition('inline', `${doc.slug}.${extension}`),
        cacheControl: publicCacheControl(res),
      }));
    if (!sent) throw new HttpError(articleErrors.noImage);
  })
  .all(methodNotAllowed);

articlesRouter
  .route(articleApi.imageRendition.pattern)
  .get(async (req, res) => {
    const { doc } = await articleOr404(req);
    const rendition = (doc.imageRenditions ?? []).find(({ width }) => String(width) === req.params.width);
    const sent =
      rendition !== undefined &&
      (await streamFile(res, rendition.path, {
        contentType: COVER_CONTENT_TYPE,
        disposition: contentDisposition('inline', `${doc.slug}-${rendition.width}.${COVER_EXTENSION}`),
        cacheControl: publicCacheControl(res),
      }));
    if (!sent) throw new HttpError(articleErrors.noImage);
  })
  .all(methodNotAllowed);

articlesRouter
  .route(articleApi.fullText.pattern)
  .get(async (req, res) => {
    const data = await readFullText(req.params);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);

articlesRouter
  .route(articleApi.fullTextFigure.pattern)
  .get(async (req, res) => {
    const article = await articleOr404(req);
    const path = figurePath(article, req.params.figure);
    const sent =
      path !== null &&
      (await streamFile(res, path, {
        contentType: FIGURE_CONTENT_TYPE,
        disposition: contentDisposition('inline', req.params.figure),
        cacheControl: publicCacheControl(res),
      }));
    if (!sent) throw new HttpError(fullTextErrors.figureNotFound);
  })
  .all(methodNotAllowed);
