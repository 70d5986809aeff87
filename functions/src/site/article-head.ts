/**
 * What crawlers read on an article page: Google Scholar's Highwire tags, Open Graph and Twitter
 * cards, and schema.org JSON-LD, all from the same article record.
 */
import { articleDoi, articleIssn, issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import { type Article } from '@journal/common/contracts/articles';
import { articleApi, JATS_MEDIA_TYPE } from '@journal/common/contracts/articles-routes';
import type { Contributor } from '@journal/common/contracts/scholarly';
import { contributorName } from '@journal/common/scholarly/names';
import { doiUrl } from '@journal/common/scholarly/identifiers';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { JOURNAL } from '@journal/common/constants';
import { articleLinks, type ArticleLinks } from '../services/article-links';
import { summary, type MetaTag, type PageHead } from './head';

/** Google Scholar's date form: YYYY/MM/DD. */
const scholarDate = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

const tag = (name: string, content: string): MetaTag => ({ name, content });

/** Each author's tags in order: name, then its institutions and ORCID iD, as Google Scholar reads them. */
function authorTags(c: Contributor): MetaTag[] {
  return [
    tag('citation_author', contributorName(c)),
    ...c.affiliations.map((a) => tag('citation_author_institution', a.name)),
    ...(c.orcid ? [tag('citation_author_orcid', c.orcid)] : []),
  ];
}

function scholarTags(article: Article, links: ArticleLinks): MetaTag[] {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  return [
    tag('citation_title', article.title),
    ...article.contributors.flatMap(authorTags),
    tag('citation_publication_date', scholarDate(article.publishedOn)),
    tag('citation_online_date', scholarDate(article.createdAt)),
    tag('citation_journal_title', JOURNAL.title),
    tag('citation_journal_abbrev', JOURNAL.shortTitle),
    tag('citation_publisher', JOURNAL.publisher),
    ...(issn ? [tag('citation_issn', issn)] : []),
    tag('citation_volume', volumeNumber(article)),
    tag('citation_issue', issueNumber(article)),
    ...(article.firstPage ? [tag('citation_firstpage', article.firstPage)] : []),
    ...(article.lastPage ? [tag('citation_lastpage', article.lastPage)] : []),
    ...(links.pdf ? [tag('citation_pdf_url', links.pdf)] : []),
    tag('citation_abstract_html_url', links.page),
    // The page itself carries the full text under the abstract when the article has one.
    ...(article.fullText ? [tag('citation_fulltext_html_url', links.page)] : []),
    ...(doi ? [tag('citation_doi', doi)] : []),
    tag('citation_language', article.language),
    ...article.keywords.map((keyword) => tag('citation_keywords', keyword)),
    ...article.references.map((r) => tag('citation_reference', r.text)),
  ];
}

function socialTags(article: Article, links: ArticleLinks, description: string): MetaTag[] {
  return [
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: JOURNAL.title },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: links.image },
    { property: 'og:url', content: links.page },
    { property: 'article:published_time', content: article.publishedOn },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: article.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: links.image },
  ];
}

/** schema.org Person: the ORCID iD is the person's @id, affiliations are organisations (ROR ids as sameAs). */
function person(c: Contributor) {
  return {
    '@type': 'Person',
    ...(c.orcid ? { '@id': c.orcid, sameAs: c.orcid } : {}),
    name: contributorName(c),
    ...(c.givenNames ? { givenName: c.givenNames } : {}),
    familyName: c.familyName,
    ...(c.affiliations.length > 0
      ? {
          affiliation: c.affiliations.map((a) => ({
            '@type': 'Organization',
            name: a.name,
            ...(a.ror ? { sameAs: a.ror } : {}),
            ...(a.country ? { address: { '@type': 'PostalAddress', addressCountry: a.country } } : {}),
          })),
        }
      : {}),
  };
}

function scholarlyArticle(article: Article, links: ArticleLinks, origin: string, description: string) {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: article.title,
    name: article.title,
    author: article.contributors.map(person),
    datePublished: article.publishedOn,
    description,
    abstract: article.abstract,
    keywords: article.keywords,
    inLanguage: article.language,
    image: links.image,
    url: links.page,
    mainEntityOfPage: links.page,
    ...(doi
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi },
          sameAs: doiUrl(doi),
        }
      : {}),
    ...(article.firstPage ? { pageStart: article.firstPage } : {}),
    ...(article.lastPage ? { pageEnd: article.lastPage } : {}),
    license: article.licence.url,
    isAccessibleForFree: true,
    ...(article.funding.length > 0
      ? { funder: article.funding.map((f) => ({ '@type': 'Organization', name: f.funder })) }
      : {}),
    ...(article.references.length > 0
      ? {
          citation: article.references.map((r) => ({
            '@type': 'CreativeWork',
            name: r.text,
            ...(r.doi ? { sameAs: doiUrl(r.doi) } : {}),
          })),
        }
      : {}),
    publisher: { '@type': 'Organization', name: JOURNAL.publisher },
    ...(links.pdf
      ? { encoding: { '@type': 'MediaObject', contentUrl: links.pdf, encodingFormat: 'application/pdf' } }
      : {}),
    isPartOf: {
      '@type': 'PublicationIssue',
      issueNumber: issueNumber(article),
      name: article.issue.name,
      url: `${origin}${issuePath(article.volume.slug, article.issue.slug)}`,
      isPartOf: {
        '@type': 'PublicationVolume',
        volumeNumber: volumeNumber(article),
        name: article.volume.name,
        url: `${origin}${volumePath(article.volume.slug)}`,
        isPartOf: {
          '@type': 'Periodical',
          name: JOURNAL.title,
          alternateName: JOURNAL.shortTitle,
          ...(issn ? { issn } : {}),
          publisher: { '@type': 'Organization', name: JOURNAL.publisher },
        },
      },
    },
  };
}

export function articleHead(article: Article, origin: string): PageHead {
  const links = articleLinks(article, origin);
  const description = summary(article.abstract);
  return {
    title: article.title,
    description,
    canonical: links.page,
    alternates: [{ type: JATS_MEDIA_TYPE, href: `${origin}${articleApi.jats.path({ slug: article.slug })}` }],
    meta: [...scholarTags(article, links), ...socialTags(article, links, description)],
    jsonLd: scholarlyArticle(article, links, origin, description),
  };
}
