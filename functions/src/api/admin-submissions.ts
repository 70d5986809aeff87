/**
 * The admin's handling of submissions (behind requireAdmin, as every /api/admin/** route:
 * app.ts): list, read or download any, delete, approve and reject.
 */
import { Router, type Request, type Response } from 'express';
import type { SubmissionStatus } from '@journal/common/constants';
import { submissionPageQuerySchema } from '@journal/common/contracts/paging';
import { DOWNLOAD_QUERY, submissionApi } from '@journal/common/contracts/submissions-routes';
import { currentUser } from '../http/auth';
import { sendManuscript } from '../http/stored-file';
import { methodNotAllowed } from '../http/errors';
import { parseQuery } from '../http/input';
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
      ...(await listSubmissionsPage(parseQuery(submissionPageQuerySchema, req.query))),
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

adminSubmissionsRouter.route(submissionApi.approve.pattern).patch(decide('Approved')).all(methodNotAllowed);
adminSubmissionsRouter.route(submissionApi.reject.pattern).patch(decide('Rejected')).all(methodNotAllowed);
