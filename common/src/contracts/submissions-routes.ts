/**
 * Submissions: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';

/** `?download=true` on a submission's address answers the manuscript file instead of the record. */
export const DOWNLOAD_QUERY = { download: 'true' } as const;

export const submissionApi = {
  list: apiRoute('/submissions'),
  detail: apiRoute('/submissions/:id'),
  adminList: apiRoute('/admin/submissions'),
  adminDetail: apiRoute('/admin/submissions/:id'),
  approve: apiRoute('/admin/submissions/:id/approve'),
  reject: apiRoute('/admin/submissions/:id/reject'),
  publish: apiRoute('/admin/submissions/:id/publish'),
} as const;

/** The author's screens (docs/decisions.md "Screens and routes"), under the submission guidelines page. */
export const submissionPages = {
  guidelines: pageRoute('/guidelines/author-guidelines/submission'),
  newSubmission: pageRoute('/guidelines/author-guidelines/submission/newsubmit'),
  dashboard: pageRoute('/guidelines/author-guidelines/submission/dashboard'),
} as const;

export const submissionKeys = {
  all: ['submissions'] as const,
  /** Keyed by uid so that one author never sees another's cached list after a switch of account. */
  mine: (uid: string) => [...submissionKeys.all, 'list', { uid }] as const,
  adminList: () => [...submissionKeys.all, 'admin', 'list'] as const,
};
