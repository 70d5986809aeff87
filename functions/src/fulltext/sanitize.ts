/**
 * The allowlist every converted full text passes before it is stored (docs/security.md): the
 * elements a scholarly text needs and nothing that runs, styles or fetches. Text that looked
 * like markup in the Word file (`<script>`) is already escaped text by then; a hyperlink to
 * anything but http, https, mailto or a place in the text loses its address; a picture whose
 * address is not one of the document's own (docx-to-html.ts) is dropped. sanitize-html is a
 * kept library made for exactly this, run on the server where the HTML is produced.
 */
import sanitizeHtml from 'sanitize-html';
import { FIGURE_SCHEME } from './docx-to-html';

const OWN_PICTURE = new RegExp(`^${FIGURE_SCHEME}:\\d+$`);
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'blockquote',
    'em',
    'strong',
    'sup',
    'sub',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'id'],
    li: ['id'],
    p: ['class'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { p: ['caption'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [FIGURE_SCHEME] },
  allowProtocolRelative: false,
  // The contents of anything refused go with it only for these; other refused tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: { b: 'strong', i: 'em' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_PICTURE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/** Ids and relative link targets are narrowed further by structure.ts, which reads the result as a tree. */
export function sanitizeFullText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
