/** The stored article as the API answers it (the `Article` shape of common/src/contracts/articles.ts). */
import { type AbstractBlock, type Article } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
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

/** File URLs are absolute and point at the API, which streams the files from Storage. */
export function toArticle({ id, doc }: ArticleRecord, origin: string): Article {
  return {
    _id: id,
    slug: doc.slug,
    title: doc.title,
    author: doc.author,
    abstract: doc.abstract,
    abstractBlocks: abstractBlocks(doc.abstract),
    keywords: [...doc.keywords],
    image: doc.imagePath ? `${origin}${articleApi.image.path({ slug: doc.slug })}` : null,
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
  };
}
