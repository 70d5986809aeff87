/**
 * Issues: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';
import type { IssueListQuery } from './issues';

export const issueApi = {
  list: apiRoute('/issues'),
  detail: apiRoute('/issues/:slug'),
  adminList: apiRoute('/admin/issues'),
  adminDetail: apiRoute('/admin/issues/:id'),
} as const;

export const issuePages = {
  issue: pageRoute('/archives/:volumeSlug/:issueSlug'),
  current: pageRoute('/current-issue'),
} as const;

export const issuePath = (volumeSlug: string, issueSlug: string) =>
  issuePages.issue.path({ volumeSlug, issueSlug });

export const issueKeys = {
  all: ['issues'] as const,
  list: (query: IssueListQuery = {}) => [...issueKeys.all, 'list', query] as const,
  detail: (volumeSlug: string, issueSlug: string) =>
    [...issueKeys.all, 'detail', { volume: volumeSlug, issue: issueSlug }] as const,
  adminList: () => [...issueKeys.all, 'admin', 'list'] as const,
};
