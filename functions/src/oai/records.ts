/**
 * An article as an OAI-PMH record: header (identifier, datestamp, set) and unqualified Dublin
 * Core, with every contributor in order, the DOI, the publication date and the article's licence.
 */
import { articleDoi, articleIssn, issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import { JOURNAL } from '@journal/common/constants';
import { doiUrl } from '@journal/common/scholarly/identifiers';
import { contributorName } from '@journal/common/scholarly/names';
import { toArticle, type ArticleRecord } from '../services/article-shape';
import { articleLinks } from '../services/article-links';
import { element, isoSeconds, textElement } from '../markup/xml';

export const OAI_DC = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const;
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** oai:{host}:{article slug}, the identifier scheme of the OAI guidelines. */
export function oaiIdentifier(origin: string, slug: string): string {
  return `oai:${new URL(origin).hostname}:${slug}`;
}

/** The article slug an identifier names, whatever host issued it (the site may be reached under several). */
export function slugOfIdentifier(identifier: string): string | null {
  return /^oai:[^:\s]+:([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(identifier)?.[1] ?? null;
}

export function recordHeader(record: ArticleRecord, origin: string): string {
  return element('header', {}, [
    textElement('identifier', oaiIdentifier(origin, record.doc.slug)),
    textElement('datestamp', isoSeconds(record.doc.updatedAt.toDate())),
    textElement('setSpec', record.doc.volume.slug),
  ]);
}

function dublinCore(record: ArticleRecord, origin: string): string {
  const article = toArticle(record, origin);
  const links = articleLinks(article, origin);
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const dc = (name: string, value: string) => textElement(`dc:${name}`, value);
  const source = [
    JOURNAL.title,
    `Vol. ${volumeNumber(article)} No. ${issueNumber(article)} (${article.volume.year})`,
    ...(issn ? [issn] : []),
  ];
  return element(
    'oai_dc:dc',
    {
      'xmlns:oai_dc': OAI_DC.namespace,
      'xmlns:dc': DC_NAMESPACE,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': `${OAI_DC.namespace} ${OAI_DC.schema}`,
    },
    [
      dc('title', article.title),
      ...article.contributors.map((c) => dc('creator', contributorName(c))),
      ...article.keywords.map((keyword) => dc('subject', keyword)),
      dc('description', article.abstract),
      dc('publisher', JOURNAL.publisher),
      dc('date', article.publishedOn),
      dc('type', 'Text'),
      dc('type', 'info:eu-repo/semantics/article'),
      ...(links.pdf ? [dc('format', 'application/pdf')] : []),
      dc('identifier', links.page),
      ...(doi ? [dc('identifier', doiUrl(doi))] : []),
      ...(links.pdf ? [dc('relation', links.pdf)] : []),
      dc('source', source.join('; ')),
      dc('language', article.language),
      dc('rights', `${article.licence.name} ${article.licence.url}`),
    ],
  );
}

export function oaiRecord(record: ArticleRecord, origin: string): string {
  return element('record', {}, [
    recordHeader(record, origin),
    element('metadata', {}, [dublinCore(record, origin)]),
  ]);
}
