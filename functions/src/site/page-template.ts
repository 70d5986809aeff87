/**
 * The SPA's index.html with one page's head filled in between the marker comments that
 * web/index.html carries. The SPA boots on it as on any other page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from 'firebase-functions';
import { PAGE_MARKERS } from '@journal/common/contracts/rendered-page';

const START = '<!--head-meta:start-->';
const END = '<!--head-meta:end-->';

/**
 * Where the page can be: copied next to the functions bundle by the build; the built SPA when
 * running from source; the SPA's source page when nothing is built (head tests only).
 */
const CANDIDATES = [
  path.join(__dirname, 'index.html'),
  path.resolve(__dirname, '../../../web/dist/index.html'),
  path.resolve(__dirname, '../../../web/index.html'),
];

let template: { before: string; after: string } | undefined;

function readTemplate(): { before: string; after: string } {
  for (const candidate of CANDIDATES) {
    let html: string;
    try {
      html = readFileSync(candidate, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const start = html.indexOf(START);
    const end = html.indexOf(END, start);
    // A page without the markers is not the SPA's (a placeholder build): try the next one.
    if (start < 0 || end < 0) continue;
    return { before: html.slice(0, start + START.length), after: html.slice(end) };
  }
  logger.error('No index.html with head-meta markers was found', { candidates: CANDIDATES });
  throw new Error('The SPA page template (index.html with head-meta markers) is missing');
}

/**
 * The page with `head` (already escaped markup) in place of the default title and description,
 * and nothing where a rendered page's parts would go.
 */
export function renderPage(head: string): string {
  template ??= readTemplate();
  const page = `${template.before}\n${head}\n    ${template.after}`;
  return Object.values(PAGE_MARKERS).reduce((html, marker) => html.replace(marker, ''), page);
}
