/**
 * The Latin faces the build rebuilds (web/build/lean-faces.ts) draw every character and every
 * word exactly as fontsource's originals do under a browser's default features, in fewer bytes,
 * and the stylesheets point at them and at nothing else new.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_DEFAULT_FEATURES, charactersOf, withLeanLatinFaces } from '../build/lean-faces';

const require = createRequire(import.meta.url);
/** The stylesheets web/src/main.tsx imports. */
const STYLESHEETS = [
  '@fontsource/inter/400.css',
  '@fontsource/inter/600.css',
  '@fontsource/source-serif-4/700.css',
];
/** Kerning pairs, ligatures, punctuation and letters of the journal's own texts. */
const SAMPLE = 'AVATAR Wave “Tó” office fly — 1,025 km² of affluent fjords; Niño, Ågård, Œuvre, 12.5 °C…';

const outDir = mkdtempSync(join(tmpdir(), 'lean-faces-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

async function faceOf(woff2: Buffer) {
  return new hb.Face(new hb.Blob(new Uint8Array(await convert(woff2, 'sfnt'))));
}

/** What a browser draws for `text`: each glyph's advance and offsets, and which letters it covers. */
function drawn(face: hb.Face, text: string) {
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((glyph, i) => ({ cluster: glyph.cluster, ...positions[i] }));
}

describe.each(STYLESHEETS)('the lean Latin face of %s', (stylesheet) => {
  const path = require.resolve(stylesheet);
  const original = readFileSync(path, 'utf8');
  const rewritten = withLeanLatinFaces(original, path, outDir);

  it('is what the stylesheet points its Latin face at, and nothing else changes', async () => {
    const css = await rewritten;
    const latin = /url\(([^)]+)\) format\('woff2'\)[^;]*;\s*unicode-range: U\+0000-00FF/.exec(css);
    const lean = resolve(dirname(path), latin![1]!);
    expect(dirname(lean)).toBe(outDir);
    expect(lean).toMatch(/-latin-\d+-normal\.woff2$/);
    expect(readFileSync(lean).length).toBeGreaterThan(0);
    // The same rules, with one address changed.
    expect(css.replace(latin![1]!, 'LATIN')).toBe(
      original.replace(/\.\/files\/[a-z0-9-]+-latin-\d+-normal\.woff2/, 'LATIN'),
    );
  });

  it('draws the same characters and the same words in fewer bytes', async () => {
    const css = await rewritten;
    const leanUrl = /url\(([^)]+)\) format\('woff2'\)[^;]*;\s*unicode-range: U\+0000-00FF/.exec(css)![1]!;
    const range = /url\(\.\/files\/[a-z0-9-]+-latin-\d+-normal\.woff2\)[^}]*unicode-range: ([^;]+);/.exec(
      original,
    )![1]!;
    const originalFile = readFileSync(join(dirname(path), 'files', leanUrl.split('/').pop()!));
    const leanFile = readFileSync(resolve(dirname(path), leanUrl));
    // One after the other: fontverter's WOFF2 decoder is not to be entered twice at once.
    const before = await faceOf(originalFile);
    const after = await faceOf(leanFile);

    const inRange = new Set([...charactersOf(range)].map((c) => c.codePointAt(0)));
    const covered = (face: hb.Face) => [...face.collectUnicodes()].filter((code) => inRange.has(code));
    expect(covered(after)).toEqual(covered(before));
    expect(covered(after).length).toBeGreaterThan(200);

    expect(drawn(after, SAMPLE)).toEqual(drawn(before, SAMPLE));

    for (const table of ['GSUB', 'GPOS'] as const) {
      expect(after.getTableFeatureTags(table).every((tag) => BROWSER_DEFAULT_FEATURES.includes(tag))).toBe(
        true,
      );
    }
    expect(leanFile.length).toBeLessThan(originalFile.length * 0.95);
  });
});

describe('the faces left alone', () => {
  it('are every face of another script, and the WOFF fallbacks', async () => {
    const path = require.resolve('@fontsource/inter/400.css');
    const css = await withLeanLatinFaces(readFileSync(path, 'utf8'), path, outDir);
    const files = [...css.matchAll(/url\(\.\/files\/([^)]+)\)/g)].map((m) => m[1]);
    expect(files).toContain('inter-latin-400-normal.woff');
    expect(files).toContain('inter-latin-ext-400-normal.woff2');
    expect(files).toContain('inter-cyrillic-400-normal.woff2');
    expect(files).not.toContain('inter-latin-400-normal.woff2');
    expect(readdirSync(outDir)).toContain('inter-latin-400-normal.woff2');
  });
});
