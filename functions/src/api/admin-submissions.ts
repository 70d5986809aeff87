/**
 * The admin's handling of submissions (behind requireAdmin, as every /api/admin/** route:
 * app.ts): list, read or download any, delete, approve and reject.
 */
import { Router, type Request, type Response } from 'express';
import type { SubmissionStatus } from '@journal/common/constants';
import { ARTICLE_FILE_FIELDS } from '@journal/common/contracts/articles';
import { fileErrors, MAX_ARTICLE_IMAGE_BYTES, MAX_ARTICLE_PDF_BYTES } from '@journal/common/contracts/files';
import { submissionPageQuerySchema } from '@journal/common/contracts/paging';
import { publishRequestSchema } from '@journal/common/contracts/submissions';
import { DOWNLOAD_QUERY, submissionApi } from '@journal/common/contracts/submissions-routes';
import { currentUser } from '../http/auth';
import { sendManuscript } from '../http/stored-file';
import { methodNotAllowed } from '../http/errors';
import { parseBody } from '../http/input';
import { presentFile, readMultipart } from '../http/multipart';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { parsePageQuery } from '../services/paging';
import { publishSubmission } from '../services/publish';
import {
  decideSubmission,
  deleteSubmission,
  getSubmission,
  listSubmissionsPage,
  findManuscript,
} from '../services/submissions';

/**
 * The decision records the admin's e-mail: the one fixed admin is known by it
 * (docs/decisions.md "Identity and roles").
 */
function decider(req: Request): string {
  const admin = currentUser(req);
  return admin.email ?? admin.uid;
}

function decide(status: Exclude<SubmissionStatus, 'Pending'>) {
  return async (req: Request<{ id: string }>, res: Response) => {
    const data = await decideSubmission(req.params.id, status, decider(req));
    res.json({ status: 200, data });
  };
}

export const adminSubmissionsRouter = Router();

adminSubmissionsRouter
  .route(submissionApi.adminList.pattern)
  .get(async (req, res) => {
    res.json({
      status: 200,
      ...(await listSubmissionsPage(parsePageQuery(submissionPageQuerySchema, req.query))),
    });
  })
  .all(methodNotAllowed);

adminSubmissionsRouter
  .route(submissionApi.adminDetail.pattern)
  .get(async (req, res) => {
    const id = req.params.id;
    if (req.query.download === DOWNLOAD_QUERY.download) {
      await sendManuscript(res, await findManuscript(id));
      return;
    }
    res.json({ status: 200, data: await getSubmission(id) });
  })
  .delete(async (req, res) => {
    const id = req.params.id;
    await deleteSubmission(id);
    res.json({ status: 200, data: { _id: id } });
  })
  .all(methodNotAllowed);

/**
 * JSON `{issue, slug?}`, or the same fields as a multipart form with the final PDF and a cover
 * image beside them (docs/decisions.md "Publishing a submission").
 */
async function readPublication(req: Request) {
  if (!req.is('multipart/form-data'))
    return { request: parseBody(publishRequestSchema, req.body), files: {} };
  const { fields, files } = await readMultipart(req, {
    files: {
      [ARTICLE_FILE_FIELDS.image]: {
        maxBytes: MAX_ARTICLE_IMAGE_BYTES,
        tooLarge: fileErrors.articleImageTooLarge,
      },
      [ARTICLE_FILE_FIELDS.pdf]: { maxBytes: MAX_ARTICLE_PDF_BYTES, tooLarge: fileErrors.articlePdfTooLarge },
    },
  });
  const image = presentFile(files[ARTICLE_FILE_FIELDS.image]);
  const pdf = presentFile(files[ARTICLE_FILE_FIELDS.pdf]);
  return {
    request: parseBody(publishRequestSchema, fields),
    files: {
      image: image && { data: image.data, contentType: image.mimeType },
      pdf: pdf && { data: pdf.data },
    },
  };
}

adminSubmissionsRouter
  .route(submissionApi.publish.pattern)
  .post(async (req: Request<{ id: string }>, res) => {
    const { request, files } = await readPublication(req);
    const article = await publishSubmission(req.params.id, request, files);
    res.status(201).json({ status: 201, data: toArticle(article, config.siteUrl) });
  })
  .all(methodNotAllowed);

adminSubmissionsRouter.route(submissionApi.approve.pattern).patch(decide('Approved')).all(methodNotAllowed);
adminSubmissionsRouter.route(submissionApi.reject.pattern).patch(decide('Rejected')).all(methodNotAllowed);
