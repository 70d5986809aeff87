/**
 * What indexers and readers get from an article through Hosting: the raw HTML head Google
 * Scholar reads (no JavaScript), the PDF under the article's folder, the SPA booting on the
 * same address, the Cite box (its code loaded on opening, the styles, copy, BibTeX download),
 * the counters, and the harvesting documents behind Hosting's rewrites.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { JOURNAL } from '@journal/common/constants';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { demoArticles } from '../scripts/lib/demo-content';
import { adminHeaders, dataOf, ONE_PIXEL_PNG, postArticle, run } from './support/stack-api';

/** The demo article whose title carries & " < >. */
const SPECIAL = demoArticles.find((a) => /[&"<>]/.test(a.title));
if (!SPECIAL) throw new Error('The demo content has no article with special characters in its title');
const ARTICLE = SPECIAL;
const PATH = `/archives/${ARTICLE.volumeSlug}/${ARTICLE.issueSlug}/${ARTICLE.slug}`;
const READER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** name → values of every <meta name|property=… content=…> in the raw HTML. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [, key = '', content = ''] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"/g,
  )) {
    tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  return tags;
}

async function counts(request: APIRequestContext, slug: string) {
  const body = (await (await request.get(`/api/articles/${slug}`)).json()) as {
    data: { views: number; downloads: number };
  };
  return body.data;
}

/** A volume, an issue and an article of the calling test's own, made through the admin API. */
async function createReadersArticle(request: APIRequestContext): Promise<Article> {
  const admin = await adminHeaders();
  const volume = await dataOf<Volume>(
    await request.post('/api/admin/volumes', {
      headers: admin,
      // An old year: never the current issue, which other specs read meanwhile.
      data: { year: 1991, name: `Readers ${run}`, slug: `readers-${run}` },
    }),
  );
  const issue = await dataOf<Issue>(
    await request.post('/api/admin/issues', {
      headers: admin,
      data: { name: 'Readers issue', slug: 'readers-issue', volume: volume._id },
    }),
  );
  return dataOf<Article>(
    await postArticle(
      request,
      admin,
      { title: `Counted once ${run}`, slug: `counted-once-${run}`, volume: volume._id, issue: issue._id },
      ONE_PIXEL_PNG,
    ),
  );
}

async function removeReadersArticle(request: APIRequestContext, article: Article) {
  const admin = await adminHeaders();
  await request.delete(`/api/admin/articles/${article._id}`, { headers: admin });
  await request.delete(`/api/admin/issues/${article.issue._id}`, { headers: admin });
  await request.delete(`/api/admin/volumes/${article.volume._id}`, { headers: admin });
}

test.describe('an article page as crawlers read it', () => {
  test('raw HTML carries the Scholar tags with escaped values, and the PDF URL answers the PDF', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(PATH);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe(
      'public, max-age=60, s-maxage=600, stale-while-revalidate=3600',
    );
    const html = await res.text();
    // The page itself is rendered too, not only its head.
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).not.toContain(`content="${ARTICLE.title}"`);
    const tags = metaTags(html);
    expect(tags.get('citation_title')).toEqual([ARTICLE.title]);
    expect(tags.get('citation_author')).toEqual(ARTICLE.author.split(/\s*,\s*/));
    expect(tags.get('citation_publication_date')).toEqual([
      ARTICLE.createdAt.slice(0, 10).replace(/-/g, '/'),
    ]);
    expect(tags.get('citation_journal_title')).toEqual([JOURNAL.title]);
    expect(tags.get('citation_abstract_html_url')).toEqual([`${baseURL}${PATH}`]);
    expect(tags.get('og:type')).toEqual(['article']);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${PATH}" />`);
    const [pdfUrl = ''] = tags.get('citation_pdf_url') ?? [];
    expect(new URL(pdfUrl).pathname.startsWith(`${PATH}/`)).toBe(true);
    const pdf = await request.get(pdfUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('an unknown article answers 404 with the 404 page', async ({ request }) => {
    const res = await request.get(`/archives/${ARTICLE.volumeSlug}/${ARTICLE.issueSlug}/no-such-article`);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });
});

test.describe('the article page in the browser', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the SPA boots on the served page; the Cite box loads its code on opening and copies the chosen style', async ({
    page,
    request,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
    await expect(page).toHaveTitle(`${ARTICLE.title} | ${JOURNAL.title}`);
    const panelCodeLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/cite-panel-[^/]*\.js$/.test(entry.name)),
      );
    expect(await panelCodeLoaded()).toBe(false);
    const cite = page.getByRole('region', { name: 'Cite this article' });
    const open = cite.getByRole('button', { name: 'Format a citation' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const style = cite.getByLabel('Citation style');
    await expect(style).toHaveValue('apa');
    expect(await panelCodeLoaded()).toBe(true);
    // citeproc-js sets the title's quotation marks as typographic ones.
    const year = ARTICLE.createdAt.slice(0, 4);
    const citation = cite.getByTestId('citation');
    // The first reference an API instance formats in a style builds citeproc-js's engine for it
    // (a second or more, several on the emulator's fresh worker under the suite's load).
    await expect(citation).toContainText(`(${year}). ${ARTICLE.title.replace(/"([^"]*)"/g, '“$1”')}.`, {
      timeout: 30_000,
    });
    await cite.getByRole('button', { name: 'Copy citation' }).click();
    await expect(cite.getByRole('status')).toHaveText('APA (7th edition) citation copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const apa = await request.get(`/api/articles/${ARTICLE.slug}/cite?style=apa`);
    expect(copied).toBe((await apa.text()).trim());
    await expect(citation).toHaveText(copied);
    // MLA 9 names the month of publication, as citeproc-js makes it from the official style.
    await style.selectOption('modern-language-association');
    const month = new Date(ARTICLE.createdAt).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    await expect(citation).toContainText(new RegExp(`et al\\. .*\\b${month}[a-z]*\\.? ${year}\\b`), {
      timeout: 30_000,
    });
    const results = await new AxeBuilder({ page })
      .include('[aria-labelledby="cite-heading"]')
      .include('[aria-labelledby="metrics-heading"]')
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test('BibTeX downloads as a .bib file with one @article entry', async ({ page }) => {
    await page.goto(PATH);
    const cite = page.getByRole('region', { name: 'Cite this article' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cite.getByRole('link', { name: /BibTeX/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${ARTICLE.slug}.bib`);
    const bib = await readFile((await download.path()) ?? '', 'utf8');
    expect(bib).toMatch(/^@article\{\w+,\n/);
    expect(bib).toContain('\\textless{}Mini-Grids\\textgreater{}');
    expect(bib).toContain(`journal   = {${JOURNAL.title}}`);
  });

  test('shows views and downloads, and counts a reader once however often the page is opened', async ({
    browser,
    request,
  }) => {
    // An article of this test's own: the server counts a reader (an address) once in 30
    // minutes per article, and every page of the end-to-end suite comes from one address, so
    // a demo article another spec opened first would not count again.
    const article = await createReadersArticle(request);
    const path = `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;
    const context = await browser.newContext({ userAgent: READER_UA });
    try {
      const page = await context.newPage();
      await page.goto(path);
      const metrics = page.getByRole('region', { name: 'Article metrics' });
      await expect(metrics.getByRole('definition')).toHaveText(['0', '0']);
      await expect.poll(async () => (await counts(request, article.slug)).views).toBe(1);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await page.waitForTimeout(500);
      expect((await counts(request, article.slug)).views).toBe(1);
      // Another browser on the same address is the same reader.
      const other = await browser.newContext({ userAgent: `${READER_UA} Other/1.0` });
      await (await other.newPage()).goto(path);
      await other.close();
      expect((await counts(request, article.slug)).views).toBe(1);
    } finally {
      await context.close();
      await removeReadersArticle(request, article);
    }
  });
});

test.describe('harvesting documents behind Hosting', () => {
  test('OAI-PMH, the sitemap, the feed and robots.txt answer at their addresses', async ({
    request,
    baseURL,
  }) => {
    const oai = await request.get(
      '/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:' + ARTICLE.slug,
    );
    expect(oai.status()).toBe(200);
    expect(await oai.text()).toContain(`<dc:identifier>${baseURL}${PATH}</dc:identifier>`);
    const volumeSitemap = `${baseURL}/sitemap/${ARTICLE.volumeSlug}.xml`;
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${volumeSitemap}</loc>`);
    expect(await (await request.get(volumeSitemap)).text()).toContain(`<loc>${baseURL}${PATH}</loc>`);
    const feed = await (await request.get('/feed.xml')).text();
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
