/**
 * A Word manuscript to raw HTML with mammoth, which maps Word's own styles to semantic elements
 * (docs/decisions.md "Full text"): Heading 1–3 become h2–h4 under the article page's h1, Word's
 * Caption style a caption paragraph, footnotes and endnotes a linked list at the end. Pictures
 * are kept aside as bytes, each replaced in the HTML by `src="fulltext-figure:N"`, so that the
 * caller stores them itself and nothing of the document's own addresses reaches the page.
 *
 * mammoth reads no file outside the document (its `externalFileAccess` stays off), and its
 * output is not safe to show as it is: sanitize.ts runs on it next.
 */
import mammoth from 'mammoth';
import { checkUnpackedSize, UnreadableDocxError } from './docx-package';

export const FIGURE_SCHEME = 'fulltext-figure';

const STYLE_MAP = [
  "p[style-name='Title'] => !",
  "p[style-name='Subtitle'] => !",
  "p[style-name='Heading 1'] => h2:fresh",
  "p[style-name='Heading 2'] => h3:fresh",
  "p[style-name='Heading 3'] => h4:fresh",
  "p[style-name='Heading 4'] => h4:fresh",
  "p[style-name='Caption'] => p.caption:fresh",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "r[style-name='Strong'] => strong",
  "r[style-name='Emphasis'] => em",
];

export interface DocxPicture {
  contentType: string;
  data: Buffer;
}

export interface RawConversion {
  html: string;
  pictures: DocxPicture[];
  /** mammoth's own warnings, as it words them (an unknown style, an unread element). */
  messages: string[];
}

export async function docxToHtml(docx: Buffer): Promise<RawConversion> {
  // Before mammoth holds any part whole.
  await checkUnpackedSize(docx);
  const pictures: DocxPicture[] = [];
  try {
    const result = await mammoth.convertToHtml(
      { buffer: docx },
      {
        styleMap: STYLE_MAP,
        idPrefix: 'ft-',
        convertImage: mammoth.images.imgElement(async (image) => {
          pictures.push({ contentType: image.contentType, data: await image.readAsBuffer() });
          return { src: `${FIGURE_SCHEME}:${pictures.length - 1}` };
        }),
      },
    );
    return { html: result.value, pictures, messages: result.messages.map((m) => m.message) };
  } catch (err) {
    // Not a Word document inside (a zip of something else), or one mammoth cannot read.
    throw new UnreadableDocxError(err instanceof Error ? err.message : String(err));
  }
}
