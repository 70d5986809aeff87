/** Articles: published papers in an issue, with an optional cover image and PDF. */
import { z } from 'zod';
import {
  adminMessages,
  apiMessages,
  citationMessages,
  publicMessages,
  scholarlyMessages,
  submissionMessages,
} from '../messages';
import { normalizeDoi } from '../scholarly/identifiers';
import { MAX_SLUG_LENGTH } from '../slug';
import { multipartText, optionalText, requiredText } from './fields';
import {
  CITATION_FORMATS,
  CITATION_STYLE_IDS,
  REFERENCE_OUTPUTS,
  type CitationFormat,
  type CitationStyle,
  type ReferenceOutput,
} from './articles-routes';
import { refusal, type Refusal } from './refusal';
import { issueRefSchema } from './issues';
import {
  contributorSchema,
  fundingSchema,
  identifierErrors,
  isoDateSchema,
  languageSchema,
  MAX_CONTRIBUTORS,
  MAX_FUNDING,
  scholarlyRecordSchema,
} from './scholarly';
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
  /** Every contributor's name in order ('A, B, C'), from `contributors`. */
  author: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  abstract: z.string(),
  /** The same abstract as paragraph blocks. */
  abstractBlocks: z.array(abstractBlockSchema),
  keywords: z.array(z.string()),
  /** Absolute URLs on the journal's own origin, or null when the article has no such file. */
  image: z.string().nullable(),
  /**
   * The cover in each width stored, narrowest first, the last being `image` itself: a page's
   * `srcset`, so a phone fetches the copy its screen needs. Empty without a cover, and for a
   * cover stored before its copies were made (then `image` alone).
   */
  imageRenditions: z.array(z.object({ url: z.string(), width: z.number().int() })),
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
  /** The HTML full text's size and age (contracts/full-text.ts); null when it has none. */
  fullText: z.object({ words: z.number().int(), updatedAt: z.string() }).nullable(),
  ...scholarlyRecordSchema.shape,
});
export type Article = z.infer<typeof articleSchema>;
/** What an article's address is made of. */
export type ArticlePlace = Pick<Article, 'slug' | 'title'> & {
  volume: Pick<Article['volume'], 'slug'>;
  issue: Pick<Article['issue'], 'slug'>;
};

/** JSON text from a multipart form as its value; blank is an empty list, text that is not JSON is refused. */
function listFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A list that arrives as JSON text in multipart and as itself from a form object. */
const jsonList = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(listFromText, z.array(item, { error: message }).max(max, message).default([]));

/**
 * The fields of the admin's article form (the files travel beside them, see files.ts). The
 * scholarly record (contracts/scholarly.ts) sits beside SPEC's fields: given contributors, the
 * author line is made from them; given only SPEC's `author`, contributors are read from it.
 * Left blank, the ISSN, licence and language are the journal's, the DOI is given from the
 * journal's pattern and the publication date is the day of publishing.
 */
export const articleFieldsSchema = z
  .object({
    title: requiredText('Title', 500),
    author: optionalText('Author', 500),
    contributors: jsonList(contributorSchema, MAX_CONTRIBUTORS, scholarlyMessages.invalidContributors),
    abstract: requiredText('Abstract', 10000),
    keywords: optionalText('Keywords', 500),
    issn: optionalText('ISSN', 20),
    doi: optionalText('DOI', 200).refine((doi) => doi === '' || normalizeDoi(doi) !== null, {
      message: scholarlyMessages.invalidDoi,
      params: { refusal: identifierErrors.invalidDoi },
    }),
    slug: slugSchema,
    /** Document ids of the volume and the issue. */
    volume: requiredText('Volume', 128),
    issue: requiredText('Issue', 128),
    /** One reference per line (referencesFromText). */
    references: optionalText('References', 200_000),
    licenceName: optionalText('Licence', 200),
    licenceUrl: optionalText('Licence URL', 500).refine(
      (url) => url === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url),
      {
        message: scholarlyMessages.invalidLicenceUrl,
      },
    ),
    publishedOn: z
      .union([z.literal(''), isoDateSchema])
      .optional()
      .default(''),
    articleNumber: optionalText('Article number', 20),
    firstPage: optionalText('First page', 20),
    lastPage: optionalText('Last page', 20),
    language: z
      .union([z.literal(''), languageSchema])
      .optional()
      .default(''),
    funding: jsonList(fundingSchema, MAX_FUNDING, scholarlyMessages.invalidFunding),
  })
  .superRefine((fields, ctx) => {
    if (fields.contributors.length === 0 && fields.author === '') {
      ctx.addIssue({ code: 'custom', path: ['author'], message: submissionMessages.required('Author') });
    }
    if (fields.licenceName !== '' && fields.licenceUrl === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['licenceUrl'],
        message: submissionMessages.required('Licence URL'),
      });
    }
    if (fields.licenceName === '' && fields.licenceUrl !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['licenceName'],
        message: submissionMessages.required('Licence'),
      });
    }
    if (fields.articleNumber !== '' && (fields.firstPage !== '' || fields.lastPage !== '')) {
      ctx.addIssue({ code: 'custom', path: ['articleNumber'], message: scholarlyMessages.pagesOrNumber });
    }
  });
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/** The scholarly fields a form leaves blank: the journal's settings and the day of publishing fill them. */
export const BLANK_SCHOLARLY_FIELDS: Pick<
  ArticleFields,
  | 'references'
  | 'licenceName'
  | 'licenceUrl'
  | 'publishedOn'
  | 'articleNumber'
  | 'firstPage'
  | 'lastPage'
  | 'language'
  | 'funding'
> = {
  references: '',
  licenceName: '',
  licenceUrl: '',
  publishedOn: '',
  articleNumber: '',
  firstPage: '',
  lastPage: '',
  language: '',
  funding: [],
};

/** The fields as multipart text (multipartText): the lists (contributors, funding) as JSON. */
export const encodeArticleFields = (fields: z.input<typeof articleFieldsSchema>): Record<string, string> =>
  multipartText(fields);

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

/**
 * Query of GET /api/articles/{slug}/cite: a file (`format=`) or a reference formatted in one of
 * the styles (`style=`, `as=text|html`, text by default), one of the two. Each bad parameter is
 * refused in its own words (citeQueryRefusal).
 */
export const citeQuerySchema = z
  .object({
    format: z.enum(CITATION_FORMATS).optional(),
    style: z.enum(CITATION_STYLE_IDS).optional(),
    as: z.enum(REFERENCE_OUTPUTS).optional(),
  })
  .transform((query, ctx): CiteQuery => {
    if (query.style && !query.format) return { style: query.style, as: query.as ?? 'text' };
    if (query.format && !query.style && !query.as) return { format: query.format };
    ctx.addIssue({ code: 'custom', message: citationMessages.formatOrStyle });
    return z.NEVER;
  });
export type CiteQuery = { format: CitationFormat } | { style: CitationStyle; as: ReferenceOutput };

export const citeErrors = {
  unknownFormat: refusal(
    'invalid',
    'citation-format-unknown',
    citationMessages.unknownFormat(CITATION_FORMATS),
  ),
  unknownStyle: refusal(
    'invalid',
    'citation-style-unknown',
    citationMessages.unknownStyle(CITATION_STYLE_IDS),
  ),
  unknownOutput: refusal('invalid', 'citation-output-unknown', citationMessages.unknownOutput),
  formatOrStyle: refusal('invalid', 'citation-format-or-style', citationMessages.formatOrStyle),
} as const;

/** The refusal of a cite query that failed its schema: the bad parameter's own, else format-or-style. */
export function citeQueryRefusal(error: z.ZodError): Refusal {
  const parameter = error.issues[0]?.path[0];
  if (parameter === 'format') return citeErrors.unknownFormat;
  if (parameter === 'style') return citeErrors.unknownStyle;
  if (parameter === 'as') return citeErrors.unknownOutput;
  return citeErrors.formatOrStyle;
}

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
  invalidDoi: identifierErrors.invalidDoi,
  doiOutsidePrefix: (prefix: string) =>
    refusal('invalid', 'doi-outside-prefix', scholarlyMessages.doiOutsidePrefix(prefix)),
  doiTaken: (doi: string) => refusal('conflict', 'doi-taken', scholarlyMessages.doiTaken(doi)),
} as const;
