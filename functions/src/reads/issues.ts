/** Public reads of the archive's issues; `?volume=<slug>` narrows to one volume. */
import {
  type Issue,
  issueDetailQuerySchema,
  issueErrors,
  issueListQuerySchema,
} from '@journal/common/contracts/issues';
import type { issueApi } from '@journal/common/contracts/issues-routes';
import type { RouteParams } from '@journal/common/contracts/routes';
import { refuse } from '../services/errors';
import { findIssueBySlug, listIssues, toIssue } from '../services/issues';
import { parseQuery } from './query';

/** GET /api/issues?volume= */
export async function readIssues(_params: RouteParams<typeof issueApi.list.pattern>, query: unknown) {
  const { volume } = parseQuery(issueListQuerySchema, query);
  return (await listIssues({ volumeSlug: volume })).map((issue): Issue => toIssue(issue));
}

/** GET /api/issues/:slug?volume=: an issue slug names an issue only within its volume (docs/decisions.md "Archive"). */
export async function readIssue(
  { slug }: RouteParams<typeof issueApi.detail.pattern>,
  query: unknown,
): Promise<Issue> {
  const { volume } = parseQuery(issueDetailQuerySchema, query);
  const issue = await findIssueBySlug(slug, volume);
  if (!issue) throw refuse(issueErrors.notFound);
  return toIssue(issue);
}
