/**
 * One article as JATS 1.4 Journal Publishing XML (NISO Z39.96-2024; docs/decisions.md "Scholarly
 * record"), checked against the DTD vendored in functions/test/standards/jats-1.4: the front
 * matter, the body when the article has an HTML full text (jats-body.ts; otherwise its body is
 * its PDF), and the reference list and notes. `jatsFront` and `jatsBack` stand alone so that
 * another wrapper (an OAI-PMH `oai_jats` record) can reuse them.
 */
import type { Article } from '@journal/common/contracts/articles';
import type { JournalSettings } from '@journal/common/contracts/journal';
import type { Contributor, Reference } from '@journal/common/contracts/scholarly';
import { issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import { normalizeDoi } from '@journal/common/scholarly/identifiers';
import { escapeXml } from '../markup/escape';
import { element, textElement, XML_DECLARATION } from '../markup/xml';
import type { JatsFullText } from './jats-body';
import {
  abstractParagraphs,
  affiliationList,
  dateParts,
  journalIssns,
  type AffiliationList,
  type PageUrl,
} from './export-facts';

export const JATS_PUBLIC_ID =
  '-//NLM//DTD JATS (Z39.96) Journal Publishing DTD with MathML3 v1.4 20241031//EN';
/**
 * Where NLM publishes the DTD: a consumer without an XML catalog can fetch it from there. The
 * tests validate against the vendored copy of the same file (functions/test/xml-standards.ts).
 */
export const JATS_SYSTEM_ID = 'https://jats.nlm.nih.gov/publishing/1.4/JATS-journalpublishing1-4-mathml3.dtd';
const JATS_DOCTYPE = `<!DOCTYPE article PUBLIC "${JATS_PUBLIC_ID}" "${JATS_SYSTEM_ID}">`;

/** The namespaces the front matter uses, declared on <article> (the DTD fixes their values). */
export const JATS_NAMESPACES = {
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
  'xmlns:mml': 'http://www.w3.org/1998/Math/MathML',
  'xmlns:ali': 'http://www.niso.org/schemas/ali/1.0/',
} as const;

export interface JatsInput {
  journal: JournalSettings;
  article: Article;
  pageUrl: PageUrl;
  /** The full text as JATS, when the article has one. */
  fullText?: JatsFullText | null;
}

const affId = (n: number) => `aff${n}`;

function journalMeta(journal: JournalSettings, article: Article): string {
  const issns = journalIssns(journal, article);
  return element('journal-meta', {}, [
    textElement('journal-id', journal.abbreviatedTitle, { 'journal-id-type': 'publisher-id' }),
    element('journal-title-group', {}, [
      textElement('journal-title', journal.title),
      textElement('abbrev-journal-title', journal.abbreviatedTitle, { 'abbrev-type': 'publisher' }),
    ]),
    ...(issns.online ? [textElement('issn', issns.online, { 'publication-format': 'electronic' })] : []),
    ...(issns.print ? [textElement('issn', issns.print, { 'publication-format': 'print' })] : []),
    element('publisher', {}, [textElement('publisher-name', journal.publisher)]),
  ]);
}

function contrib(contributor: Contributor, affiliations: AffiliationList): string {
  return element(
    'contrib',
    { 'contrib-type': 'author', corresp: contributor.corresponding ? 'yes' : undefined },
    [
      ...(contributor.orcid
        ? [
            textElement('contrib-id', contributor.orcid, {
              'contrib-id-type': 'orcid',
              authenticated: 'false',
            }),
          ]
        : []),
      element('name', {}, [
        textElement('surname', contributor.familyName),
        ...(contributor.givenNames ? [textElement('given-names', contributor.givenNames)] : []),
      ]),
      ...(contributor.corresponding && contributor.email ? [textElement('email', contributor.email)] : []),
      ...affiliations
        .numbersOf(contributor)
        .map((n) => textElement('xref', String(n), { 'ref-type': 'aff', rid: affId(n) })),
    ],
  );
}

function affs(affiliations: AffiliationList): string[] {
  return affiliations.affiliations.map((a, i) =>
    element('aff', { id: affId(i + 1) }, [
      textElement('label', String(i + 1)),
      element('institution-wrap', {}, [
        textElement('institution', a.name),
        ...(a.ror ? [textElement('institution-id', a.ror, { 'institution-id-type': 'ror' })] : []),
      ]),
      ...(a.country ? [escapeXml(', '), textElement('country', a.country)] : []),
    ]),
  );
}

function pubDate(publishedOn: string): string {
  const { year, month, day } = dateParts(publishedOn);
  return element(
    'pub-date',
    { 'publication-format': 'electronic', 'date-type': 'pub', 'iso-8601-date': publishedOn },
    [textElement('day', day), textElement('month', month), textElement('year', year)],
  );
}

function pages(article: Article): string[] {
  if (article.firstPage) {
    return [
      textElement('fpage', article.firstPage),
      ...(article.lastPage ? [textElement('lpage', article.lastPage)] : []),
    ];
  }
  return article.articleNumber ? [textElement('elocation-id', article.articleNumber)] : [];
}

function permissions(article: Article): string {
  const { name, url } = article.licence;
  return element('permissions', {}, [
    // Every article of the journal is open access.
    element('ali:free_to_read'),
    element('license', { 'xlink:href': url }, [
      textElement('ali:license_ref', url),
      textElement('license-p', name),
    ]),
  ]);
}

function articleMeta(article: Article, pageUrl: PageUrl): string {
  const doi = normalizeDoi(article.doi);
  const affiliations = affiliationList(article.contributors);
  const paragraphs = abstractParagraphs(article);
  return element('article-meta', {}, [
    textElement('article-id', article.slug, { 'pub-id-type': 'publisher-id' }),
    ...(doi ? [textElement('article-id', doi, { 'pub-id-type': 'doi' })] : []),
    element('title-group', {}, [textElement('article-title', article.title)]),
    ...(article.contributors.length
      ? [
          element(
            'contrib-group',
            {},
            article.contributors.map((c) => contrib(c, affiliations)),
          ),
        ]
      : []),
    ...affs(affiliations),
    pubDate(article.publishedOn),
    textElement('volume', volumeNumber(article)),
    textElement('issue', issueNumber(article)),
    ...pages(article),
    permissions(article),
    element('self-uri', { 'xlink:href': pageUrl(article) }),
    ...(paragraphs.length
      ? [
          element(
            'abstract',
            {},
            paragraphs.map((p) => textElement('p', p)),
          ),
        ]
      : []),
    ...(article.keywords.length
      ? [
          element(
            'kwd-group',
            { 'kwd-group-type': 'author' },
            article.keywords.map((k) => textElement('kwd', k)),
          ),
        ]
      : []),
    ...(article.funding.length
      ? [
          element(
            'funding-group',
            {},
            article.funding.map((f) =>
              element('award-group', {}, [
                textElement('funding-source', f.funder),
                ...(f.award ? [textElement('award-id', f.award)] : []),
              ]),
            ),
          ),
        ]
      : []),
  ]);
}

/** <front>: the journal's metadata and the article's. */
export function jatsFront({ journal, article, pageUrl }: JatsInput): string {
  return element('front', {}, [journalMeta(journal, article), articleMeta(article, pageUrl)]);
}

/** The reference as written, its DOI marked where the text gives it, or added after it. */
function mixedCitation(reference: Reference): string {
  if (!reference.doi) return textElement('mixed-citation', reference.text);
  const pubId = textElement('pub-id', reference.doi, { 'pub-id-type': 'doi' });
  const at = reference.text.toLowerCase().indexOf(reference.doi.toLowerCase());
  const parts =
    at < 0
      ? [escapeXml(`${reference.text} `), pubId]
      : [
          escapeXml(reference.text.slice(0, at)),
          pubId,
          escapeXml(reference.text.slice(at + reference.doi.length)),
        ];
  return element('mixed-citation', {}, parts);
}

/** <back> with the reference list and the full text's notes, or nothing for an article with neither. */
export function jatsBack(article: Pick<Article, 'references'>, notes = ''): string {
  const references = article.references.length
    ? element('ref-list', {}, [
        textElement('title', 'References'),
        ...article.references.map((reference, i) =>
          element('ref', { id: `ref${i + 1}` }, [mixedCitation(reference)]),
        ),
      ])
    : '';
  const parts = [references, notes].filter(Boolean);
  return parts.length ? element('back', {}, parts) : '';
}

/** The <article> element alone, for a document of its own or inside another (oai_jats). */
export function jatsArticleElement(input: JatsInput): string {
  const { journal, article } = input;
  return element(
    'article',
    {
      ...JATS_NAMESPACES,
      'article-type': 'research-article',
      'dtd-version': '1.4',
      'xml:lang': article.language || journal.language,
    },
    [jatsFront(input), input.fullText?.body ?? '', jatsBack(article, input.fullText?.notes)].filter(Boolean),
  );
}

/** The article as a JATS document; refuses (DomainError, 409) when the journal has no ISSN. */
export function jatsArticle(input: JatsInput): string {
  return `${XML_DECLARATION}\n${JATS_DOCTYPE}\n${jatsArticleElement(input)}\n`;
}
