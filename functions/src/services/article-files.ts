/**
 * An article's cover image and PDF: recognised by their first bytes (never by the name or type
 * the browser claims) with the contract's checks (common/src/contracts/files.ts), which the
 * browser runs too; stored under `articles/{articleId}/` (the cover as WebP with its phone copy,
 * cover-image.ts), and removed with the article, before its document (deleteArticle in
 * articles.ts). Files that a crash between storing and committing left without a document are
 * removed by sweeper.ts.
 */
import { fileErrors, imageKind, isPdf } from '@journal/common/contracts/files';
import { coverWebp, COVER_CONTENT_TYPE, COVER_EXTENSION, type CoverPicture } from './cover-image';
import { refuse } from './errors';
import { deleteFile, deleteFolder, saveFile } from './files';
import type { CoverRendition } from './model';

export interface ImageUpload {
  data: Buffer;
  /** Ignored for storage: the stored type comes from the file's own signature. */
  contentType?: string;
}
export interface PdfUpload {
  data: Buffer;
}
export interface ArticleUploads {
  image?: ImageUpload;
  pdf?: PdfUpload;
}

export interface StoredArticleFiles {
  imagePath: string | null;
  imageContentType: string | null;
  /** The stored cover's width in pixels, for the page's `srcset`. */
  imageWidth: number | null;
  /** Its narrower copies for phones (cover-image.ts), narrowest first. */
  imageRenditions: CoverRendition[];
  pdfPath: string | null;
}

export const ARTICLE_FILES_PREFIX = 'articles/';

export function articleFolder(articleId: string): string {
  return `${ARTICLE_FILES_PREFIX}${articleId}/`;
}

/** The Word file and figures of one upload of the article's full text (full-texts.ts). */
export function fullTextFolder(articleId: string, generation: string): string {
  return `${articleFolder(articleId)}full-text/${generation}/`;
}

/** Checks both files before anything is stored, so a refused upload leaves nothing behind. */
export function checkArticleUploads(uploads: ArticleUploads) {
  const image = uploads.image ? imageKind(uploads.image.data) : null;
  if (uploads.image && !image) throw refuse(fileErrors.articleImageType);
  if (uploads.pdf && !isPdf(uploads.pdf.data)) throw refuse(fileErrors.articlePdfType);
  return image;
}

export async function storeArticleFiles(
  articleId: string,
  uploads: ArticleUploads,
): Promise<StoredArticleFiles> {
  const image = checkArticleUploads(uploads);
  // Converted before anything is stored: an image that cannot be decoded leaves nothing behind.
  const cover = uploads.image && image ? await coverWebp(uploads.image.data) : null;
  const folder = articleFolder(articleId);
  const stored: StoredArticleFiles = {
    imagePath: null,
    imageContentType: null,
    imageWidth: null,
    imageRenditions: [],
    pdfPath: null,
  };
  try {
    if (cover) {
      stored.imagePath = `${folder}cover.${COVER_EXTENSION}`;
      stored.imageContentType = COVER_CONTENT_TYPE;
      stored.imageWidth = cover.cover.width;
      await saveFile(stored.imagePath, cover.cover.data, COVER_CONTENT_TYPE);
      stored.imageRenditions = await storeCoverRenditions(articleId, cover.renditions);
    }
    if (uploads.pdf) {
      stored.pdfPath = `${folder}article.pdf`;
      await saveFile(stored.pdfPath, uploads.pdf.data, 'application/pdf');
    }
  } catch (err) {
    await removeArticleFiles(articleId, stored);
    throw err;
  }
  return stored;
}

/**
 * Stores the cover's copies in the article's folder (`cover-{width}.webp`), where deleting the
 * article removes them with the folder; answers what the article records of them.
 */
export async function storeCoverRenditions(
  articleId: string,
  renditions: CoverPicture[],
): Promise<CoverRendition[]> {
  const stored: CoverRendition[] = [];
  for (const { width, data } of renditions) {
    const path = `${articleFolder(articleId)}cover-${width}.${COVER_EXTENSION}`;
    await saveFile(path, data, COVER_CONTENT_TYPE);
    stored.push({ width, path });
  }
  return stored;
}

/** The files the document names and anything else in the article's folder; throws if one cannot be removed. */
export async function removeArticleFiles(
  articleId: string,
  paths: { imagePath: string | null; pdfPath: string | null },
) {
  await Promise.all([deleteFile(paths.imagePath), deleteFile(paths.pdfPath)]);
  await deleteFolder(articleFolder(articleId));
}
