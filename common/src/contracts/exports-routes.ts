/**
 * The admin's exports of an issue's scholarly record (exports.ts, crossref.ts): the Crossref and
 * DOAJ files, the deposit with Crossref and what the dashboard reads about depositing. An
 * article's public JATS document is one of its own routes (articles-routes.ts).
 */
import { apiRoute } from './routes';

export const exportApi = {
  /** GET: one Crossref 5.4.0 deposit for the articles, each call a new batch. */
  crossrefXml: apiRoute('/admin/issues/:id/crossref.xml'),
  /** GET: the articles in DOAJ's native article XML. */
  doajXml: apiRoute('/admin/issues/:id/doaj.xml'),
  /** POST: sends the deposit to Crossref and records the receiver's answer. */
  crossrefDeposit: apiRoute('/admin/issues/:id/crossref-deposit'),
  /** GET: whether depositing is configured, where deposits go, each issue's last deposit. */
  crossrefStatus: apiRoute('/admin/crossref'),
} as const;

export const exportKeys = {
  all: ['crossref'] as const,
  // Under 'admin', as the dashboard's other admin reads: a 401 there ends the admin's session.
  status: () => [...exportKeys.all, 'admin', 'status'] as const,
};
