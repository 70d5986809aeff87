import { MAX_ARTICLE_IMAGE_BYTES, MAX_ARTICLE_PDF_BYTES } from '@journal/common/contracts/files';
import { adminMessages } from '@journal/common/messages';

/** The browser's check of an article's cover (the server repeats it by content): null when fine. */
export function imageProblem(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return adminMessages.articleImageOnly;
  if (file.size > MAX_ARTICLE_IMAGE_BYTES) return adminMessages.imageTooLarge;
  return null;
}

export function pdfProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
    return adminMessages.articlePdfOnly;
  if (file.size > MAX_ARTICLE_PDF_BYTES) return adminMessages.pdfTooLarge;
  return null;
}
