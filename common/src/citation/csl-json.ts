/**
 * An article as a CSL-JSON item (the Citation Style Language's data format, csl-data.json): the
 * one record every citation style is formatted from (functions/src/citation) and the one the
 * API answers reference managers (`GET /api/articles/{slug}/cite?format=csl-json`).
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
} from './article-facts';

/** A person as CSL names them; a contributor without given names has the family name alone. */
export interface CslName {
  family: string;
  given?: string;
}

export interface CslItem {
  id: string;
  type: 'article-journal';
  title: string;
  /** Every contributor, in the article's order. */
  author: CslName[];
  'container-title': string;
  'container-title-short'?: string;
  ISSN?: string;
  volume: string;
  issue: string;
  /** First and last page, 'first-last', or the first alone. */
  page?: string;
  /** The article number, for a journal that numbers articles instead of paging them. */
  number?: string;
  DOI?: string;
  URL: string;
  issued?: { 'date-parts': [[number, number, number]] };
  language?: string;
  abstract: string;
  keyword?: string;
}

/** The media type of a CSL-JSON document (an array of items). */
export const CSL_JSON_TYPE = 'application/vnd.citationstyles.csl+json';

/** `url` is the article page's address, which styles print when the article has no DOI. */
export function toCslJson(article: CitableArticle, journal: CitationJournal, url: string): CslItem {
  const doi = articleDoi(article);
  const issn = articleIssn(article);
  const pages = pageRange(article);
  const date = publicationDate(article);
  const shortTitle = journal.abbreviatedTitle.trim();
  const articleNumber = article.articleNumber.trim();
  return {
    id: article.slug,
    type: 'article-journal',
    title: article.title,
    author: article.contributors.map(({ givenNames, familyName }) =>
      givenNames ? { family: familyName, given: givenNames } : { family: familyName },
    ),
    'container-title': journal.title,
    ...(shortTitle !== '' && shortTitle !== journal.title && { 'container-title-short': shortTitle }),
    ...(issn !== null && { ISSN: issn }),
    volume: volumeNumber(article),
    issue: issueNumber(article),
    ...(pages.length > 0 && { page: pages.join('-') }),
    ...(articleNumber !== '' && { number: articleNumber }),
    ...(doi !== null && { DOI: doi }),
    URL: url,
    ...(date !== null && { issued: { 'date-parts': [date] } }),
    ...(article.language !== '' && { language: article.language }),
    abstract: article.abstract,
    ...(article.keywords.length > 0 && { keyword: article.keywords.join(', ') }),
  };
}
