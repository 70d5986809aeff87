/**
 * A whole page from the web build's index.html: this page's head between the head-meta markers
 * (the template's default title and description go), and a rendered page's parts at the
 * markers of common/src/contracts/rendered-page.ts, which are otherwise left empty.
 */
import { PAGE_MARKERS, PAGE_STATE_ID, type PageState } from '@journal/common/contracts/rendered-page';
import { scriptJson } from '../markup/escape';

const META_START = '<!--head-meta:start-->';
const META_END = '<!--head-meta:end-->';

export interface PageParts {
  /** Escaped head markup (head.ts `renderHead`). */
  meta: string;
  /**
   * The rendered page's styles and preloads of its faces and pictures; for a screen the
   * browser renders, preloads of its code.
   */
  head?: string;
  /** The rendered page. */
  html?: string;
  /** What the browser hydrates from. */
  state?: PageState;
}

export function pageDocument(template: string, parts: PageParts): string {
  const start = template.indexOf(META_START);
  const end = template.indexOf(META_END, start);
  if (start < 0 || end < 0) throw new Error('The page template has no head-meta markers');
  const page = `${template.slice(0, start + META_START.length)}\n${parts.meta}\n    ${template.slice(end)}`;
  const state = parts.state
    ? // Never run by the browser (so the Content-Security-Policy needs no 'unsafe-inline'), and
      // escaped so that nothing in it can close the element.
      `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(parts.state)}</script>`
    : '';
  // Replacement functions, not strings: a page's text may hold `$&` and the like.
  return page
    .replace(PAGE_MARKERS.head, () => parts.head ?? '')
    .replace(PAGE_MARKERS.html, () => parts.html ?? '')
    .replace(PAGE_MARKERS.state, () => state);
}
