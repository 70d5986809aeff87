/**
 * The Latin faces as the pages draw them. Fontsource's files carry every OpenType feature of
 * Inter and Source Serif (stylistic sets, character variants, fractions, tabular and case
 * figures…) and the glyphs only those features reach. The journal's stylesheets turn none of
 * them on (no `font-feature-settings`, no `font-variant-*`), yet the faces every page preloads
 * are bytes a phone downloads beside the page's picture, before the largest paint.
 *
 * So each Latin face is rebuilt at build time by HarfBuzz's subsetter (subset-font): the same
 * characters, its whole `unicode-range`, and only the features a browser applies on its own
 * (kerning, ligatures, contextual alternates, marks). The other scripts' faces (Latin
 * Extended, Cyrillic, Greek, Vietnamese) are fetched only by a page that has such a letter and
 * stay as fontsource ships them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The features a browser shapes Latin text with unless a stylesheet asks for others. */
export const BROWSER_DEFAULT_FEATURES = [
  'ccmp',
  'locl',
  'rvrn',
  'rlig',
  'liga',
  'clig',
  'calt',
  'rclt',
  'kern',
  'mark',
  'mkmk',
];

const FONTSOURCE_STYLESHEET = /[\\/]@fontsource[\\/][^\\/]+[\\/][^\\/]+\.css$/;
const FACE_RULE = /@font-face\s*{[^}]*}/g;
const LATIN_FILE = /url\(\.\/files\/([a-z0-9-]+-latin-\d+-(?:normal|italic)\.woff2)\)/;
const UNICODE_RANGE = /unicode-range:\s*([^;}]+)/;

/** Every character a `unicode-range` names ("U+0000-00FF,U+0131,…"), as one string. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(first ?? '', 16);
    const to = parseInt(last ?? '', 16);
    if (Number.isNaN(from) || Number.isNaN(to)) throw new Error(`Not a unicode-range: ${part}`);
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** A face's file with only its range's characters and the features browsers apply. */
export function leanFace(original: Buffer, unicodeRange: string): Promise<Buffer> {
  return subsetFont(original, charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    keepFeatures: BROWSER_DEFAULT_FEATURES,
  });
}

/**
 * A fontsource stylesheet with each Latin face's WOFF2 pointed at its lean copy, written into
 * `outDir`; the WOFF fallback, and every other face, are left as they are.
 */
export async function withLeanLatinFaces(
  css: string,
  stylesheetPath: string,
  outDir: string,
): Promise<string> {
  const faces = css.match(FACE_RULE) ?? [];
  let rewritten = css;
  for (const face of faces) {
    const file = LATIN_FILE.exec(face)?.[1];
    const range = UNICODE_RANGE.exec(face)?.[1];
    if (!file || !range) continue;
    const lean = await leanFace(await readFile(join(dirname(stylesheetPath), 'files', file)), range);
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, file), lean);
    const url = relative(dirname(stylesheetPath), join(outDir, file)).split('\\').join('/');
    rewritten = rewritten.replace(face, () => face.replace(`url(./files/${file})`, () => `url(${url})`));
  }
  return rewritten;
}

export function leanLatinFaces(): Plugin {
  let outDir = '';
  return {
    name: 'journal:lean-latin-faces',
    // Before Vite's own CSS plugin resolves the url()s into assets.
    enforce: 'pre',
    configResolved(config) {
      outDir = join(config.cacheDir, 'lean-faces');
    },
    async transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!FONTSOURCE_STYLESHEET.test(path)) return null;
      return { code: await withLeanLatinFaces(code, path, outDir), map: null };
    },
  };
}
