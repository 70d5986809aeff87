/**
 * Citations in the styles readers copy from the article page: APA 7 and MLA 9.
 */
import { JOURNAL } from '../constants';
import {
  articleDoi,
  issueNumber,
  parseName,
  publicationYear,
  splitAuthors,
  volumeNumber,
  type CitableArticle,
  type CitationLinks,
} from './article-facts';

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
