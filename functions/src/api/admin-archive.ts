/**
 * The admin's archive: create and delete volumes, issues and articles, and choose the
 * featured article (behind requireAdmin, as every /api/admin/** route: app.ts).
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { adminMessages } from '@journal/common/messages';
import { ARTICLE_FILE_FIELDS, articleFieldsSchema } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import type { Route } from '@journal/common/contracts/routes';
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

interface ArchiveRecords {
  list: RequestHandler;
  create: RequestHandler;
  remove(id: string): Promise<unknown>;
  /** The dashboard's message for a deletion. */
  deleted: string;
}

/**
 * One kind of archive record: its list and the creation of one at `adminList`, the deletion of
 * one at `adminDetail`; any other method on either path is a 405.
 */
function mountArchiveRecords(
  routes: { adminList: Route<string>; adminDetail: Route<string> },
  { list, create, remove, deleted }: ArchiveRecords,
): void {
  adminArchiveRouter.route(routes.adminList.pattern).get(list).post(create).all(methodNotAllowed);
  adminArchiveRouter
    .route(routes.adminDetail.pattern)
    .delete(async (req: Request<{ id: string }>, res: Response) => {
      await remove(req.params.id);
      res.json({ status: 200, message: deleted });
    })
    .all(methodNotAllowed);
}

/** A short list (volumes, issues), answered whole: the forms choose from all of it. */
function wholeList<R>(list: () => Promise<R[]>, shape: (record: R) => unknown): RequestHandler {
  return async (_req, res) => {
    res.json({ status: 200, data: (await list()).map(shape) });
  };
}

/** A record made from a JSON body its schema accepts. */
function createFromJson<S extends z.ZodType, R>(
  schema: S,
  create: (input: z.infer<S>) => Promise<R>,
  shape: (record: R) => unknown,
): RequestHandler {
  return async (req, res) => {
    const record = await create(parseBody(schema, req.body));
    res.status(201).json({ status: 201, data: shape(record) });
  };
}

mountArchiveRecords(volumeApi, {
  list: wholeList(listVolumes, toVolume),
  create: createFromJson(volumeInputSchema, createVolume, toVolume),
  remove: deleteVolume,
  deleted: adminMessages.volumeDeleted,
});

mountArchiveRecords(issueApi, {
  list: wholeList(listIssues, toIssue),
  create: createFromJson(issueInputSchema, createIssue, toIssue),
  remove: deleteIssue,
  deleted: adminMessages.issueDeleted,
});

/** An article comes as a multipart form: its fields beside its cover image and its PDF. */
const createArticleFromForm: RequestHandler = async (req, res) => {
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
};

mountArchiveRecords(articleApi, {
  // The long list: a page at a time.
  list: async (req, res) => {
    const page = await listArticlesPage(parsePageQuery(adminPageQuerySchema, req.query));
    res.json({ status: 200, ...page, data: page.data.map((a) => toArticle(a, config.siteUrl)) });
  },
  create: createArticleFromForm,
  remove: deleteArticle,
  deleted: adminMessages.articleDeleted,
});

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
