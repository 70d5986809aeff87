/**
 * An article's HTML full text: converted on the server from a Word manuscript (.docx) the editor
 * attaches, sanitized, and shown on the article page under the abstract (docs/decisions.md
 * "Full text"). Free of zod: the article page reads these types and never downloads a schema.
 */
import { fullTextMessages } from '../messages';
import { MAX_MANUSCRIPT_BYTES } from './files';
import { refusal } from './refusal';

/** The multipart field of the Word file, on the article form and on the full-text route. */
export const FULL_TEXT_FIELD = 'fullText';
/** As large as a manuscript may be: the same Word file is often both. */
export const MAX_FULL_TEXT_DOCX_BYTES = MAX_MANUSCRIPT_BYTES;
/**
 * The stored HTML and its search text share one Firestore document (at most 1 MiB); this leaves
 * room for the rest of it. A 30-page article is about a quarter of it.
 */
export const MAX_FULL_TEXT_BYTES = 800 * 1024;
export const MAX_FULL_TEXT_FIGURES = 60;
/**
 * What a Word file's parts may unpack to in all (a .docx is a zip): 32 MiB, room for the longest
 * full text and its figures as Word keeps them, a hundred times the 30-page test manuscript's
 * 0.37 MB; far less than a crafted file of a few hundred kilobytes can unpack to
 * (functions/src/fulltext/docx-package.ts).
 */
export const MAX_FULL_TEXT_DOCX_UNPACKED_BYTES = 32 * 1024 * 1024;
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** One heading of the full text, for its table of contents: `h2` to `h4`. */
export interface FullTextHeading {
  level: 2 | 3 | 4;
  /** The heading's element id in the HTML (always `ft-…`). */
  id: string;
  title: string;
}

/** What an article answer says of its full text; null when it has none. */
export interface FullTextSummary {
  words: number;
  /** When the current Word file was converted (ISO 8601). */
  updatedAt: string;
}

/** GET /api/articles/{slug}/full-text: the sanitized HTML the page shows, and its headings. */
export interface FullText extends FullTextSummary {
  html: string;
  contents: FullTextHeading[];
}

/** GET /api/admin/articles/{id}/full-text: what the editor sees beside the article. */
export interface FullTextStatus extends FullTextSummary {
  sourceName: string;
  sourceBytes: number;
  figures: number;
  tables: number;
  notes: number;
  /** What the conversion noticed that the Word file could fix (missing alt text, unknown styles). */
  warnings: string[];
}

export const fullTextErrors = {
  docxType: refusal('invalid', 'full-text-type', fullTextMessages.docxOnly),
  tooLarge: refusal('invalid', 'full-text-too-large', fullTextMessages.tooLarge),
  unreadable: refusal('invalid', 'full-text-unreadable', fullTextMessages.unreadable),
  tooLong: refusal('invalid', 'full-text-too-long', fullTextMessages.tooLong(MAX_FULL_TEXT_BYTES / 1024)),
  unpacksTooLarge: refusal(
    'invalid',
    'full-text-unpacks-too-large',
    fullTextMessages.unpacksTooLarge(MAX_FULL_TEXT_DOCX_UNPACKED_BYTES / (1024 * 1024)),
  ),
  tooManyFigures: refusal(
    'invalid',
    'full-text-too-many-figures',
    fullTextMessages.tooManyFigures(MAX_FULL_TEXT_FIGURES),
  ),
  missing: refusal('invalid', 'full-text-missing', fullTextMessages.docxOnly),
  manuscriptNotWord: refusal('invalid', 'full-text-manuscript-not-word', fullTextMessages.manuscriptNotWord),
  notFound: refusal('not-found', 'no-full-text', fullTextMessages.notFound),
  figureNotFound: refusal('not-found', 'full-text-figure-not-found', fullTextMessages.figureNotFound),
} as const;
