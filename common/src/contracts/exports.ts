/**
 * The journal's exports of its scholarly record (functions/src/scholarly): Crossref deposits,
 * DOAJ article XML and JATS. What the journal or an article lacks for one is a conflict with the
 * archive's state, said in words the admin can act on; the request itself was fine.
 */
import { exportMessages } from '../messages';
import { refusal } from './refusal';

export const exportErrors = {
  /** Crossref registers DOIs: a deposit names one for every article. */
  articleWithoutDoi: (title: string) =>
    refusal('conflict', 'export-article-without-doi', exportMessages.articleWithoutDoi(title)),
  /** A deposit's head names who deposits and for whom (Crossref schema 5.4.0 requires all three). */
  depositorMissing: refusal('conflict', 'export-depositor-missing', exportMessages.depositorMissing),
  /** JATS journal metadata requires an ISSN; Crossref and DOAJ identify the journal by it. */
  issnMissing: refusal('conflict', 'export-issn-missing', exportMessages.issnMissing),
  /** An issue's export lists its articles; DOAJ's schema needs at least one record. */
  noArticles: refusal('conflict', 'export-no-articles', exportMessages.noArticles),
} as const;
