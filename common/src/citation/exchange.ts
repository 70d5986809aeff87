/**
 * The two exchange formats reference managers import (BibTeX, RIS), served by the API's
 * citation download route: every contributor by family and given names, in order, the pages or
 * the article number, the DOI and the publication date.
 */
import {
  articleDoi,
  articleIssn,
  issueNumber,
  pageRange,
  publicationDate,
  volumeNumber,
  type CitableArticle,
  type CitationJournal,
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

const year = (article: CitableArticle) => String(publicationDate(article)?.[0] ?? '');

/** A citation key in the usual family-year-word form, ASCII only. */
export function bibtexKey(article: CitableArticle): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  const family = ascii(article.contributors[0]?.familyName ?? '') || 'article';
  const word =
    article.title
      .split(/\s+/)
      .map(ascii)
      .find((w) => w.length > 3) ?? '';
  return `${family}${year(article)}${word}`;
}

/**
 * "Family, Given"; a name without given names is braced whole, so that BibTeX does not take its
 * last word for a family name ("{World Health Organization}").
 */
function bibtexName({ givenNames, familyName }: CitableArticle['contributors'][number]): string {
  return givenNames
    ? `${escapeBibtex(familyName)}, ${escapeBibtex(givenNames)}`
    : `{${escapeBibtex(familyName)}}`;
}

type Field = [string, string];
/** A field only when it has a value. */
const optional = (name: string, value: string | null | undefined): Field[] => (value ? [[name, value]] : []);

export function toBibtex(article: CitableArticle, journal: CitationJournal, links: CitationLinks): string {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const date = publicationDate(article);
  const month = date ? MONTHS[date[1] - 1] : undefined;
  const pages = pageRange(article);
  const articleNumber = article.articleNumber.trim();
  const fields: Field[] = [
    ['author', `{${article.contributors.map(bibtexName).join(' and ')}}`],
    ['title', `{{${escapeBibtex(article.title)}}}`],
    ['journal', `{${escapeBibtex(journal.title)}}`],
    ['year', `{${year(article)}}`],
    ...optional('month', month),
    ...optional('date', date && `{${article.publishedOn}}`),
    ['volume', `{${escapeBibtex(volumeNumber(article))}}`],
    ['number', `{${escapeBibtex(issueNumber(article))}}`],
    ...optional('pages', pages.length > 0 ? `{${pages.map(escapeBibtex).join('--')}}` : null),
    // biblatex's field for an article number (and what most publishers export it as).
    ...optional('eid', articleNumber && `{${escapeBibtex(articleNumber)}}`),
    ['publisher', `{${escapeBibtex(journal.publisher)}}`],
    ...optional('issn', issn && `{${issn}}`),
    // DOIs and URLs are read verbatim by biblatex, so they are not escaped; braces cannot occur in either.
    ...optional('doi', doi && `{${doi.replace(/[{}]/g, '')}}`),
    ['url', `{${links.url.replace(/[{}]/g, '')}}`],
    ...optional(
      'keywords',
      article.keywords.length > 0 ? `{${article.keywords.map(escapeBibtex).join(', ')}}` : null,
    ),
    ['abstract', `{${escapeBibtex(article.abstract)}}`],
  ];
  const body = fields.map(([name, value]) => `  ${name.padEnd(9)} = ${value}`).join(',\n');
  return `@article{${bibtexKey(article)},\n${body}\n}\n`;
}

/** RIS (the Research Information Systems tagged format): one "TAG  - value" line each, CRLF. */
export function toRis(article: CitableArticle, journal: CitationJournal, links: CitationLinks): string {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const date = publicationDate(article);
  const [firstPage, lastPage] = pageRange(article);
  const articleNumber = article.articleNumber.trim();
  const lines: Field[] = [
    ['TY', 'JOUR'],
    ['TI', article.title],
    ...article.contributors.map(({ givenNames, familyName }): Field => [
      'AU',
      givenNames ? `${familyName}, ${givenNames}` : familyName,
    ]),
    ['PY', year(article)],
    ...optional('DA', date && `${article.publishedOn.replace(/-/g, '/')}/`),
    ['T2', journal.title],
    ['J2', journal.abbreviatedTitle],
    ['VL', volumeNumber(article)],
    ['IS', issueNumber(article)],
    ...optional('SP', firstPage),
    ...optional('EP', lastPage),
    // EndNote's tag for an article number.
    ...optional('C7', articleNumber),
    ...optional('SN', issn),
    ...optional('DO', doi),
    ['UR', links.url],
    ...optional('L1', links.pdfUrl),
    ['AB', article.abstract],
    ...article.keywords.map((keyword): Field => ['KW', keyword]),
    ['PB', journal.publisher],
    ...optional('LA', article.language),
  ];
  return [...lines.map(([tag, value]) => `${tag}  - ${oneLine(value)}`), 'ER  - ', ''].join('\r\n');
}
