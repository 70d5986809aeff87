/** GET /api/articles/{slug}/cite?format=bibtex|ris: files reference managers import. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { apiMessages, publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';
import { adminToken, unique, useApi, siteUrl } from './harness';
import { archivePdf, createArticle, createIssue, createVolume } from './archive-fixtures';

const urls = useApi();
const TITLE = 'Water & Power: 100% of {Rural} Demand_Met with #Solar and $0 Fuel';
let article: Article;

const cite = (slug: string, format?: string) =>
  fetch(
    `${urls.api}/api/articles/${slug}/cite${format === undefined ? '' : `?format=${encodeURIComponent(format)}`}`,
  );

beforeAll(async () => {
  const token = await adminToken();
  const volume = await createVolume(urls.api, token, { name: 'Volume 5', year: 2030 });
  const issue = await createIssue(urls.api, token, volume._id, { name: 'Issue 4' });
  article = await createArticle(
    urls.api,
    token,
    { volume: volume._id, issue: issue._id },
    {
      title: TITLE,
      author: 'Chileshe Mwansa, Thandiwe Banda and Kelvin Zulu',
      keywords: 'solar, water',
      doi: '10.5555/zjeas.2030.0404',
      issn: '2958-1234',
    },
    { image: null, pdf: { data: archivePdf('cite') } },
  );
});

const page = () => `${siteUrl}/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;

describe('BibTeX', () => {
  it('downloads one @article entry with escaped specials, as an attachment named after the slug', async () => {
    const res = await cite(article.slug, 'bibtex');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${article.slug}.bib"`);
    const bib = await res.text();
    const year = article.createdAt.slice(0, 4);
    expect(bib).toMatch(new RegExp(`^@article\\{mwansa${year}water,\\n`));
    expect(bib).toContain('author    = {Mwansa, Chileshe and Banda, Thandiwe and Zulu, Kelvin}');
    expect(bib).toContain(
      'title     = {{Water \\& Power: 100\\% of \\{Rural\\} Demand\\_Met with \\#Solar and \\$0 Fuel}}',
    );
    expect(bib).toContain(`journal   = {${JOURNAL.title}}`);
    expect(bib).toContain(`year      = {${year}}`);
    expect(bib).toContain('volume    = {5}');
    expect(bib).toContain('number    = {4}');
    expect(bib).toContain('issn      = {2958-1234}');
    expect(bib).toContain('doi       = {10.5555/zjeas.2030.0404}');
    expect(bib).toContain(`url       = {${page()}}`);
    expect(bib).toContain('keywords  = {solar, water}');
    expect(bib.trimEnd().endsWith('}')).toBe(true);
  });
});

describe('RIS', () => {
  it('downloads a TY - JOUR record ending in ER, with the PDF link under the article folder', async () => {
    const res = await cite(article.slug, 'ris');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${article.slug}.ris"`);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(lines).toContain(`TI  - ${TITLE}`);
    expect(lines.filter((l) => l.startsWith('AU  - '))).toEqual([
      'AU  - Mwansa, Chileshe',
      'AU  - Banda, Thandiwe',
      'AU  - Zulu, Kelvin',
    ]);
    expect(lines).toContain(`DA  - ${article.createdAt.slice(0, 10).replace(/-/g, '/')}/`);
    expect(lines).toContain(`T2  - ${JOURNAL.title}`);
    expect(lines).toContain('VL  - 5');
    expect(lines).toContain('IS  - 4');
    expect(lines).toContain('SN  - 2958-1234');
    expect(lines).toContain('DO  - 10.5555/zjeas.2030.0404');
    expect(lines).toContain(`UR  - ${page()}`);
    expect(lines).toContain(`L1  - ${page()}/${pdfFileName(TITLE)}`);
    expect(lines).toContain(`AB  - ${article.abstract.replace(/\s+/g, ' ')}`);
  });
});

describe('refusals', () => {
  it.each([[undefined], ['xml'], ['BIBTEX'], ['toString']])('answers 400 for format %s', async (format) => {
    const res = await cite(article.slug, format);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      code: 'invalid-query',
      message: apiMessages.invalidQuery,
    });
  });

  it('answers 404 for an unknown article', async () => {
    const res = await cite(unique('missing'), 'ris');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      status: 404,
      code: 'article-not-found',
      message: publicMessages.articleNotFound,
    });
  });

  it('answers 405 for other methods', async () => {
    const res = await fetch(`${urls.api}/api/articles/${article.slug}/cite?format=ris`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      status: 405,
      code: 'method-not-allowed',
      message: apiMessages.methodNotAllowed,
    });
  });
});
