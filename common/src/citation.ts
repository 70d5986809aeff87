/**
 * Citations of an article in the styles readers ask for (APA 7, MLA 9) and in the two
 * exchange formats reference managers import (BibTeX, RIS). Shared by the article page and
 * the API's download route, so that both give the same text.
 */
import { JOURNAL } from './constants';
import type { Article } from './contracts/articles';

export type CitableArticle = Pick<
  Article,
  'slug' | 'title' | 'author' | 'abstract' | 'keywords' | 'issn' | 'doi' | 'volume' | 'issue' | 'createdAt'
>;

export interface CitationLinks {
  /** The article's page, used when it has no DOI. */
  url?: string;
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
export const publicationYear = (article: Pick<Article, 'createdAt'>) => article.createdAt.slice(0, 4);

function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

function locator(article: CitableArticle, links: CitationLinks): string {
  const doi = articleDoi(article);
  return doi ? doiUrl(doi) : (links.url ?? '');
}

/** A title keeps its own closing ? or !; otherwise the style's full stop follows it. */
function closeTitle(title: string): string {
  const trimmed = title.trim();
  return /[.?!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function initials(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((part) =>
      part
        .split('-')
        .map((piece) => `${piece.charAt(0).toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

function apaName(name: string): string {
  const { given, family } = parseName(name);
  return given ? `${family}, ${initials(given)}` : family;
}

/** APA 7: up to 20 authors, the last after "&"; beyond 20, the first 19, an ellipsis, the last. */
function apaAuthors(names: string[]): string {
  const formatted = names.map(apaName);
  if (formatted.length <= 1) return formatted[0] ?? '';
  if (formatted.length === 2) return `${formatted[0]}, & ${formatted[1]}`;
  if (formatted.length > 20) return `${formatted.slice(0, 19).join(', ')}, . . . ${formatted.at(-1)}`;
  return `${formatted.slice(0, -1).join(', ')}, & ${formatted.at(-1)}`;
}

export function formatApa(article: CitableArticle, links: CitationLinks = {}): string {
  const authors = apaAuthors(splitAuthors(article.author));
  const byline = authors ? `${authors.endsWith('.') ? authors : `${authors}.`} ` : '';
  const where = locator(article, links);
  return (
    `${byline}(${publicationYear(article)}). ${closeTitle(article.title)} ` +
    `${JOURNAL.title}, ${volumeNumber(article)}(${issueNumber(article)}).${where ? ` ${where}` : ''}`
  );
}

function mlaAuthors(names: string[]): string {
  const [first, second] = names;
  if (!first) return '';
  const { given, family } = parseName(first);
  const lead = given ? `${family}, ${given}` : family;
  if (names.length === 1) return lead;
  if (names.length === 2) return `${lead}, and ${second}`;
  return `${lead}, et al`;
}

export function formatMla(article: CitableArticle, links: CitationLinks = {}): string {
  const authors = mlaAuthors(splitAuthors(article.author));
  const byline = authors ? `${authors.endsWith('.') ? authors : `${authors}.`} ` : '';
  const title = closeTitle(article.title.replace(/"/g, "'"));
  const where = locator(article, links);
  return (
    `${byline}"${title}" ${JOURNAL.title}, vol. ${volumeNumber(article)}, no. ${issueNumber(article)}, ` +
    `${publicationYear(article)}${where ? `, ${where}` : ''}.`
  );
}

const BIBTEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
};

/** Text for a braced BibTeX field: LaTeX's special characters escaped, whitespace on one line. */
export function escapeBibtex(text: string): string {
  return oneLine(text).replace(/[\\{}&%$#_~^<>]/g, (c) => BIBTEX_SPECIALS[c] ?? c);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A citation key in the usual family-year-word form, ASCII only. */
export function bibtexKey(article: CitableArticle): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  const family = ascii(parseName(splitAuthors(article.author)[0] ?? '').family) || 'article';
  const word =
    article.title
      .split(/\s+/)
      .map(ascii)
      .find((w) => w.length > 3) ?? '';
  return `${family}${publicationYear(article)}${word}`;
}

export function toBibtex(article: CitableArticle, links: CitationLinks = {}): string {
  const authors = splitAuthors(article.author).map((name) => {
    const { given, family } = parseName(name);
    return given ? `${family}, ${given}` : family;
  });
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const month = MONTHS[Number(article.createdAt.slice(5, 7)) - 1];
  const fields: [string, string][] = [
    ['author', `{${authors.map(escapeBibtex).join(' and ')}}`],
    ['title', `{{${escapeBibtex(article.title)}}}`],
    ['journal', `{${escapeBibtex(JOURNAL.title)}}`],
    ['year', `{${publicationYear(article)}}`],
    ...(month ? [['month', month] as [string, string]] : []),
    ['volume', `{${escapeBibtex(volumeNumber(article))}}`],
    ['number', `{${escapeBibtex(issueNumber(article))}}`],
    ['publisher', `{${escapeBibtex(JOURNAL.publisher)}}`],
    ...(issn ? [['issn', `{${issn}}`] as [string, string]] : []),
    // DOIs and URLs are read verbatim by biblatex, so they are not escaped; braces cannot occur in either.
    ...(doi ? [['doi', `{${doi.replace(/[{}]/g, '')}}`] as [string, string]] : []),
    ...(links.url ? [['url', `{${links.url.replace(/[{}]/g, '')}}`] as [string, string]] : []),
    ...(article.keywords.length
      ? [['keywords', `{${article.keywords.map(escapeBibtex).join(', ')}}`] as [string, string]]
      : []),
    ['abstract', `{${escapeBibtex(article.abstract)}}`],
  ];
  const body = fields.map(([name, value]) => `  ${name.padEnd(9)} = ${value}`).join(',\n');
  return `@article{${bibtexKey(article)},\n${body}\n}\n`;
}

/** RIS (the Research Information Systems tagged format): one "TAG  - value" line each, CRLF. */
export function toRis(article: CitableArticle, links: CitationLinks = {}): string {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const date = article.createdAt.slice(0, 10).replace(/-/g, '/');
  const lines: [string, string][] = [
    ['TY', 'JOUR'],
    ['TI', article.title],
    ...splitAuthors(article.author).map((name): [string, string] => {
      const { given, family } = parseName(name);
      return ['AU', given ? `${family}, ${given}` : family];
    }),
    ['PY', publicationYear(article)],
    ['DA', `${date}/`],
    ['T2', JOURNAL.title],
    ['J2', JOURNAL.shortTitle],
    ['VL', volumeNumber(article)],
    ['IS', issueNumber(article)],
    ...(issn ? [['SN', issn] as [string, string]] : []),
    ...(doi ? [['DO', doi] as [string, string]] : []),
    ...(links.url ? [['UR', links.url] as [string, string]] : []),
    ...(links.pdfUrl ? [['L1', links.pdfUrl] as [string, string]] : []),
    ['AB', article.abstract],
    ...article.keywords.map((keyword): [string, string] => ['KW', keyword]),
    ['PB', JOURNAL.publisher],
    ['LA', JOURNAL.language],
  ];
  return [...lines.map(([tag, value]) => `${tag}  - ${oneLine(value)}`), 'ER  - ', ''].join('\r\n');
}
