/**
 * The kinds of file the journal accepts, recognised by their first bytes as well as by name:
 * a renamed executable is refused whatever its name says. The browser runs the same checks on
 * the bytes of the chosen file (web: lib/file-bytes.ts) that the API runs on the upload, so both
 * refuse exactly the same files.
 */
import { adminMessages, submissionMessages } from '../messages';
import { refusal } from './refusal';

export const MAX_MANUSCRIPT_BYTES = 10 * 1024 * 1024; // 10485760 (docs/decisions.md "Submissions")
export const MAX_ARTICLE_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_ARTICLE_IMAGE_BYTES = 5 * 1024 * 1024;

/** How many leading bytes the signature checks read (a DOCX needs its whole zip directory). */
export const SIGNATURE_BYTES = 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** A PDF starts with its header; text that merely mentions '%PDF-' later on is not one. */
export function isPdf(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, 5) === '%PDF-';
}

/** Word 97-2003 documents are OLE2 compound files. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
export const isOle2 = (bytes: Uint8Array) => startsWith(bytes, OLE2);

/** A zip's local file header: the start of every DOCX (its parts are checked by the server). */
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04] as const;
export const isZip = (bytes: Uint8Array) => startsWith(bytes, ZIP_LOCAL_HEADER);

export const MANUSCRIPT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type ManuscriptExtension = (typeof MANUSCRIPT_EXTENSIONS)[number];
export const MANUSCRIPT_CONTENT_TYPES: Record<ManuscriptExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** For the file picker's `accept`. */
export const MANUSCRIPT_ACCEPT = MANUSCRIPT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The leading-bytes check of each manuscript kind (a DOCX is also checked for a word/ part). */
export const MANUSCRIPT_SIGNATURES: Record<ManuscriptExtension, (bytes: Uint8Array) => boolean> = {
  pdf: isPdf,
  doc: isOle2,
  docx: isZip,
};

export function manuscriptExtension(fileName: string): ManuscriptExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (MANUSCRIPT_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as ManuscriptExtension)
    : null;
}

export const IMAGE_KINDS = [
  {
    ext: 'png',
    contentType: 'image/png',
    matches: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { ext: 'jpg', contentType: 'image/jpeg', matches: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { ext: 'gif', contentType: 'image/gif', matches: (b: Uint8Array) => /^GIF8[79]a$/.test(ascii(b, 0, 6)) },
  {
    ext: 'webp',
    contentType: 'image/webp',
    matches: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** For the file picker's `accept`: exactly the kinds the server recognises. */
export const IMAGE_ACCEPT = IMAGE_KINDS.map((k) => k.contentType).join(',');

export function imageKind(bytes: Uint8Array): ImageKind | null {
  return IMAGE_KINDS.find((kind) => kind.matches(bytes)) ?? null;
}

/** File refusals are 400s, the size ones too: the form's own limits, not the transport's. */
export const fileErrors = {
  manuscriptMissing: refusal('invalid', 'manuscript-missing', submissionMessages.fileMissing),
  manuscriptType: refusal('invalid', 'manuscript-type', submissionMessages.invalidFileType),
  manuscriptTooLarge: refusal('invalid', 'manuscript-too-large', submissionMessages.fileTooLarge),
  articlePdfType: refusal('invalid', 'article-pdf-type', adminMessages.articlePdfOnly),
  articlePdfTooLarge: refusal('invalid', 'article-pdf-too-large', adminMessages.pdfTooLarge),
  articleImageType: refusal('invalid', 'article-image-type', adminMessages.articleImageOnly),
  articleImageTooLarge: refusal('invalid', 'article-image-too-large', adminMessages.imageTooLarge),
  /** A stored record whose file is gone from Storage. */
  storedFileMissing: refusal('not-found', 'stored-file-missing', adminMessages.fileNotFound),
} as const;

/** What is wrong with a chosen manuscript, judged on its name, size and first bytes; null when fine. */
export function manuscriptProblem(
  file: { name: string; size: number; head: Uint8Array } | null,
): (typeof fileErrors)[keyof typeof fileErrors] | null {
  if (!file) return fileErrors.manuscriptMissing;
  // Size first, as the API's upload reader refuses an oversized file before looking inside it.
  if (file.size > MAX_MANUSCRIPT_BYTES) return fileErrors.manuscriptTooLarge;
  const extension = manuscriptExtension(file.name);
  if (!extension || !MANUSCRIPT_SIGNATURES[extension](file.head)) return fileErrors.manuscriptType;
  return null;
}

export function articlePdfProblem(file: { size: number; head: Uint8Array }) {
  if (file.size > MAX_ARTICLE_PDF_BYTES) return fileErrors.articlePdfTooLarge;
  if (!isPdf(file.head)) return fileErrors.articlePdfType;
  return null;
}

export function articleImageProblem(file: { size: number; head: Uint8Array }) {
  if (file.size > MAX_ARTICLE_IMAGE_BYTES) return fileErrors.articleImageTooLarge;
  if (!imageKind(file.head)) return fileErrors.articleImageType;
  return null;
}
