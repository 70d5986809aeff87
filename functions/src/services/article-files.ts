/**
 * An article's cover image and PDF: recognised by their first bytes (never by the name or type
 * the browser claims), stored under `articles/{articleId}/`, and removed with the article.
 */
import { adminMessages } from '@journal/common/messages';
import { invalid } from './errors';
import { deleteFile, deleteFolder, saveFile } from './files';

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
  pdfPath: string | null;
}

const IMAGE_SIGNATURES: { ext: string; contentType: string; matches: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    contentType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    contentType: 'image/jpeg',
    matches: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    ext: 'gif',
    contentType: 'image/gif',
    matches: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    ext: 'webp',
    contentType: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function imageKind(data: Buffer) {
  return IMAGE_SIGNATURES.find((s) => s.matches(data)) ?? null;
}

export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

export const ARTICLE_FILES_PREFIX = 'articles/';

export function articleFolder(articleId: string): string {
  return `${ARTICLE_FILES_PREFIX}${articleId}/`;
}

/** Checks both files before anything is stored, so a refused upload leaves nothing behind. */
export function checkArticleUploads(uploads: ArticleUploads) {
  const image = uploads.image ? imageKind(uploads.image.data) : null;
  if (uploads.image && !image) throw invalid(adminMessages.articleImageOnly);
  if (uploads.pdf && !isPdf(uploads.pdf.data)) throw invalid(adminMessages.articlePdfOnly);
  return image;
}

export async function storeArticleFiles(
  articleId: string,
  uploads: ArticleUploads,
): Promise<StoredArticleFiles> {
  const image = checkArticleUploads(uploads);
  const folder = articleFolder(articleId);
  const stored: StoredArticleFiles = { imagePath: null, imageContentType: null, pdfPath: null };
  try {
    if (uploads.image && image) {
      stored.imagePath = `${folder}cover.${image.ext}`;
      stored.imageContentType = image.contentType;
      await saveFile(stored.imagePath, uploads.image.data, image.contentType);
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

export async function removeArticleFiles(
  articleId: string,
  paths: { imagePath: string | null; pdfPath: string | null },
) {
  await Promise.all([deleteFile(paths.imagePath), deleteFile(paths.pdfPath)]);
  await deleteFolder(articleFolder(articleId));
}
