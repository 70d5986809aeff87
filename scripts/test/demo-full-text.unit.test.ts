/**
 * The Word manuscripts of the full-text conversion (issue 28), read by mammoth as the server reads
 * them: each construct of the demo texts comes out as the HTML element a reader's page needs, the
 * hostile file's markup stays text while its `javascript:` link comes through for the sanitizer to
 * remove, and the long manuscript is as long as it says.
 */
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoArticles } from '../lib/demo-content';
import { DEMO_FULL_TEXT_SLUGS, demoFullTextDocx } from '../lib/demo-full-text';
import {
  FIGURE_ALT_TEXT,
  FIGURE_CAPTION,
  FOOTNOTE_TEXT,
  HOSTILE_IMG_TEXT,
  HOSTILE_LINK_HREF,
  HOSTILE_LINK_TEXT,
  HOSTILE_SCRIPT_TEXT,
  REMOTE_IMAGE_ALT_TEXT,
  REMOTE_IMAGE_URL,
  SAFE_LINK_HREF,
  SAFE_LINK_TEXT,
  hostileDocx,
} from '../lib/hostile-docx';
import { longManuscriptDocx } from '../lib/long-manuscript';

/** Word names its built-in Caption style "caption"; mammoth compares style names in any case. */
const convert = (buffer: Buffer) =>
  mammoth.convertToHtml({ buffer }, { styleMap: ["p[style-name='Caption'] => p.caption:fresh"] });

/** A conversion made once, when a test first asks for it, and shared by the tests after it. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');

/** The image paragraph and the caption right after it. */
const FIGURE =
  /<p><img alt="([^"]*)" src="data:image\/png;base64,([^"]+)" \/><\/p><p class="caption">([^<]*)<\/p>/;

const DEMO_ALT_TEXTS: Record<string, string> = {
  'hermetic-bags-maize-storage-eastern-province':
    'Bar chart of mean weight loss after 35 weeks: intact hermetic bags 1.1%, punctured bags patched within a week 2.6%, punctured bags left unpatched 7.9%, insecticide-treated sacks 12.4%.',
  'kariba-inflow-forecasting-drought':
    'Bar chart of the share of variance in November-to-April inflow explained in cross-validation: current regression 48%, multiple linear regression 55%, gradient-boosted trees 66%, random forest 71%.',
  'cost-reliability-off-grid-solar-mini-grids':
    'Bar chart of the levelised cost of energy at the nine sites, rising steadily from US$0.38 per kWh at site A, the largest, to US$0.61 per kWh at site I, the smallest.',
};

it('gives a full text to three demo articles', () => {
  expect(DEMO_FULL_TEXT_SLUGS).toHaveLength(3);
  for (const slug of DEMO_FULL_TEXT_SLUGS) expect(demoArticles.map((a) => a.slug)).toContain(slug);
});

describe.each(DEMO_FULL_TEXT_SLUGS)('the full text of %s', (slug) => {
  const converted = once(async () => {
    const article = demoArticles.find((a) => a.slug === slug);
    if (!article) throw new Error(`No demo article ${slug}`);
    return convert(await demoFullTextDocx(article));
  });

  it('converts without a warning: every style it uses is one mammoth knows or is told about', async () => {
    expect((await converted()).messages).toEqual([]);
  });

  it('has its sections as h1, with an h3 nested in an h2', async () => {
    const html = (await converted()).value;
    expect(all(html, /<h1>([^<]*)<\/h1>/g)).toEqual([
      'Introduction',
      'Methods',
      'Results',
      'Discussion',
      'Conclusion',
    ]);
    expect(html).toMatch(/<h2>[^<]+<\/h2>(?:(?!<h1>).)*<h3>[^<]+<\/h3>/);
  });

  it('keeps italic and bold runs, a bulleted and a numbered list', async () => {
    const html = (await converted()).value;
    expect(html).toMatch(/<p>(?:(?!<\/p>).)*<em>[^<]+<\/em>/);
    expect(html).toMatch(/<p>(?:(?!<\/p>).)*<strong>[^<]+<\/strong>/);
    expect(html).toMatch(/<ul><li>[^<]+<\/li><li>/);
    expect(html).toMatch(/<ol><li>[^<]+<\/li><li>/);
  });

  it('has a table whose first row is header cells, over at least 4 columns and 5 rows of figures', async () => {
    const html = (await converted()).value;
    const [table = ''] = html.match(/<table>.*?<\/table>/) ?? [];
    const headers = all(table, /<th><p><strong>([^<]+)<\/strong><\/p><\/th>/g);
    expect(table.startsWith(`<table><thead><tr><th>`)).toBe(true);
    expect(headers.length).toBeGreaterThanOrEqual(4);
    const rows = all(table.slice(table.indexOf('<tbody>')), /<tr>(.*?)<\/tr>/g);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const cells = all(row, /<td><p>([^<]*)<\/p><\/td>/g);
      expect(cells).toHaveLength(headers.length);
      expect(cells.filter((c) => /^\d+(\.\d+)?$/.test(c)).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('shows its figure as an 800 × 450 PNG with its alt text, followed by its caption', async () => {
    const [, alt, base64 = '', caption] = (await converted()).value.match(FIGURE) ?? [];
    expect(alt).toBe(DEMO_ALT_TEXTS[slug]);
    expect(caption).toMatch(/^Figure 1\. \S/);
    const { format, width, height } = await sharp(Buffer.from(base64, 'base64')).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 800, height: 450 });
  });

  it('links its footnotes and endnote to the notes listed at the end', async () => {
    const html = (await converted()).value;
    for (const [note, reference] of [
      ['footnote-1', 'footnote-ref-1'],
      ['footnote-2', 'footnote-ref-2'],
      ['endnote-1', 'endnote-ref-1'],
    ]) {
      expect(html).toMatch(new RegExp(`<sup><a href="#${note}" id="${reference}">\\[\\d\\]</a></sup>`));
      expect(html).toMatch(new RegExp(`<li id="${note}"><p>[^<]+ <a href="#${reference}">↑</a></p></li>`));
    }
  });
});

describe('the hostile manuscript', () => {
  const converted = once(async () => convert(await hostileDocx()));

  it('keeps typed markup as text', async () => {
    const html = (await converted()).value;
    expect(html).toContain('<p>&lt;script&gt;alert("x")&lt;/script&gt;</p>');
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toContain(HOSTILE_SCRIPT_TEXT);
    expect(html).not.toContain(HOSTILE_IMG_TEXT);
  });

  it('does not fetch the remote image: mammoth reports it and leaves it out', async () => {
    const { value, messages } = await converted();
    expect(messages.map(({ type, message }) => ({ type, message }))).toEqual([
      {
        type: 'error',
        message: `could not read external image '${REMOTE_IMAGE_URL}', external file access is disabled`,
      },
    ]);
    expect(value).not.toContain(REMOTE_IMAGE_URL);
    expect(value).not.toContain(REMOTE_IMAGE_ALT_TEXT);
    expect(value.match(/<img /g)).toHaveLength(1);
  });

  it('passes the javascript: link through as mammoth writes every link, for the sanitizer to remove', async () => {
    const html = (await converted()).value;
    expect(html).toContain(`<a href="${HOSTILE_LINK_HREF}">${HOSTILE_LINK_TEXT}</a>`);
    expect(html).toContain(`<a href="${SAFE_LINK_HREF}">${SAFE_LINK_TEXT}</a>`);
  });

  it('keeps the ordinary parts: heading, table, figure with alt text and caption, footnote', async () => {
    const html = (await converted()).value;
    expect(html.startsWith('<h1>Results</h1>')).toBe(true);
    expect(html).toContain('<table><thead><tr><th><p><strong>Month</strong></p></th>');
    const [, alt, , caption] = html.match(FIGURE) ?? [];
    expect({ alt, caption }).toEqual({ alt: FIGURE_ALT_TEXT, caption: `Figure 1. ${FIGURE_CAPTION}` });
    expect(html).toContain('<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>');
    expect(html).toContain(
      `<li id="footnote-1"><p>${FOOTNOTE_TEXT} <a href="#footnote-ref-1">↑</a></p></li>`,
    );
  });
});

describe('the long manuscript', () => {
  const docx = once(() => longManuscriptDocx());

  it('converts to 30 pages of sections, tables, figures and footnotes', async () => {
    const { value: html, messages } = await convert(await docx());
    expect(messages).toEqual([]);
    expect(html.match(/<h[12]>/g)?.length).toBeGreaterThanOrEqual(30);
    const words = html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(15_000);
    expect(html.match(/<table>/g)).toHaveLength(7);
    expect(html.match(/<img alt="Bar chart of/g)).toHaveLength(6);
    expect(html.match(/<li id="footnote-\d+">/g)).toHaveLength(15);
  });

  it('is the same document at every call, but for the time docx stamps in its properties', async () => {
    const [first, second] = [unzipSync(await docx()), unzipSync(await longManuscriptDocx())];
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    const differing = Object.keys(first).filter(
      (name) => !Buffer.from(first[name] ?? []).equals(Buffer.from(second[name] ?? [])),
    );
    expect(differing.filter((name) => name !== 'docProps/core.xml')).toEqual([]);
  });
});
