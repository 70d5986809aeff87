/**
 * What every export of the scholarly record (Crossref, DOAJ, JATS) reads off the journal and an
 * article the same way: where the issue sits, the journal's ISSNs, an article's publication
 * date in parts, its abstract's paragraphs and the distinct affiliations of its contributors.
 */
import type { Article } from '@journal/common/contracts/articles';
import { exportErrors } from '@journal/common/contracts/exports';
import type { JournalSettings } from '@journal/common/contracts/journal';
import type { Affiliation, Contributor } from '@journal/common/contracts/scholarly';
import { normalizeIssn } from '@journal/common/scholarly/identifiers';
import { refuse } from '../services/errors';

/** An issue's place in the archive: an `Article` answer is one, and so is `{volume, issue}` of an `Issue`. */
export type IssuePlace = Pick<Article, 'volume' | 'issue'>;

/** The canonical address of an article's page (services/article-links.ts `articleLinks(…).page`). */
export type PageUrl = (article: Article) => string;

export interface JournalIssns {
  online: string | null;
  print: string | null;
}

/**
 * The journal's ISSNs from its settings. A journal that has not set them yet is identified by
 * the article's own ISSN (SPEC's field, which defaults from the settings), taken as the online
 * one; with neither the export is refused, since every export names the journal by its ISSN.
 */
export function journalIssns(journal: JournalSettings, article?: Pick<Article, 'issn'>): JournalIssns {
  const online = journal.onlineIssn || null;
  const print = journal.printIssn || null;
  if (online || print) return { online, print };
  const own = article ? normalizeIssn(article.issn) : null;
  if (own) return { online: own, print: null };
  throw refuse(exportErrors.issnMissing);
}

export interface DateParts {
  year: string;
  month: string;
  day: string;
}

/** '2024-03-05' as its parts, each with its leading zeros, as Crossref and JATS write them. */
export function dateParts(isoDate: string): DateParts {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return { year, month, day };
}

const affiliationKey = (a: Affiliation): string => JSON.stringify([a.name, a.ror ?? '', a.country]);

export interface AffiliationList {
  /** Each affiliation once, in the order the contributors first name it. */
  affiliations: Affiliation[];
  /** The 1-based positions in `affiliations` of one contributor's affiliations. */
  numbersOf: (contributor: Contributor) => number[];
}

/** Affiliations shared by co-authors are listed once and pointed at (JATS <aff>, DOAJ affiliationsList). */
export function affiliationList(contributors: readonly Contributor[]): AffiliationList {
  const numbers = new Map<string, number>();
  const affiliations: Affiliation[] = [];
  for (const affiliation of contributors.flatMap((c) => c.affiliations)) {
    const key = affiliationKey(affiliation);
    if (numbers.has(key)) continue;
    affiliations.push(affiliation);
    numbers.set(key, affiliations.length);
  }
  return {
    affiliations,
    numbersOf: (contributor) => contributor.affiliations.map((a) => numbers.get(affiliationKey(a)) ?? 0),
  };
}

/** The paragraphs of the abstract (contracts/articles.ts `abstractBlocks`), as plain text. */
export const abstractParagraphs = (article: Pick<Article, 'abstractBlocks'>): string[] =>
  article.abstractBlocks.map((block) => block.children.map((span) => span.text).join(''));
