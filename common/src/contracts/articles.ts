/** Articles: published papers in an issue, with an optional cover image and PDF. */
import { z } from 'zod';
import { adminMessages, apiMessages, publicMessages } from '../messages';
import { MAX_SLUG_LENGTH } from '../slug';
import { optionalText, requiredText } from './fields';
import { refusal } from './refusal';
import { issueRefSchema } from './issues';
import { scholarlyRecordSchema } from './scholarly';
import { slugSchema, volumeRefSchema } from './volumes';

export const abstractBlockSchema = z.object({
  _type: z.literal('block'),
  _key: z.string(),
  style: z.literal('normal'),
  children: z.array(z.object({ _type: z.literal('span'), _key: z.string(), text: z.string() })),
});
export type AbstractBlock = z.infer<typeof abstractBlockSchema>;

export const articleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Every contributor's name in order ('A, B and C'), from `contributors`. */
  author: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  abstract: z.string(),
  /** The same abstract as paragraph blocks. */
  abstractBlocks: z.array(abstractBlockSchema),
  keywords: z.array(z.string()),
  /** Absolute URLs on the journal's own origin, or null when the article has no such file. */
  image: z.string().nullable(),
  pdf: z.string().nullable(),
  pdfFileName: z.string().nullable(),
  issn: z.string(),
  /** The DOI alone (10.NNNN/…), or SPEC's text for an article without one. */
  doi: z.string(),
  featured: z.boolean(),
  volume: volumeRefSchema,
  issue: issueRefSchema,
  createdAt: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
  ...scholarlyRecordSchema.shape,
});
export type Article = z.infer<typeof articleSchema>;
/** What an article's address is made of. */
export type ArticlePlace = Pick<Article, 'slug' | 'title'> & {
  volume: Pick<Article['volume'], 'slug'>;
  issue: Pick<Article['issue'], 'slug'>;
};

/** The text fields of the admin's article form (the files travel beside them, see files.ts). */
export const articleFieldsSchema = z.object({
  title: requiredText('Title', 500),
  author: requiredText('Author', 500),
  abstract: requiredText('Abstract', 10000),
  keywords: optionalText('Keywords', 500),
  issn: optionalText('ISSN', 20),
  doi: optionalText('DOI', 200),
  slug: slugSchema,
  /** Document ids of the volume and the issue. */
  volume: requiredText('Volume', 128),
  issue: requiredText('Issue', 128),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;
/** The multipart file fields of the article form. */
export const ARTICLE_FILE_FIELDS = { image: 'image', pdf: 'pdf' } as const;

export const ARTICLE_SORTS = ['newest', 'oldest', 'title'] as const;
export const MAX_ARTICLE_LIST = 1000;

/** Query parameters of GET /api/articles. */
export const articleListQuerySchema = z.object({
  volume: z.string().max(MAX_SLUG_LENGTH).optional(),
  issue: z.string().max(MAX_SLUG_LENGTH).optional(),
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ARTICLE_LIST).optional(),
  sort: z.enum(ARTICLE_SORTS).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const CITATION_FORMATS = ['bibtex', 'ris'] as const;
export const citeQuerySchema = z.object({ format: z.enum(CITATION_FORMATS) });
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export const articleErrors = {
  notFound: refusal('not-found', 'article-not-found', publicMessages.articleNotFound),
  noPdf: refusal('not-found', 'article-no-pdf', publicMessages.noPdf),
  noImage: refusal('not-found', 'article-no-image', publicMessages.imageNotFound),
  slugTaken: (slug: string) =>
    refusal('conflict', 'article-slug-taken', adminMessages.slugTaken('article', slug)),
  featuredNewestOnly: refusal('invalid', 'featured-newest-only', apiMessages.featuredNewestOnly),
  featureMissingVolume: refusal('invalid', 'feature-missing-volume', adminMessages.featureMissingVolume),
  featureMissingIssue: refusal('invalid', 'feature-missing-issue', adminMessages.featureMissingIssue),
  featureNoImage: refusal('invalid', 'feature-no-image', adminMessages.featureNoImage),
  featureInvalidImage: refusal('invalid', 'feature-invalid-image', adminMessages.featureInvalidImage),
} as const;
