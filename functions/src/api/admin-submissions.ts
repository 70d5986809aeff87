/**
 * The admin's handling of submissions (mounted under /api/admin, behind requireAdmin): list,
 * read or download any, delete, approve and reject.
 */
import { Router, type Request, type Response } from 'express';
import type { SubmissionStatus } from '@journal/common/constants';
import { currentUser } from '../http/auth';
import { sendManuscript } from '../http/stored-file';
import { methodNotAllowed } from '../http/errors';
import {
  decideSubmission,
  deleteSubmission,
  getSubmission,
  listAllSubmissions,
  findManuscript,
} from '../services/submissions';

/** The decision records the admin's e-mail: the one fixed admin is known by it (DECISIONS.md). */
function decider(req: Request): string {
  const admin = currentUser(req);
  return admin.email ?? admin.uid;
}

function decide(status: Exclude<SubmissionStatus, 'Pending'>) {
  return async (req: Request, res: Response) => {
    const data = await decideSubmission(String(req.params.id), status, decider(req));
    res.json({ status: 200, data });
  };
}

export const adminSubmissionsRouter = Router();

adminSubmissionsRouter
  .route('/submissions')
  .get(async (_req, res) => {
    res.json({ status: 200, data: await listAllSubmissions() });
  })
  .all(methodNotAllowed);

adminSubmissionsRouter
  .route('/submissions/:id')
  .get(async (req, res) => {
    const id = String(req.params.id);
    if (req.query.download === 'true') {
      await sendManuscript(res, await findManuscript(id));
      return;
    }
    res.json({ status: 200, data: await getSubmission(id) });
  })
  .delete(async (req, res) => {
    const id = String(req.params.id);
    await deleteSubmission(id);
    res.json({ status: 200, data: { _id: id } });
  })
  .all(methodNotAllowed);

adminSubmissionsRouter.route('/submissions/:id/approve').patch(decide('Approved')).all(methodNotAllowed);
adminSubmissionsRouter.route('/submissions/:id/reject').patch(decide('Rejected')).all(methodNotAllowed);
