/** Public reads of articles, and their cover image and PDF streamed from Storage. */
import { Router, type Request, type Response } from 'express';
import { publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';
import { methodNotAllowed, notFound } from '../http/errors';
import { cachePublic } from '../http/cache';
import { siteOrigin } from '../http/urls';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug, listArticles } from '../services/articles';
import { contentDisposition, streamFile } from '../http/stored-file';
import { visitorOf } from '../http/visitor';
import { recordDownload } from '../services/metrics';

export const articlesRouter = Router();

async function articleOr404(req: Request) {
  const article = await findArticleBySlug(String(req.params.slug));
  if (!article) throw notFound(publicMessages.articleNotFound);
  return article;
}

function publicCacheControl(res: Response): string {
  cachePublic(res);
  return String(res.get('Cache-Control'));
}

articlesRouter
  .route('/articles')
  .get(async (req, res) => {
    const articles = await listArticles(req.query);
    const origin = siteOrigin(req);
    cachePublic(res);
    res.json({ status: 200, data: articles.map((a) => toArticle(a, origin)) });
  })
  .all(methodNotAllowed);

articlesRouter
  .route('/articles/:slug')
  .get(async (req, res) => {
    const article = await articleOr404(req);
    cachePublic(res);
    res.json({ status: 200, data: toArticle(article, siteOrigin(req)) });
  })
  .all(methodNotAllowed);

articlesRouter
  .route('/articles/:slug/pdf')
  .get(async (req, res) => {
    const { id, doc } = await articleOr404(req);
    if (doc.pdfPath === null) throw notFound(publicMessages.noPdf);
    // Counted before the bytes go out, and never cached by the CDN, so every download counts.
    if (req.method === 'GET') await recordDownload(visitorOf(req), id);
    const sent = await streamFile(res, doc.pdfPath, {
      contentType: 'application/pdf',
      disposition: contentDisposition('inline', pdfFileName(doc.title)),
      cacheControl: 'private, max-age=3600',
    });
    if (!sent) throw notFound(publicMessages.noPdf);
  })
  .all(methodNotAllowed);

articlesRouter
  .route('/articles/:slug/image')
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
    if (!sent) throw notFound(publicMessages.imageNotFound);
  })
  .all(methodNotAllowed);
