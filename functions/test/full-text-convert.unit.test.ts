/**
 * A Word manuscript becomes the full text a reader's page shows (functions/src/fulltext): its
 * structure checked element by element, nothing hostile surviving the allowlist, the editor told
 * what was left out, and the same text as a JATS 1.4 body valid against the vendored DTD.
 */
import {
  Document as WordDocument,
  Math as WordMath,
  MathFraction,
  MathRun,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { zipSync, strToU8 } from 'fflate';
import { Element, type Document } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fullTextErrors,
  MAX_FULL_TEXT_DOCX_UNPACKED_BYTES,
  type FullTextHeading,
} from '@journal/common/contracts/full-text';
import type { Refusal } from '@journal/common/contracts/refusal';
import { fullTextMessages } from '@journal/common/messages';
import { demoFullTextDocx, DEMO_FULL_TEXT_SLUGS } from '../../scripts/lib/demo-full-text';
import { demoArticles } from '../../scripts/lib/demo-content';
import {
  FIGURE_ALT_TEXT,
  FIGURE_CAPTION,
  FOOTNOTE_TEXT,
  HOSTILE_IMG_TEXT,
  HOSTILE_LINK_HREF,
  HOSTILE_LINK_TEXT,
  HOSTILE_SCRIPT_TEXT,
  docxUnpackingTo,
  docxWithExtraParts,
  hostileDocx,
  REMOTE_IMAGE_URL,
  SAFE_LINK_HREF,
  SAFE_LINK_TEXT,
  understatingItsBody,
} from '../../scripts/lib/hostile-docx';
import { longManuscriptDocx } from '../../scripts/lib/long-manuscript';
import { convertDocx, type ConvertedFullText } from '../src/fulltext/convert';
import { MAX_DOCX_PARTS } from '../src/fulltext/docx-package';
import { FIGURE_SCHEME } from '../src/fulltext/docx-to-html';
import { sanitizeFullText } from '../src/fulltext/sanitize';
import { structureFullText } from '../src/fulltext/structure';
import { jatsArticle } from '../src/scholarly/jats';
import { jatsFullText } from '../src/scholarly/jats-body';
import { DomainError } from '../src/services/errors';
import { JOURNAL_SETTINGS, LATERITE, pageUrl } from './scholarly-fixtures';
import { jatsErrors, xmlValues } from './xml-standards';

const MIB = 1024 * 1024;
const figureSrc = (i: number) => `/api/articles/a/full-text/abcdefghijklmnopqrst-${i + 1}.webp`;
const text = (node: Element) => textContent(node).replace(/\s+/g, ' ').trim();
const all = (doc: Document, name: string) => findAll((node) => node.name === name, doc);

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return (err as DomainError).refusal;
}

describe('a demo manuscript', () => {
  const slug = DEMO_FULL_TEXT_SLUGS[0]!;
  const article = demoArticles.find((a) => a.slug === slug)!;
  let converted: ConvertedFullText;
  let doc: Document;
  beforeAll(async () => {
    converted = await convertDocx(await demoFullTextDocx(article), figureSrc);
    doc = parseDocument(converted.html);
  });

  it("maps Word's headings to h2–h4 under the page's h1, and lists them for the contents", () => {
    expect(all(doc, 'h1')).toEqual([]);
    const headings = findAll((node) => /^h[234]$/.test(node.name), doc);
    const contents: FullTextHeading[] = headings.map((h) => ({
      level: Number(h.name[1]) as 2 | 3 | 4,
      id: h.attribs.id!,
      title: text(h),
    }));
    expect(converted.contents).toEqual(contents);
    expect(contents.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Introduction', 'Methods', 'Results', 'Discussion', 'Notes']),
    );
    expect(new Set(contents.map((c) => c.level))).toEqual(new Set([2, 3, 4]));
    // Every id is the converter's own and names one element.
    const ids = findAll((node) => node.attribs.id !== undefined, doc).map((node) => node.attribs.id!);
    expect(ids.every((id) => id.startsWith('ft-'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps paragraphs, emphasis and both kinds of list', () => {
    expect(all(doc, 'p').length).toBeGreaterThan(10);
    expect(all(doc, 'em').length).toBeGreaterThan(0);
    expect(all(doc, 'strong').length).toBeGreaterThan(0);
    expect(
      all(doc, 'ul')[0]?.children.filter((c) => c instanceof Element && c.name === 'li').length,
    ).toBeGreaterThan(1);
    expect(all(doc, 'ol').length).toBeGreaterThanOrEqual(2); // a numbered list and the notes
  });

  it('makes the picture and its caption one figure, with its alt text and size', () => {
    const [figure] = all(doc, 'figure');
    expect(figure?.attribs.id).toBe('ft-figure-1');
    const img = findOne((node) => node.name === 'img', [figure!])!;
    expect(img.attribs).toMatchObject({
      src: figureSrc(0),
      width: '800',
      height: '450',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(img.attribs.alt).toMatch(/^Bar chart of /);
    expect(text(findOne((node) => node.name === 'figcaption', [figure!])!)).toMatch(/^Figure 1\. /);
    expect(converted.figures).toBe(1);
    expect(converted.figureFiles).toHaveLength(1);
    expect(converted.figureFiles[0]).toMatchObject({ width: 800, height: 450 });
    expect(converted.figureFiles[0]!.data.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('puts the table in a labelled box that scrolls, its header row as th, its caption inside', () => {
    const [box] = findAll((node) => node.attribs.class === 'ft-table', doc);
    expect(box?.attribs).toMatchObject({ role: 'region', tabindex: '0' });
    const caption = findOne((node) => node.name === 'caption', [box!])!;
    expect(box!.attribs['aria-labelledby']).toBe(caption.attribs.id);
    expect(text(caption)).toMatch(/^Table 1\. /);
    const headerCells = findAll((node) => node.name === 'th', all(doc, 'thead'));
    expect(headerCells.length).toBeGreaterThanOrEqual(4);
    expect(
      all(doc, 'tbody')[0]?.children.filter((c) => c instanceof Element && c.name === 'tr').length,
    ).toBeGreaterThanOrEqual(5);
    expect(converted.tables).toBe(1);
  });

  it('links every note mark to its note and back, under a Notes heading', () => {
    const section = findOne((node) => node.name === 'section', doc.children)!;
    expect(section.attribs.class).toBe('ft-notes');
    const heading = findOne((node) => node.name === 'h2', [section])!;
    expect(text(heading)).toBe(fullTextMessages.notes);
    expect(section.attribs['aria-labelledby']).toBe(heading.attribs.id);
    const notes = findAll((node) => node.name === 'li', [section]);
    expect(notes.length).toBe(converted.notes);
    expect(converted.notes).toBeGreaterThanOrEqual(3);
    for (const note of notes) {
      const mark = findOne((node) => node.name === 'a' && node.attribs.href === `#${note.attribs.id}`, doc)!;
      expect(mark, `a mark for ${note.attribs.id}`).not.toBeNull();
      const back = findOne(
        (node) => node.name === 'a' && node.attribs.href === `#${mark.attribs.id}`,
        [note],
      )!;
      expect(back.attribs['aria-label']).toMatch(/^Back to reference \d+$/);
    }
  });

  it('keeps the words for search, blocks apart, and counts them', () => {
    expect(converted.text).toContain('Introduction ');
    expect(converted.text).not.toContain('↑');
    expect(converted.words).toBe(converted.text.split(' ').length);
    expect(converted.warnings).toEqual([]);
  });

  it('becomes a JATS 1.4 body with sections, a figure, a table and notes, valid against the DTD', () => {
    const fullText = jatsFullText(converted.html, (src) => new URL(src, 'https://journal.example.edu').href);
    const xml = jatsArticle({ journal: JOURNAL_SETTINGS, article: LATERITE, pageUrl, fullText });
    expect(jatsErrors(xml)).toEqual([]);
    const titles = xmlValues(xml, '/article/body/sec/title');
    expect(titles).toEqual(
      converted.contents.filter((c) => c.level === 2 && c.title !== 'Notes').map((c) => c.title),
    );
    expect(xmlValues(xml, '//sec/sec/sec/title').length).toBeGreaterThan(0);
    expect(xmlValues(xml, '//fig/caption/p')[0]).toMatch(/^Figure 1\. /);
    expect(xmlValues(xml, '//fig/graphic/@xlink:href', { xlink: 'http://www.w3.org/1999/xlink' })).toEqual([
      `https://journal.example.edu${figureSrc(0)}`,
    ]);
    expect(xmlValues(xml, '//fig/graphic/alt-text')[0]).toMatch(/^Bar chart of /);
    expect(xmlValues(xml, '//table-wrap/table/thead/tr/th').length).toBeGreaterThanOrEqual(4);
    const notes = xmlValues(xml, '/article/back/fn-group/fn/@id');
    expect(notes).toHaveLength(converted.notes);
    expect(new Set(xmlValues(xml, "//xref[@ref-type='fn']/@rid"))).toEqual(new Set(notes));
    expect(xmlValues(xml, '//list[@list-type="bullet"]/list-item').length).toBeGreaterThan(1);
  });
});

describe('a hostile manuscript', () => {
  let converted: ConvertedFullText;
  let doc: Document;
  beforeAll(async () => {
    converted = await convertDocx(await hostileDocx(), figureSrc);
    doc = parseDocument(converted.html);
  });

  it('keeps markup typed in the text as text, never as elements', () => {
    const paragraphs = all(doc, 'p').map(text);
    expect(paragraphs).toContain(HOSTILE_SCRIPT_TEXT);
    expect(paragraphs).toContain(HOSTILE_IMG_TEXT);
    expect(all(doc, 'script')).toEqual([]);
    const attributes = findAll(() => true, doc).flatMap((node) => Object.keys(node.attribs));
    expect(attributes.filter((name) => /^on/i.test(name) || name === 'style')).toEqual([]);
  });

  it('drops the javascript: link but keeps its words, keeps the web link, and says so', () => {
    expect(converted.html).not.toMatch(/javascript:/i);
    expect(all(doc, 'p').map(text).join('\n')).toContain(HOSTILE_LINK_TEXT);
    const links = all(doc, 'a').filter((a) => !a.attribs.href?.startsWith('#'));
    expect(links.map((a) => [a.attribs.href, text(a)])).toEqual([[SAFE_LINK_HREF, SAFE_LINK_TEXT]]);
    expect(converted.warnings).toContain(fullTextMessages.unsafeLinkDropped(HOSTILE_LINK_TEXT));
    expect(HOSTILE_LINK_HREF).toMatch(/^javascript:/);
  });

  it('fetches no remote image and shows only its own pictures', () => {
    expect(converted.html).not.toContain(new URL(REMOTE_IMAGE_URL).host);
    expect(all(doc, 'img').map((img) => img.attribs.src)).toEqual([figureSrc(0)]);
    expect(converted.warnings).toContain(fullTextMessages.externalImageDropped);
  });

  it('still has its heading, table, figure and footnote', () => {
    expect(converted.contents[0]?.level).toBe(2);
    expect(converted.tables).toBe(1);
    expect(text(all(doc, 'figcaption')[0]!)).toContain(FIGURE_CAPTION);
    expect(all(doc, 'img')[0]?.attribs.alt).toBe(FIGURE_ALT_TEXT);
    expect(text(findAll((node) => node.name === 'li', all(doc, 'section'))[0]!)).toContain(FOOTNOTE_TEXT);
  });
});

describe('the allowlist, whatever the converter gives it', () => {
  const structured = (html: string) =>
    structureFullText(sanitizeFullText(html), [{ src: figureSrc(0), width: 10, height: 5 }]);

  it('removes what runs, styles or fetches, keeping the words', () => {
    const { html, text: words } = structured(
      [
        '<p onclick="steal()" style="color:red">Tap <script>steal()</script>here</p>',
        '<p><img src="https://tracker.example/p.png" onerror="steal()"><img src="data:image/png;base64,AAAA"></p>',
        '<p><a href="javascript:steal()">one</a> <a href="JaVaScRiPt&colon;steal()">two</a> <a href="data:text/html,x">three</a></p>',
        '<iframe src="https://elsewhere.example"></iframe><object data="x.swf"></object><style>p{}</style>',
        '<p><a href="/admin">four</a> <a href="#root">five</a> <span id="root">six</span></p>',
        `<p><img src="${FIGURE_SCHEME}:0" alt="kept"></p>`,
      ].join(''),
    );
    const doc = parseDocument(html);
    expect(
      findAll((node) => ['script', 'iframe', 'object', 'style', 'span'].includes(node.name), doc),
    ).toEqual([]);
    expect(
      findAll(() => true, doc)
        .flatMap((node) => Object.keys(node.attribs))
        .filter((a) => /^on|^style$/.test(a)),
    ).toEqual([]);
    expect(all(doc, 'a')).toEqual([]);
    expect(all(doc, 'img').map((img) => img.attribs.src)).toEqual([figureSrc(0)]);
    expect(words).toBe('Tap here one two three four five six');
  });
});

describe('a manuscript with equations', () => {
  it('leaves them out and tells the editor once, in words they can act on', async () => {
    const docx = await Packer.toBuffer(
      new WordDocument({
        sections: [
          {
            children: [
              new Paragraph({
                children: [
                  new TextRun('Energy is '),
                  new WordMath({ children: [new MathRun('E = mc²')] }),
                  new TextRun(', as known.'),
                ],
              }),
              new Paragraph({
                children: [
                  new WordMath({
                    children: [
                      new MathFraction({ numerator: [new MathRun('a')], denominator: [new MathRun('b')] }),
                    ],
                  }),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const converted = await convertDocx(docx, figureSrc);
    expect(converted.warnings).toEqual([fullTextMessages.equationDropped]);
    expect(converted.text).toBe('Energy is , as known.');
  });
});

describe('refused files', () => {
  it('refuses a file that is not a Word document', async () => {
    expect(await refusalOf(convertDocx(Buffer.from('%PDF-1.7\n'), figureSrc))).toEqual(
      fullTextErrors.docxType,
    );
  });

  it('refuses a zip that holds no Word document as unreadable', async () => {
    const zip = Buffer.from(zipSync({ 'notes.txt': strToU8('not a document') }));
    expect(await refusalOf(convertDocx(zip, figureSrc))).toEqual(fullTextErrors.unreadable);
  });

  it('refuses a file that unpacks past the limit, however small it is packed', async () => {
    const bomb = docxUnpackingTo(MAX_FULL_TEXT_DOCX_UNPACKED_BYTES + MIB);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refusal = await refusalOf(convertDocx(bomb, figureSrc));
    expect(refusal).toEqual(fullTextErrors.unpacksTooLarge);
    expect(refusal.message).toBe(
      'This Word document unpacks to more than 32 MB; save its pictures as JPEG or PNG, or move its appendices to the PDF',
    );
  });

  it('counts what a part unpacks to, not what the zip says it does', async () => {
    const understatedBomb = understatingItsBody(docxUnpackingTo(MAX_FULL_TEXT_DOCX_UNPACKED_BYTES + MIB));
    expect(await refusalOf(convertDocx(understatedBomb, figureSrc))).toEqual(fullTextErrors.unpacksTooLarge);
    const understated = understatingItsBody(docxUnpackingTo(0));
    expect(await refusalOf(convertDocx(understated, figureSrc))).toEqual(fullTextErrors.unreadable);
  });

  it('refuses a file of more parts than Word writes as unreadable, and converts one of fewer', async () => {
    const crowded = docxWithExtraParts(MAX_DOCX_PARTS);
    expect(await refusalOf(convertDocx(crowded, figureSrc))).toEqual(fullTextErrors.unreadable);
    const converted = await convertDocx(docxWithExtraParts(MAX_DOCX_PARTS - 10), figureSrc);
    expect(converted.text).toContain('Unpacked beyond measure');
  });

  it('converts a file that unpacks to just under the limit', async () => {
    const converted = await convertDocx(docxUnpackingTo(MAX_FULL_TEXT_DOCX_UNPACKED_BYTES - MIB), figureSrc);
    expect(converted.text).toContain('Unpacked beyond measure');
  });
});

describe('a 30-page manuscript', () => {
  it('converts whole: every section, table and figure, its words counted', async () => {
    const converted = await convertDocx(await longManuscriptDocx(30), figureSrc);
    expect(converted.words).toBeGreaterThan(15_000);
    expect(converted.contents.filter((c) => c.level <= 3).length).toBeGreaterThanOrEqual(30);
    expect(converted.tables).toBe(7);
    expect(converted.figures).toBe(6);
    expect(Buffer.byteLength(converted.html)).toBeLessThan(800 * 1024);
  }, 60_000);
});
