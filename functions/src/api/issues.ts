/** Public reads of the archive's issues (functions/src/reads/issues.ts); `?volume=<slug>` narrows to one volume. */
import { Router } from 'express';
import { issueApi } from '@journal/common/contracts/issues-routes';
import { methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { readIssue, readIssues } from '../reads/issues';

export const issuesRouter = Router();

issuesRouter
  .route(issueApi.list.pattern)
  .get(async (req, res) => {
    const data = await readIssues(req.params, req.query);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);

issuesRouter
  .route(issueApi.detail.pattern)
  .get(async (req, res) => {
    const data = await readIssue(req.params, req.query);
    cachePublic(res);
    res.json({ status: 200, data });
  })
  .all(methodNotAllowed);
