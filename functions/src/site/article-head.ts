/**
 * What crawlers read on an article page: Google Scholar's Highwire tags, Open Graph and Twitter
 * cards, and schema.org JSON-LD, all from the same article record.
 */
import {
  articleDoi,
  articleIssn,
  issueNumber,
  splitAuthors,
  volumeNumber,
} from '@journal/common/citation/article-facts';
import { type Article } from '@journal/common/contracts/articles';
import { issuePath } from '@journal/common/contracts/issues-routes';
import { volumePath } from '@journal/common/contracts/volumes-routes';
import { JOURNAL } from '@journal/common/constants';
import { articleLinks, type ArticleLinks } from '../services/article-links';
import { summary, type MetaTag, type PageHead } from './head';

/** Google Scholar's date form: YYYY/MM/DD. */
const scholarDate = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

function scholarTags(article: Article, links: ArticleLinks): MetaTag[] {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const tag = (name: string, content: string): MetaTag => ({ name, content });
  return [
    tag('citation_title', article.title),
    ...splitAuthors(article.author).map((name) => tag('citation_author', name)),
    tag('citation_publication_date', scholarDate(article.createdAt)),
    tag('citation_online_date', scholarDate(article.createdAt)),
    tag('citation_journal_title', JOURNAL.title),
    tag('citation_journal_abbrev', JOURNAL.shortTitle),
    tag('citation_publisher', JOURNAL.publisher),
    ...(issn ? [tag('citation_issn', issn)] : []),
    tag('citation_volume', volumeNumber(article)),
    tag('citation_issue', issueNumber(article)),
    ...(links.pdf ? [tag('citation_pdf_url', links.pdf)] : []),
    tag('citation_abstract_html_url', links.page),
    ...(doi ? [tag('citation_doi', doi)] : []),
    tag('citation_language', JOURNAL.language),
    ...article.keywords.map((keyword) => tag('citation_keywords', keyword)),
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
    { property: 'article:published_time', content: article.createdAt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: article.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: links.image },
  ];
}

function scholarlyArticle(article: Article, links: ArticleLinks, origin: string, description: string) {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: article.title,
    name: article.title,
    author: splitAuthors(article.author).map((name) => ({ '@type': 'Person', name })),
    datePublished: article.createdAt,
    description,
    abstract: article.abstract,
    keywords: article.keywords,
    inLanguage: JOURNAL.language,
    image: links.image,
    url: links.page,
    mainEntityOfPage: links.page,
    ...(doi
      ? {
          identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi },
          sameAs: `https://doi.org/${doi}`,
        }
      : {}),
    license: JOURNAL.licenceUrl,
    isAccessibleForFree: true,
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
    meta: [...scholarTags(article, links), ...socialTags(article, links, description)],
    jsonLd: scholarlyArticle(article, links, origin, description),
  };
}
