/**
 * Articles: the API and page routes and the query keys, apart from the schemas so that a page
 * that only links or fetches does not download zod (docs/plans/rendered-pages.md).
 */
import { apiRoute, pageRoute } from './routes';
import type { ArticleListQuery, ArticlePlace } from './articles';
import { pdfFileName } from '../slug';

export const articleApi = {
  list: apiRoute('/articles'),
  detail: apiRoute('/articles/:slug'),
  pdf: apiRoute('/articles/:slug/pdf'),
  image: apiRoute('/articles/:slug/image'),
  /** A narrower copy of the cover, by its width (`Article.imageRenditions`). */
  imageRendition: apiRoute('/articles/:slug/image/:width'),
  views: apiRoute('/articles/:slug/views'),
  cite: apiRoute('/articles/:slug/cite'),
  /** The article as a JATS 1.4 Journal Publishing document (functions/src/scholarly/jats.ts). */
  jats: apiRoute('/articles/:slug/jats.xml'),
  /** The HTML full text (contracts/full-text.ts) and its figures, stored as WebP. */
  fullText: apiRoute('/articles/:slug/full-text'),
  fullTextFigure: apiRoute('/articles/:slug/full-text/:figure'),
  adminList: apiRoute('/admin/articles'),
  adminDetail: apiRoute('/admin/articles/:id'),
  adminFeatured: apiRoute('/admin/articles/featured/:id'),
  /** GET the full text's status and warnings, PUT a Word file (multipart), DELETE it. */
  adminFullText: apiRoute('/admin/articles/:id/full-text'),
} as const;

/** JATS's registered media type (RFC 6207): the answer of `articleApi.jats`, and its link's `type`. */
export const JATS_MEDIA_TYPE = 'application/jats+xml';

export const articlePages = {
  article: pageRoute('/archives/:volumeSlug/:issueSlug/:articleSlug'),
} as const;

export function articlePath(article: ArticlePlace): string {
  return articlePages.article.path({
    volumeSlug: article.volume.slug,
    issueSlug: article.issue.slug,
    articleSlug: article.slug,
  });
}

/** Google Scholar wants the full text on the same host and inside the article's own folder. */
export function articlePdfPath(article: ArticlePlace): string {
  return `${articlePath(article)}/${pdfFileName(article.title)}`;
}

/**
 * The styles `GET /api/articles/{slug}/cite?style=` formats a reference in: the official CSL
 * styles' file names (functions/csl/README.md), with the names readers know them by.
 */
export const CITATION_STYLES = {
  apa: 'APA (7th edition)',
  'modern-language-association': 'MLA (9th edition)',
  'chicago-author-date': 'Chicago (author-date)',
  ieee: 'IEEE',
  'nlm-citation-sequence': 'Vancouver (NLM)',
  'harvard-cite-them-right': 'Harvard (Cite Them Right)',
} as const;
export type CitationStyle = keyof typeof CITATION_STYLES;
export const CITATION_STYLE_IDS = Object.keys(CITATION_STYLES) as CitationStyle[];
/** The files `?format=` answers: BibTeX, RIS and the CSL-JSON record every style is formatted from. */
export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];
/** A formatted reference as plain text or as an HTML fragment (`&as=html`). */
export const REFERENCE_OUTPUTS = ['text', 'html'] as const;
export type ReferenceOutput = (typeof REFERENCE_OUTPUTS)[number];

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleListQuery = {}) => [...articleKeys.all, 'list', query] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', slug] as const,
  adminList: () => [...articleKeys.all, 'admin', 'list'] as const,
  views: (slug: string) => [...articleKeys.all, 'views', slug] as const,
  fullText: (slug: string) => [...articleKeys.all, 'full-text', slug] as const,
  adminFullText: (id: string) => [...articleKeys.all, 'admin', 'full-text', id] as const,
  reference: (slug: string, style: CitationStyle, as: ReferenceOutput) =>
    [...articleKeys.all, 'reference', slug, style, as] as const,
};
