/**
 * The admin's archive: create and delete volumes, issues and articles, and choose the
 * featured article (behind requireAdmin, as every /api/admin/** route: app.ts).
 */
import { Router } from 'express';
import { adminMessages } from '@journal/common/messages';
import { ARTICLE_FILE_FIELDS, articleFieldsSchema } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import { fileErrors, MAX_ARTICLE_IMAGE_BYTES, MAX_ARTICLE_PDF_BYTES } from '@journal/common/contracts/files';
import { issueInputSchema } from '@journal/common/contracts/issues';
import { adminPageQuerySchema } from '@journal/common/contracts/paging';
import { issueApi } from '@journal/common/contracts/issues-routes';
import { volumeInputSchema } from '@journal/common/contracts/volumes';
import { volumeApi } from '@journal/common/contracts/volumes-routes';
import { methodNotAllowed } from '../http/errors';
import { parseBody } from '../http/input';
import { presentFile, readMultipart } from '../http/multipart';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { createArticle, deleteArticle, listArticlesPage } from '../services/articles';
import { setFeaturedArticle } from '../services/featured';
import { createIssue, deleteIssue, listIssues, toIssue } from '../services/issues';
import { parsePageQuery } from '../services/paging';
import { createVolume, deleteVolume, listVolumes, toVolume } from '../services/volumes';

export const adminArchiveRouter = Router();

const deleted = {
  volume: adminMessages.volumeDeleted,
  issue: adminMessages.issueDeleted,
  article: adminMessages.articleDeleted,
} as const;

adminArchiveRouter
  .route(volumeApi.adminList.pattern)
  .get(async (_req, res) => {
    res.json({ status: 200, data: (await listVolumes()).map(toVolume) });
  })
  .post(async (req, res) => {
    const volume = await createVolume(parseBody(volumeInputSchema, req.body));
    res.status(201).json({ status: 201, data: toVolume(volume) });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route(volumeApi.adminDetail.pattern)
  .delete(async (req, res) => {
    await deleteVolume(req.params.id);
    res.json({ status: 200, message: deleted.volume });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route(issueApi.adminList.pattern)
  .get(async (_req, res) => {
    res.json({ status: 200, data: (await listIssues()).map(toIssue) });
  })
  .post(async (req, res) => {
    const issue = await createIssue(parseBody(issueInputSchema, req.body));
    res.status(201).json({ status: 201, data: toIssue(issue) });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route(issueApi.adminDetail.pattern)
  .delete(async (req, res) => {
    await deleteIssue(req.params.id);
    res.json({ status: 200, message: deleted.issue });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route(articleApi.adminList.pattern)
  .get(async (req, res) => {
    const page = await listArticlesPage(parsePageQuery(adminPageQuerySchema, req.query));
    res.json({ status: 200, ...page, data: page.data.map((a) => toArticle(a, config.siteUrl)) });
  })
  .post(async (req, res) => {
    const { fields, files } = await readMultipart(req, {
      files: {
        [ARTICLE_FILE_FIELDS.image]: {
          maxBytes: MAX_ARTICLE_IMAGE_BYTES,
          tooLarge: fileErrors.articleImageTooLarge,
        },
        [ARTICLE_FILE_FIELDS.pdf]: {
          maxBytes: MAX_ARTICLE_PDF_BYTES,
          tooLarge: fileErrors.articlePdfTooLarge,
        },
      },
    });
    const image = presentFile(files[ARTICLE_FILE_FIELDS.image]);
    const pdf = presentFile(files[ARTICLE_FILE_FIELDS.pdf]);
    const article = await createArticle(parseBody(articleFieldsSchema, fields), {
      image: image && { data: image.data, contentType: image.mimeType },
      pdf: pdf && { data: pdf.data },
    });
    res.status(201).json({ status: 201, data: toArticle(article, config.siteUrl) });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route(articleApi.adminFeatured.pattern)
  .put(async (req, res) => {
    const article = await setFeaturedArticle(req.params.id);
    res.json({
      status: 200,
      message: adminMessages.featured(article.doc.title),
      data: toArticle(article, config.siteUrl),
    });
  })
  .all(methodNotAllowed);

adminArchiveRouter
  .route(articleApi.adminDetail.pattern)
  .delete(async (req, res) => {
    await deleteArticle(req.params.id);
    res.json({ status: 200, message: deleted.article });
  })
  .all(methodNotAllowed);
