/**
 * Articles in DOAJ's native article XML (doajArticles.xsd 1.3, vendored and checked in
 * functions/test/standards/doaj): one <record> per article, its elements in the schema's fixed
 * order. Languages are ISO 639-2/B codes, ORCID iDs full https URLs, the full text the
 * article's page.
 */
import type { Article } from '@journal/common/contracts/articles';
import { exportErrors } from '@journal/common/contracts/exports';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { contributorName } from '@journal/common/scholarly/names';
import { issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import { normalizeDoi } from '@journal/common/scholarly/identifiers';
import { element, textElement, XML_DECLARATION } from '../markup/xml';
import { refuse } from '../services/errors';
import { abstractParagraphs, affiliationList, journalIssns, type PageUrl } from './export-facts';
import { bibliographicLanguage } from './languages';

/** DOAJ's rule for an article's keywords: at most six. */
export const DOAJ_MAX_KEYWORDS = 6;
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const DOAJ_SCHEMA = 'https://doaj.org/static/doaj/doajArticles.xsd';

export interface DoajExportInput {
  journal: JournalSettings;
  articles: readonly Article[];
  pageUrl: PageUrl;
}

/** An affiliation as one line: its name and, when given, its country. */
const affiliationName = (a: { name: string; country: string }) =>
  a.country ? `${a.name}, ${a.country}` : a.name;

function authors(article: Article): string[] {
  if (!article.contributors.length) return [];
  const list = affiliationList(article.contributors);
  return [
    element(
      'authors',
      {},
      article.contributors.map((contributor) =>
        element('author', {}, [
          textElement('name', contributorName(contributor)),
          ...(contributor.corresponding && contributor.email
            ? [textElement('email', contributor.email)]
            : []),
          ...list.numbersOf(contributor).map((n) => textElement('affiliationId', String(n))),
          ...(contributor.orcid ? [textElement('orcid_id', contributor.orcid)] : []),
        ]),
      ),
    ),
    ...(list.affiliations.length
      ? [
          element(
            'affiliationsList',
            {},
            list.affiliations.map((a, i) =>
              textElement('affiliationName', affiliationName(a), { affiliationId: String(i + 1) }),
            ),
          ),
        ]
      : []),
  ];
}

function record(journal: JournalSettings, article: Article, pageUrl: PageUrl): string {
  const language = bibliographicLanguage(article.language) ?? undefined;
  const issns = journalIssns(journal, article);
  const doi = normalizeDoi(article.doi);
  const keywords = article.keywords.slice(0, DOAJ_MAX_KEYWORDS);
  const abstract = abstractParagraphs(article).join('\n\n');
  return element('record', {}, [
    ...(language ? [textElement('language', language)] : []),
    textElement('publisher', journal.publisher),
    textElement('journalTitle', journal.title),
    ...(issns.print ? [textElement('issn', issns.print)] : []),
    ...(issns.online ? [textElement('eissn', issns.online)] : []),
    textElement('publicationDate', article.publishedOn),
    textElement('volume', volumeNumber(article)),
    textElement('issue', issueNumber(article)),
    ...(article.firstPage ? [textElement('startPage', article.firstPage)] : []),
    ...(article.lastPage ? [textElement('endPage', article.lastPage)] : []),
    ...(doi ? [textElement('doi', doi)] : []),
    textElement('publisherRecordId', article._id),
    textElement('documentType', 'article'),
    textElement('title', article.title, { language }),
    ...authors(article),
    ...(abstract ? [textElement('abstract', abstract, { language })] : []),
    textElement('fullTextUrl', pageUrl(article), { format: 'html' }),
    ...(keywords.length
      ? [
          element(
            'keywords',
            { language },
            keywords.map((keyword) => textElement('keyword', keyword)),
          ),
        ]
      : []),
  ]);
}

/** The articles as one DOAJ upload; refuses (DomainError, 409) when there are none or the journal has no ISSN. */
export function doajArticles({ journal, articles, pageUrl }: DoajExportInput): string {
  if (!articles.length) throw refuse(exportErrors.noArticles);
  const records = element(
    'records',
    { 'xmlns:xsi': XSI_NAMESPACE, 'xsi:noNamespaceSchemaLocation': DOAJ_SCHEMA },
    articles.map((article) => record(journal, article, pageUrl)),
  );
  return `${XML_DECLARATION}\n${records}\n`;
}
