/**
 * The admin's archive: create and delete volumes, issues and articles, and choose the
 * featured article. Mounted under /api/admin behind requireAdmin.
 */
import { Router } from 'express';
import { adminMessages } from '@journal/common/messages';
import { MAX_ARTICLE_IMAGE_BYTES, MAX_ARTICLE_PDF_BYTES } from '@journal/common/contracts/files';
import { methodNotAllowed } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { siteOrigin } from '../http/urls';
import { toArticle } from '../services/article-shape';
import { createArticle, deleteArticle, listArticles } from '../services/articles';
import { setFeaturedArticle } from '../services/featured';
import { createIssue, deleteIssue, listIssues, toIssue } from '../services/issues';
import { createVolume, deleteVolume, listVolumes, toVolume } from '../services/volumes';

export const adminArchiveRouter = Router();

const deleted = {
  volume: adminMessages.volumeDeleted,
  issue: adminMessages.issueDeleted,
  article: adminMessages.articleDeleted,
} as const;

/** A browser sends an empty part for a file input left blank: that is no file. */
const present = (file: UploadedFile | undefined) => (file && file.data.length > 0 ? file : undefined);

adminArchiveRouter
  .route('/volumes')
  .get(async (_req, res) => {
    res.json({ status: 200, data: (await listVolumes()).map(toVolume) });
  })
  .post(async (req, res) => {
    const volume = await createVolume(req.body);
    res.status(201).json({ status: 201, data: toVolume(volume) });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route('/volumes/:id')
  .delete(async (req, res) => {
    await deleteVolume(req.params.id);
    res.json({ status: 200, message: deleted.volume });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route('/issues')
  .get(async (_req, res) => {
    res.json({ status: 200, data: (await listIssues()).map(toIssue) });
  })
  .post(async (req, res) => {
    const issue = await createIssue(req.body);
    res.status(201).json({ status: 201, data: toIssue(issue) });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route('/issues/:id')
  .delete(async (req, res) => {
    await deleteIssue(req.params.id);
    res.json({ status: 200, message: deleted.issue });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route('/articles')
  .get(async (req, res) => {
    const origin = siteOrigin(req);
    res.json({
      status: 200,
      data: (await listArticles({ sort: 'newest' })).map((a) => toArticle(a, origin)),
    });
  })
  .post(async (req, res) => {
    const { fields, files } = await readMultipart(req, {
      files: {
        image: { maxBytes: MAX_ARTICLE_IMAGE_BYTES, tooLarge: adminMessages.imageTooLarge },
        pdf: { maxBytes: MAX_ARTICLE_PDF_BYTES, tooLarge: adminMessages.pdfTooLarge },
      },
    });
    const image = present(files.image);
    const pdf = present(files.pdf);
    const article = await createArticle(fields, {
      image: image && { data: image.data, contentType: image.mimeType },
      pdf: pdf && { data: pdf.data },
    });
    res.status(201).json({ status: 201, data: toArticle(article, siteOrigin(req)) });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route('/articles/featured/:id')
  .put(async (req, res) => {
    const article = await setFeaturedArticle(req.params.id);
    res.json({
      status: 200,
      message: adminMessages.featured(article.doc.title),
      data: toArticle(article, siteOrigin(req)),
    });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route('/articles/:id')
  .delete(async (req, res) => {
    await deleteArticle(req.params.id);
    res.json({ status: 200, message: deleted.article });
  })
  .all(methodNotAllowed);
