/**
 * One issue as a Crossref deposit, metadata schema 5.4.0 (docs/decisions.md "Scholarly record";
 * vendored and checked in functions/test/standards/crossref-5.4.0). Elements follow the schema's
 * sequences in order; anything optional the article lacks is left out rather than written empty,
 * which the schema would refuse.
 */
import type { Article } from '@journal/common/contracts/articles';
import { exportErrors } from '@journal/common/contracts/exports';
import type { JournalSettings } from '@journal/common/contracts/journal';
import type { Contributor, Funding, Reference } from '@journal/common/contracts/scholarly';
import { issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import { normalizeDoi } from '@journal/common/scholarly/identifiers';
import { element, textElement, XML_DECLARATION } from '../markup/xml';
import { refuse } from '../services/errors';
import { abstractParagraphs, dateParts, journalIssns, type IssuePlace, type PageUrl } from './export-facts';

export const CROSSREF_SCHEMA_VERSION = '5.4.0';
const CROSSREF_NAMESPACE = 'http://www.crossref.org/schema/5.4.0';
const CROSSREF_SCHEMA = 'https://www.crossref.org/schemas/crossref5.4.0.xsd';
const NAMESPACES = {
  xmlns: CROSSREF_NAMESPACE,
  'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
  'xsi:schemaLocation': `${CROSSREF_NAMESPACE} ${CROSSREF_SCHEMA}`,
  'xmlns:jats': 'http://www.ncbi.nlm.nih.gov/JATS1',
  'xmlns:fr': 'http://www.crossref.org/fundref.xsd',
  'xmlns:ai': 'http://www.crossref.org/AccessIndicators.xsd',
};

/** What identifies one deposit to Crossref; the caller keeps both unique and increasing. */
export interface CrossrefBatch {
  /** 4 to 100 characters, unique per deposit. */
  id: string;
  /** A whole number that grows with every deposit of the same DOIs (e.g. milliseconds since 1970). */
  timestamp: number;
}

export interface CrossrefDepositInput {
  journal: JournalSettings;
  issue: IssuePlace;
  /** The issue's articles, in the order the issue lists them; each needs a DOI. */
  articles: readonly Article[];
  batch: CrossrefBatch;
  pageUrl: PageUrl;
}

function head(journal: JournalSettings, batch: CrossrefBatch): string {
  if (!journal.depositorName || !journal.depositorEmail || !journal.registrant) {
    throw refuse(exportErrors.depositorMissing);
  }
  return element('head', {}, [
    textElement('doi_batch_id', batch.id),
    textElement('timestamp', String(batch.timestamp)),
    element('depositor', {}, [
      textElement('depositor_name', journal.depositorName),
      textElement('email_address', journal.depositorEmail),
    ]),
    textElement('registrant', journal.registrant),
  ]);
}

function journalMetadata(journal: JournalSettings, articles: readonly Article[]): string {
  const issns = journalIssns(journal, articles[0]);
  return element('journal_metadata', {}, [
    textElement('full_title', journal.title),
    textElement('abbrev_title', journal.abbreviatedTitle),
    ...(issns.online ? [textElement('issn', issns.online, { media_type: 'electronic' })] : []),
    ...(issns.print ? [textElement('issn', issns.print, { media_type: 'print' })] : []),
  ]);
}

/** The issue's date is its volume's year: an issue has no day of its own, its articles do. */
function journalIssue(issue: IssuePlace): string {
  return element('journal_issue', {}, [
    element('publication_date', { media_type: 'online' }, [textElement('year', String(issue.volume.year))]),
    element('journal_volume', {}, [textElement('volume', volumeNumber(issue))]),
    textElement('issue', issueNumber(issue)),
  ]);
}

function personName(contributor: Contributor, index: number): string {
  const affiliations = contributor.affiliations.map((affiliation) =>
    element('institution', {}, [
      textElement('institution_name', affiliation.name),
      ...(affiliation.ror ? [textElement('institution_id', affiliation.ror, { type: 'ror' })] : []),
      ...(affiliation.country ? [textElement('institution_place', affiliation.country)] : []),
    ]),
  );
  return element(
    'person_name',
    { sequence: index === 0 ? 'first' : 'additional', contributor_role: 'author' },
    [
      ...(contributor.givenNames ? [textElement('given_name', contributor.givenNames)] : []),
      textElement('surname', contributor.familyName),
      ...(affiliations.length ? [element('affiliations', {}, affiliations)] : []),
      // Not authenticated through ORCID's OAuth (docs/decisions.md "Scholarly record").
      ...(contributor.orcid ? [textElement('ORCID', contributor.orcid, { authenticated: 'false' })] : []),
    ],
  );
}

function publicationDate(publishedOn: string): string {
  const { year, month, day } = dateParts(publishedOn);
  return element('publication_date', { media_type: 'online' }, [
    textElement('month', month),
    textElement('day', day),
    textElement('year', year),
  ]);
}

/** Pages when the article has them, else its article number; the schema puts both before the programs. */
function pagesOrNumber(article: Article): string[] {
  if (article.firstPage) {
    return [
      element('pages', {}, [
        textElement('first_page', article.firstPage),
        ...(article.lastPage ? [textElement('last_page', article.lastPage)] : []),
      ]),
    ];
  }
  if (article.articleNumber) {
    return [
      element('publisher_item', {}, [
        textElement('item_number', article.articleNumber, { item_number_type: 'article_number' }),
      ]),
    ];
  }
  return [];
}

/** Funding data: one fundgroup per funder, as Crossref asks when there may be several awards. */
function fundingProgram(funding: readonly Funding[]): string[] {
  if (!funding.length) return [];
  const assertion = (name: string, text: string) => textElement('fr:assertion', text, { name });
  return [
    element(
      'fr:program',
      { name: 'fundref' },
      funding.map((f) =>
        element('fr:assertion', { name: 'fundgroup' }, [
          assertion('funder_name', f.funder),
          ...(f.award ? [assertion('award_number', f.award)] : []),
        ]),
      ),
    ),
  ];
}

/** The abstract as JATS paragraphs, the form Crossref takes it in. */
function jatsAbstract(article: Article): string[] {
  const paragraphs = abstractParagraphs(article);
  if (!paragraphs.length) return [];
  return [
    element(
      'jats:abstract',
      {},
      paragraphs.map((p) => textElement('jats:p', p)),
    ),
  ];
}

/** Each reference as written, with its DOI where it has one, so that Crossref can match it. */
function citationList(references: readonly Reference[]): string[] {
  if (!references.length) return [];
  const citations = references.map((reference, i) =>
    element('citation', { key: `ref${i + 1}` }, [
      ...(reference.doi ? [textElement('doi', reference.doi)] : []),
      textElement('unstructured_citation', reference.text),
    ]),
  );
  return [element('citation_list', {}, citations)];
}

function journalArticle(article: Article, pageUrl: PageUrl): string {
  const doi = normalizeDoi(article.doi);
  if (!doi) throw refuse(exportErrors.articleWithoutDoi(article.title));
  const contributors = article.contributors.map(personName);
  return element(
    'journal_article',
    { publication_type: 'full_text', language: article.language || undefined },
    [
      element('titles', {}, [textElement('title', article.title)]),
      ...(contributors.length ? [element('contributors', {}, contributors)] : []),
      ...jatsAbstract(article),
      publicationDate(article.publishedOn),
      ...pagesOrNumber(article),
      ...fundingProgram(article.funding),
      element('ai:program', { name: 'AccessIndicators' }, [
        textElement('ai:license_ref', article.licence.url, {
          applies_to: 'vor',
          start_date: article.publishedOn,
        }),
      ]),
      element('doi_data', {}, [textElement('doi', doi), textElement('resource', pageUrl(article))]),
      ...citationList(article.references),
    ],
  );
}

/**
 * The deposit for one issue and its articles. Refuses (DomainError, 409) when the issue has no
 * articles (nothing to register), when the journal names no depositor or ISSN, or when an article
 * has no DOI: Crossref would reject such a deposit.
 */
export function crossrefDeposit({ journal, issue, articles, batch, pageUrl }: CrossrefDepositInput): string {
  if (!articles.length) throw refuse(exportErrors.noArticles);
  const deposit = element('doi_batch', { version: CROSSREF_SCHEMA_VERSION, ...NAMESPACES }, [
    head(journal, batch),
    element('body', {}, [
      element('journal', {}, [
        journalMetadata(journal, articles),
        journalIssue(issue),
        ...articles.map((article) => journalArticle(article, pageUrl)),
      ]),
    ]),
  ]);
  return `${XML_DECLARATION}\n${deposit}\n`;
}
