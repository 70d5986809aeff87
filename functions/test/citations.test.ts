/**
 * GET /api/articles/{slug}/cite: references in the six CSL styles exactly as citeproc-js makes
 * them, the CSL-JSON record they are made from, and the BibTeX and RIS files reference managers
 * import.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import CSL from 'citeproc';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CslItem } from '@journal/common/citation/csl-json';
import type { Article } from '@journal/common/contracts/articles';
import { CITATION_STYLE_IDS, type CitationStyle } from '@journal/common/contracts/articles-routes';
import { apiMessages, citationMessages, publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';
import { demoArticles } from '../../scripts/lib/demo-content';
import { readJournalSettings } from '../src/services/journal-settings';
import { adminToken, unique, useApi, siteUrl } from './harness';
import { archivePdf, createArticle, createIssue, createVolume } from './archive-fixtures';

const urls = useApi();
const TITLE = 'Water & Power: 100% of {Rural} Demand_Met with #Solar and $0 Fuel';
const HOSTILE_TITLE = '<script>alert(1)</script> & <img src=x onerror=alert(2)> "Quoted" Grids';
let article: Article;
let numbered: Article;
let hostile: Article;
let everyArticle: Article[];
/** Every article's CSL-JSON as the API gives it, by slug: what each style's references are made from. */
const cslItems = new Map<string, CslItem>();

const cite = (slug: string, query: Record<string, string> = {}) =>
  fetch(`${urls.api}/api/articles/${slug}/cite?${new URLSearchParams(query)}`);

async function cslJson(slug: string): Promise<CslItem> {
  const res = await cite(slug, { format: 'csl-json' });
  expect(res.status).toBe(200);
  const items = (await res.json()) as CslItem[];
  expect(items).toHaveLength(1);
  return items[0]!;
}

async function reference(slug: string, style: CitationStyle, as: 'text' | 'html'): Promise<string> {
  const res = await cite(slug, { style, as });
  expect(res.status, `${slug} ${style} ${as}`).toBe(200);
  return res.text();
}

/**
 * citeproc-js run here, apart from the API's engines: the vendored style and locale files, the
 * locale the journal chose for each (functions/csl/README.md), one entry's bibliography.
 */
const CSL_FOLDER = path.resolve(__dirname, '../csl');
/** Cite Them Right, a British guide, in British English; the American guides in American English. */
const localeOf = (style: CitationStyle) => (style === 'harvard-cite-them-right' ? 'en-GB' : 'en-US');

function citeprocOf(style: CitationStyle) {
  const items = new Map<string, CslItem>();
  const engine = new CSL.Engine(
    {
      retrieveLocale: (lang) => {
        const file = path.join(CSL_FOLDER, 'locales', `locales-${lang}.xml`);
        return existsSync(file) ? readFileSync(file, 'utf8') : false;
      },
      retrieveItem: (id) => items.get(id),
    },
    readFileSync(path.join(CSL_FOLDER, 'styles', `${style}.csl`), 'utf8'),
    localeOf(style),
  );
  return (item: CslItem, as: 'text' | 'html') => {
    items.set(item.id, item);
    engine.setOutputFormat(as);
    engine.updateItems([item.id]);
    const bibliography = engine.makeBibliography();
    if (!bibliography) throw new Error(`${style} makes no bibliography`);
    const [{ bibstart, bibend }, entries] = bibliography;
    return `${bibstart}${entries.join('')}${bibend}`;
  };
}

beforeAll(async () => {
  const token = await adminToken();
  const volume = await createVolume(urls.api, token, { name: 'Volume 5', year: 2030 });
  const issue = await createIssue(urls.api, token, volume._id, { name: 'Issue 4' });
  const place = { volume: volume._id, issue: issue._id };
  article = await createArticle(
    urls.api,
    token,
    place,
    {
      title: TITLE,
      author: 'Chileshe Mwansa, Thandiwe Banda and Kelvin Zulu',
      keywords: 'solar, water',
      doi: '10.5555/zjeas.2030.0404',
      issn: '2958-1234',
      publishedOn: '2030-03-14',
      firstPage: '12',
      lastPage: '20',
    },
    { image: null, pdf: { data: archivePdf('cite') } },
  );
  numbered = await createArticle(urls.api, token, place, {
    title: 'Load Shedding and Small Firms',
    author: '',
    contributors: JSON.stringify([
      { givenNames: 'Ruth', familyName: 'Phiri' },
      { givenNames: '', familyName: 'Zambia Energy Regulation Board' },
      { givenNames: 'Pieter', familyName: 'van der Merwe' },
    ]),
    doi: '10.5555/zjeas.2030.0405',
    publishedOn: '2030-07-01',
    articleNumber: 'e2030017',
  });
  hostile = await createArticle(urls.api, token, place, { title: HOSTILE_TITLE, publishedOn: '2030-09-30' });
  const res = await fetch(`${urls.api}/api/articles?limit=1000`);
  everyArticle = ((await res.json()) as { data: Article[] }).data;
  for (const { slug } of everyArticle) cslItems.set(slug, await cslJson(slug));
});

describe('references in the six CSL styles', () => {
  it('are formatted for every article of the archive, the demo articles among them', () => {
    const slugs = everyArticle.map((a) => a.slug);
    expect(slugs).toEqual(expect.arrayContaining(demoArticles.map((a) => a.slug)));
    expect(slugs).toEqual(expect.arrayContaining([article.slug, numbered.slug, hostile.slug]));
  });

  it.each(CITATION_STYLE_IDS)(
    '%s: the API’s text and HTML are what citeproc-js makes of the API’s own CSL-JSON, character for character',
    async (style) => {
      // This run formats the articles in the opposite order to the API's, so that neither engine's
      // memory of an earlier article could pass for the other's.
      const direct = citeprocOf(style);
      const expected = new Map<string, { text: string; html: string }>();
      for (const item of [...cslItems.values()].reverse()) {
        expected.set(item.id, { text: direct(item, 'text'), html: direct(item, 'html') });
      }
      for (const { slug } of everyArticle) {
        const want = expected.get(slug);
        expect(await reference(slug, style, 'text'), `${slug} as text`).toBe(want?.text);
        expect(await reference(slug, style, 'html'), `${slug} as HTML`).toBe(want?.html);
      }
    },
    120_000,
  );

  it('MLA names the month of publication of every article', async () => {
    for (const { slug, publishedOn } of everyArticle) {
      const date = new Date(`${publishedOn}T00:00:00Z`);
      const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }).slice(0, 3);
      const text = await reference(slug, 'modern-language-association', 'text');
      expect(text, slug).toMatch(new RegExp(`\\b${month}[a-z]*\\.? ${date.getUTCFullYear()}\\b`));
    }
    expect(await reference(article.slug, 'modern-language-association', 'text')).toContain('Mar. 2030');
  });

  it('answers text as text/plain and HTML as text/html, cached like the other public reads', async () => {
    const text = await cite(article.slug, { style: 'apa' });
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    const apa = await text.text();
    expect(apa.startsWith('Mwansa, C., Banda, T., & Zulu, K. (2030). Water & Power')).toBe(true);
    expect(apa.endsWith(', 5(4), 12–20. https://doi.org/10.5555/zjeas.2030.0404\n')).toBe(true);
    const html = await cite(article.slug, { style: 'ieee', as: 'html' });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toMatch(/^<div class="csl-bib-body">\n {2}<div class="csl-entry">/);
  });

  it('keeps an article’s own text inert in the HTML: escaped, never markup', async () => {
    for (const style of CITATION_STYLE_IDS) {
      const html = await reference(hostile.slug, style, 'html');
      expect(html, style).not.toMatch(/<(script|img)/i);
      expect(html, style).toMatch(/&#60;script&#62;alert\(1\)&#60;\/script&#62;/i);
    }
  });
});

describe('CSL-JSON', () => {
  it('answers the article as one CSL-JSON item, under its media type', async () => {
    const res = await cite(article.slug, { format: 'csl-json' });
    expect(res.headers.get('content-type')).toBe('application/vnd.citationstyles.csl+json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${article.slug}.json"`);
    const journal = await readJournalSettings();
    expect(await res.json()).toEqual([
      {
        id: article.slug,
        type: 'article-journal',
        title: TITLE,
        author: [
          { family: 'Mwansa', given: 'Chileshe' },
          { family: 'Banda', given: 'Thandiwe' },
          { family: 'Zulu', given: 'Kelvin' },
        ],
        'container-title': journal.title,
        ...(journal.abbreviatedTitle !== journal.title && {
          'container-title-short': journal.abbreviatedTitle,
        }),
        ISSN: '2958-1234',
        volume: '5',
        issue: '4',
        page: '12-20',
        DOI: '10.5555/zjeas.2030.0404',
        URL: `${siteUrl}/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`,
        issued: { 'date-parts': [[2030, 3, 14]] },
        language: 'en',
        abstract: article.abstract,
        keyword: 'solar, water',
      },
    ]);
  });

  it('lists every article’s contributors in their order, and gives an article number as number', async () => {
    for (const { slug, contributors } of everyArticle) {
      const item = await cslJson(slug);
      expect(
        item.author.map((name) => [name.given ?? '', name.family]),
        slug,
      ).toEqual(contributors.map((c) => [c.givenNames, c.familyName]));
    }
    const item = await cslJson(numbered.slug);
    expect(item.author).toEqual([
      { family: 'Phiri', given: 'Ruth' },
      { family: 'Zambia Energy Regulation Board' },
      { family: 'van der Merwe', given: 'Pieter' },
    ]);
    expect(item.number).toBe('e2030017');
    expect(item).not.toHaveProperty('page');
  });
});

const page = (a: Article) => `${siteUrl}/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}`;

describe('BibTeX', () => {
  it('downloads one @article entry with escaped specials, as an attachment named after the slug', async () => {
    const res = await cite(article.slug, { format: 'bibtex' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${article.slug}.bib"`);
    const bib = await res.text();
    const journal = await readJournalSettings();
    expect(bib).toMatch(/^@article\{mwansa2030water,\n/);
    expect(bib).toContain('author    = {Mwansa, Chileshe and Banda, Thandiwe and Zulu, Kelvin}');
    expect(bib).toContain(
      'title     = {{Water \\& Power: 100\\% of \\{Rural\\} Demand\\_Met with \\#Solar and \\$0 Fuel}}',
    );
    expect(bib).toContain(`journal   = {${journal.title}}`);
    expect(bib).toContain('year      = {2030}');
    expect(bib).toContain('month     = mar');
    expect(bib).toContain('date      = {2030-03-14}');
    expect(bib).toContain('volume    = {5}');
    expect(bib).toContain('number    = {4}');
    expect(bib).toContain('pages     = {12--20}');
    expect(bib).toContain('issn      = {2958-1234}');
    expect(bib).toContain('doi       = {10.5555/zjeas.2030.0404}');
    expect(bib).toContain(`url       = {${page(article)}}`);
    expect(bib).toContain('keywords  = {solar, water}');
    expect(bib.trimEnd().endsWith('}')).toBe(true);
  });

  it('names each contributor family first, in order, and carries an article number', async () => {
    const bib = await (await cite(numbered.slug, { format: 'bibtex' })).text();
    expect(bib).toContain(
      'author    = {Phiri, Ruth and {Zambia Energy Regulation Board} and van der Merwe, Pieter}',
    );
    expect(bib).toContain('eid       = {e2030017}');
    expect(bib).toContain('date      = {2030-07-01}');
    expect(bib).not.toMatch(/\bpages\s+=/);
  });
});

describe('RIS', () => {
  it('downloads a TY - JOUR record ending in ER, with the PDF link under the article folder', async () => {
    const res = await cite(article.slug, { format: 'ris' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${article.slug}.ris"`);
    const lines = (await res.text()).split('\r\n');
    const journal = await readJournalSettings();
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(lines).toContain(`TI  - ${TITLE}`);
    expect(lines.filter((l) => l.startsWith('AU  - '))).toEqual([
      'AU  - Mwansa, Chileshe',
      'AU  - Banda, Thandiwe',
      'AU  - Zulu, Kelvin',
    ]);
    expect(lines).toContain('PY  - 2030');
    expect(lines).toContain('DA  - 2030/03/14/');
    expect(lines).toContain(`T2  - ${journal.title}`);
    expect(lines).toContain('VL  - 5');
    expect(lines).toContain('IS  - 4');
    expect(lines).toContain('SP  - 12');
    expect(lines).toContain('EP  - 20');
    expect(lines).toContain('SN  - 2958-1234');
    expect(lines).toContain('DO  - 10.5555/zjeas.2030.0404');
    expect(lines).toContain(`UR  - ${page(article)}`);
    expect(lines).toContain(`L1  - ${page(article)}/${pdfFileName(TITLE)}`);
    expect(lines).toContain(`AB  - ${article.abstract.replace(/\s+/g, ' ')}`);
  });

  it('names each contributor in order, and carries an article number', async () => {
    const lines = (await (await cite(numbered.slug, { format: 'ris' })).text()).split('\r\n');
    expect(lines.filter((l) => l.startsWith('AU  - '))).toEqual([
      'AU  - Phiri, Ruth',
      'AU  - Zambia Energy Regulation Board',
      'AU  - van der Merwe, Pieter',
    ]);
    expect(lines).toContain('C7  - e2030017');
    expect(lines).toContain('DA  - 2030/07/01/');
  });
});

describe('refusals', () => {
  const refusal = (code: string, message: string) => ({ status: 400, code, message });
  const unknownStyle = refusal('citation-style-unknown', citationMessages.unknownStyle(CITATION_STYLE_IDS));
  const unknownFormat = refusal(
    'citation-format-unknown',
    citationMessages.unknownFormat(['bibtex', 'ris', 'csl-json']),
  );
  const formatOrStyle = refusal('citation-format-or-style', citationMessages.formatOrStyle);

  it.each([
    ['style=vancouver', unknownStyle],
    ['style=APA', unknownStyle],
    ['style=apa&style=ieee', unknownStyle],
    ['style=apa&as=rtf', refusal('citation-output-unknown', citationMessages.unknownOutput)],
    ['format=xml', unknownFormat],
    ['format=BIBTEX', unknownFormat],
    ['format=toString', unknownFormat],
    ['', formatOrStyle],
    ['format=ris&style=apa', formatOrStyle],
    ['format=ris&as=html', formatOrStyle],
  ])('answers 400 for ?%s', async (query, body) => {
    const res = await fetch(`${urls.api}/api/articles/${article.slug}/cite?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(body);
  });

  it('answers 404 for an unknown article, in a style too', async () => {
    const queries: Record<string, string>[] = [{ format: 'ris' }, { style: 'apa', as: 'html' }];
    for (const query of queries) {
      const res = await cite(unique('missing'), query);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        status: 404,
        code: 'article-not-found',
        message: publicMessages.articleNotFound,
      });
    }
  });

  it('answers 405 for other methods', async () => {
    const res = await fetch(`${urls.api}/api/articles/${article.slug}/cite?style=apa`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      status: 405,
      code: 'method-not-allowed',
      message: apiMessages.methodNotAllowed,
    });
  });
});
