/** The stored article as the API answers it (the `Article` shape of common/src/contracts/articles.ts). */
import { type AbstractBlock, type Article } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import { DEFAULT_LICENCE } from '@journal/common/contracts/journal';
import type { ScholarlyRecord } from '@journal/common/contracts/scholarly';
import { authorLine } from '@journal/common/scholarly/names';
import { contributorsFromAuthor } from '@journal/common/scholarly/author-split';
import { pdfFileName } from '@journal/common/slug';
import type { ArticleDoc } from './model';

export interface ArticleRecord {
  id: string;
  doc: ArticleDoc;
}

/** Paragraphs are separated by blank lines; line breaks inside a paragraph are just spaces. */
export function abstractBlocks(abstract: string): AbstractBlock[] {
  return abstract
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((text, i) => ({
      _type: 'block',
      _key: `p${i}`,
      style: 'normal',
      children: [{ _type: 'span', _key: `p${i}s0`, text }],
    }));
}

/**
 * The stored record, or for an article stored before it existed (until the backfill runs) what
 * the backfill would store: contributors read from `author`, the default licence, the creation
 * day as publication date, English.
 */
function scholarlyRecord(doc: ArticleDoc): ScholarlyRecord {
  return {
    contributors: doc.contributors ?? contributorsFromAuthor(doc.author).contributors,
    references: doc.references ?? [],
    licence: doc.licence ?? { ...DEFAULT_LICENCE },
    publishedOn: doc.publishedOn ?? doc.createdAt.toDate().toISOString().slice(0, 10),
    articleNumber: doc.articleNumber ?? '',
    firstPage: doc.firstPage ?? '',
    lastPage: doc.lastPage ?? '',
    language: doc.language ?? 'en',
    funding: doc.funding ?? [],
  };
}

/** The cover's widths for a `srcset`: its copies, then the cover itself; none before its width was kept. */
function coverRenditions(doc: ArticleDoc, origin: string): Article['imageRenditions'] {
  if (!doc.imagePath || !doc.imageWidth) return [];
  return [
    ...(doc.imageRenditions ?? []).map(({ width }) => ({
      url: `${origin}${articleApi.imageRendition.path({ slug: doc.slug, width: String(width) })}`,
      width,
    })),
    { url: `${origin}${articleApi.image.path({ slug: doc.slug })}`, width: doc.imageWidth },
  ];
}

/** File URLs are absolute and point at the API, which streams the files from Storage. */
export function toArticle({ id, doc }: ArticleRecord, origin: string): Article {
  const record = scholarlyRecord(doc);
  return {
    _id: id,
    slug: doc.slug,
    title: doc.title,
    author: doc.contributors ? authorLine(doc.contributors) : doc.author,
    abstract: doc.abstract,
    abstractBlocks: abstractBlocks(doc.abstract),
    keywords: [...doc.keywords],
    image: doc.imagePath ? `${origin}${articleApi.image.path({ slug: doc.slug })}` : null,
    imageRenditions: coverRenditions(doc, origin),
    pdf: doc.pdfPath ? `${origin}${articleApi.pdf.path({ slug: doc.slug })}` : null,
    pdfFileName: doc.pdfPath ? pdfFileName(doc.title) : null,
    issn: doc.issn,
    doi: doc.doi,
    featured: doc.featured === true,
    volume: { ...doc.volume },
    issue: { ...doc.issue },
    createdAt: doc.createdAt.toDate().toISOString(),
    views: doc.views ?? 0,
    downloads: doc.downloads ?? 0,
    fullText: doc.fullText
      ? { words: doc.fullText.words, updatedAt: doc.fullText.updatedAt.toDate().toISOString() }
      : null,
    ...record,
  };
}
