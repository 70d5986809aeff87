/** Public reads of the archive's issues; `?volume=<slug>` narrows to one volume. */
import { Router } from 'express';
import { publicMessages } from '@journal/common/messages';
import { articleListQuerySchema } from '@journal/common/contracts/articles';
import { methodNotAllowed, notFound } from '../http/errors';
import { cachePublic } from '../http/cache';
import { parseQuery } from '../services/input';
import { findIssueBySlug, listIssues, toIssue } from '../services/issues';

export const issuesRouter = Router();

const volumeQuery = articleListQuerySchema.pick({ volume: true });

issuesRouter
  .route('/issues')
  .get(async (req, res) => {
    const { volume } = parseQuery(volumeQuery, req.query);
    const issues = await listIssues({ volumeSlug: volume });
    cachePublic(res);
    res.json({ status: 200, data: issues.map(toIssue) });
  })
  .all(methodNotAllowed);

issuesRouter
  .route('/issues/:slug')
  .get(async (req, res) => {
    const { volume } = parseQuery(volumeQuery, req.query);
    const issue = await findIssueBySlug(req.params.slug, volume);
    if (!issue) throw notFound(publicMessages.issueNotFound);
    cachePublic(res);
    res.json({ status: 200, data: toIssue(issue) });
  })
  .all(methodNotAllowed);
