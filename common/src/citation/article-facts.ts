/**
 * What citations are made of: the article's contributors, its DOI and ISSN when it has them, its
 * volume and issue numbers, its pages or article number and its publication date. Shared by the
 * CSL-JSON record every citation style is formatted from, the exchange formats, the article
 * page's scholarly meta tags, OAI-PMH and the feed.
 */
import type { Article } from '../contracts/articles';
import type { JournalSettings } from '../contracts/journal';

export type CitableArticle = Pick<
  Article,
  | 'slug'
  | 'title'
  | 'contributors'
  | 'abstract'
  | 'keywords'
  | 'issn'
  | 'doi'
  | 'volume'
  | 'issue'
  | 'publishedOn'
  | 'articleNumber'
  | 'firstPage'
  | 'lastPage'
  | 'language'
>;

/** The journal as a citation names it (its settings, common/src/contracts/journal.ts). */
export type CitationJournal = Pick<JournalSettings, 'title' | 'abbreviatedTitle' | 'publisher'>;

export interface CitationLinks {
  /** The article's page. */
  url: string;
  pdfUrl?: string;
}

export interface PersonName {
  given: string;
  family: string;
}

/** Authors are stored as one text: "A B, C D and E F" (commas, semicolons, "and", "&"). */
export function splitAuthors(author: string): string[] {
  return author
    .split(/\s*(?:,\s*and\s+|,\s*&\s*|[,;&]|\s+and\s+)\s*/i)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** "Pieter van der Merwe" → given "Pieter", family "van der Merwe"; otherwise the last word is the family name. */
export function parseName(name: string): PersonName {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { given: '', family: words[0] ?? '' };
  const particle = words.findIndex((word, i) => i > 0 && i < words.length - 1 && /^[a-z]/.test(word));
  const split = particle > 0 ? particle : words.length - 1;
  return { given: words.slice(0, split).join(' '), family: words.slice(split).join(' ') };
}

/** The DOI without its resolver prefix, or null when the article has none (e.g. 'To be Updated'). */
export function articleDoi(article: Pick<Article, 'doi'>): string | null {
  const doi = article.doi.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

export function articleIssn(article: Pick<Article, 'issn'>): string | null {
  const issn = article.issn.trim().toUpperCase();
  return /^\d{4}-\d{3}[\dX]$/.test(issn) ? issn : null;
}

/** "Volume 3" → "3"; a name without a number stands as it is. */
function numberIn(name: string): string {
  return /\d+/.exec(name)?.[0] ?? name;
}

export const volumeNumber = (article: Pick<Article, 'volume'>) => numberIn(article.volume.name);
export const issueNumber = (article: Pick<Article, 'issue'>) => numberIn(article.issue.name);

/** The publication date's year, month and day as numbers, or null when it is not YYYY-MM-DD. */
export function publicationDate(article: Pick<Article, 'publishedOn'>): [number, number, number] | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(article.publishedOn);
  return parts ? [Number(parts[1]), Number(parts[2]), Number(parts[3])] : null;
}

/** First and last page as written, e.g. ['12', '20'] or ['12']; empty when the article has none. */
export function pageRange(article: Pick<Article, 'firstPage' | 'lastPage'>): string[] {
  const first = article.firstPage.trim();
  const last = article.lastPage.trim();
  if (!first) return [];
  return last && last !== first ? [first, last] : [first];
}
