/** Public reads of the archive's issues; `?volume=<slug>` narrows to one volume. */
import { Router } from 'express';
import { issueDetailQuerySchema, issueErrors, issueListQuerySchema } from '@journal/common/contracts/issues';
import { issueApi } from '@journal/common/contracts/issues-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { parseQuery } from '../http/input';
import { findIssueBySlug, listIssues, toIssue } from '../services/issues';

export const issuesRouter = Router();

issuesRouter
  .route(issueApi.list.pattern)
  .get(async (req, res) => {
    const { volume } = parseQuery(issueListQuerySchema, req.query);
    const issues = await listIssues({ volumeSlug: volume });
    cachePublic(res);
    res.json({ status: 200, data: issues.map(toIssue) });
  })
  .all(methodNotAllowed);

issuesRouter
  .route(issueApi.detail.pattern)
  .get(async (req, res) => {
    // An issue slug names an issue only within its volume (docs/decisions.md "Archive").
    const { volume } = parseQuery(issueDetailQuerySchema, req.query);
    const issue = await findIssueBySlug(req.params.slug, volume);
    if (!issue) throw new HttpError(issueErrors.notFound);
    cachePublic(res);
    res.json({ status: 200, data: toIssue(issue) });
  })
  .all(methodNotAllowed);
