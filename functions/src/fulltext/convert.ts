/**
 * A Word manuscript to the full text the article page shows: mammoth's HTML
 * (docx-to-html.ts), sanitized against the allowlist (sanitize.ts), given its structure
 * (structure.ts), its pictures as WebP (figures.ts). Pure: it stores nothing, so a refused file
 * leaves nothing behind; services/full-texts.ts stores what it returns.
 */
import { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isZip } from '@journal/common/contracts/files';
import {
  fullTextErrors,
  MAX_FULL_TEXT_BYTES,
  MAX_FULL_TEXT_FIGURES,
} from '@journal/common/contracts/full-text';
import { fullTextMessages } from '@journal/common/messages';
import { refuse } from '../services/errors';
import { DocxUnpacksTooLargeError, UnreadableDocxError } from './docx-package';
import { docxToHtml, FIGURE_SCHEME } from './docx-to-html';
import { figureWebp, type FigureFile } from './figures';
import { sanitizeFullText } from './sanitize';
import { structureFullText, type StructuredFullText } from './structure';

export interface ConvertedFullText extends StructuredFullText {
  /** The pictures in order; `figureSrc(i)` is where the HTML points for picture `i`. */
  figureFiles: (FigureFile | null)[];
}

const KEPT_LINK = /^(?:#|https?:\/\/|mailto:)/i;
/** mammoth's words for a picture it would have had to fetch from elsewhere (it never does). */
const EXTERNAL_IMAGE = /external image|external file access/i;

/**
 * mammoth's words for a Word equation (Office Math, `m:oMath` and `m:oMathPara`), which it
 * skips, leaving a gap in the sentence.
 */
const EQUATION = /unrecognised element was ignored: \{[^}]*\/officeDocument\/2006\/math\}oMath/i;

/** mammoth's messages, those the editor can act on said in the journal's words. */
function converterWarnings(messages: string[]): string[] {
  return messages.map((message) => {
    if (EXTERNAL_IMAGE.test(message)) return fullTextMessages.externalImageDropped;
    if (EQUATION.test(message)) return fullTextMessages.equationDropped;
    return message;
  });
}

/** What the allowlist is about to drop, told to the editor in words they can act on in Word. */
function droppedByAllowlist(rawHtml: string): string[] {
  const warnings: string[] = [];
  const doc = parseDocument(rawHtml);
  const externalImages = findAll(
    (node: Element) => node.name === 'img' && !(node.attribs.src ?? '').startsWith(`${FIGURE_SCHEME}:`),
    doc,
  );
  if (externalImages.length) warnings.push(fullTextMessages.externalImageDropped);
  for (const link of findAll((node: Element) => node.name === 'a' && node.attribs.href !== undefined, doc)) {
    if (!KEPT_LINK.test(link.attribs.href!.trim())) {
      warnings.push(fullTextMessages.unsafeLinkDropped(textContent(link).trim().slice(0, 80)));
    }
  }
  return warnings;
}

/**
 * Converts `docx`; `figureSrc(i)` names where picture `i` will be served. Refuses a file that is
 * not a Word document, one that unpacks to more than the limit, one with more pictures than a
 * full text may hold, and one whose text is too long to store.
 */
export async function convertDocx(
  docx: Buffer,
  figureSrc: (index: number) => string,
): Promise<ConvertedFullText> {
  if (!isZip(docx)) throw refuse(fullTextErrors.docxType);
  let raw;
  try {
    raw = await docxToHtml(docx);
  } catch (err) {
    if (err instanceof UnreadableDocxError) throw refuse(fullTextErrors.unreadable);
    if (err instanceof DocxUnpacksTooLargeError) throw refuse(fullTextErrors.unpacksTooLarge);
    throw err;
  }
  if (raw.pictures.length > MAX_FULL_TEXT_FIGURES) throw refuse(fullTextErrors.tooManyFigures);
  const figureFiles: (FigureFile | null)[] = [];
  for (const picture of raw.pictures) figureFiles.push(await figureWebp(picture));
  const structured = structureFullText(
    sanitizeFullText(raw.html),
    figureFiles.map((file, i) => file && { src: figureSrc(i), width: file.width, height: file.height }),
  );
  if (Buffer.byteLength(structured.html) + Buffer.byteLength(structured.text) > MAX_FULL_TEXT_BYTES) {
    throw refuse(fullTextErrors.tooLong);
  }
  const warnings = [
    ...new Set([...converterWarnings(raw.messages), ...droppedByAllowlist(raw.html), ...structured.warnings]),
  ];
  return { ...structured, warnings, figureFiles };
}
