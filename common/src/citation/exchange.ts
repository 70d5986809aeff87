/**
 * The two exchange formats reference managers import (BibTeX, RIS), served by the API's
 * citation download route.
 */
import { JOURNAL } from '../constants';
import {
  articleDoi,
  articleIssn,
  issueNumber,
  parseName,
  publicationYear,
  splitAuthors,
  volumeNumber,
  type CitableArticle,
  type CitationLinks,
} from './article-facts';

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
