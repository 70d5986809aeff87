/**
 * Views and downloads as the article shows them: counted on the server, once per visitor (a
 * client address, whatever user agent it sends) within 30 minutes, at most 60 a minute from one
 * address, never for crawlers; a reader over that limit is still served.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { apiMessages, publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';
import type { Article } from '@journal/common/contracts/articles';
import { RATE_LIMITS, consume } from '../src/services/rate-limits';
import { adminToken, db, letTimePass, unique, useApi } from './harness';
import { archivePdf, createArticle, createPlace, getJson } from './archive-fixtures';

const urls = useApi();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'curl/8.5.0',
  'python-requests/2.31.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  '',
];

let token: string;
let place: { volume: string; issue: string };

beforeAll(async () => {
  token = await adminToken();
  ({ place } = await createPlace(urls.api, token));
});

const newArticle = () =>
  createArticle(urls.api, token, place, {}, { image: null, pdf: { data: archivePdf('metrics') } });

/**
 * A view from `address` as the proxy in front of the function appends it to X-Forwarded-For,
 * after whatever the client wrote there itself (`claimed`).
 */
function view(article: Article, userAgent: string, address = '203.0.113.7', claimed = '10.0.0.1') {
  return fetch(`${urls.api}/api/articles/${article.slug}/views`, {
    method: 'POST',
    headers: { 'User-Agent': userAgent, 'X-Forwarded-For': `${claimed}, ${address}` },
  });
}

async function counts(article: Article) {
  const { body } = await getJson<Article>(`${urls.api}/api/articles/${article.slug}`);
  return { views: body.data.views, downloads: body.data.downloads };
}

/** Moves a visitor's last counted moment back in time, as if the reader came back later. */
async function age(article: Article, kind: 'view' | 'download', minutes: number) {
  const marks = await db
    .collection('metrics')
    .where('articleId', '==', article._id)
    .where('kind', '==', kind)
    .get();
  expect(marks.size).toBeGreaterThan(0);
  await Promise.all(
    marks.docs.map((d) => d.ref.update({ at: Timestamp.fromMillis(Date.now() - minutes * 60_000) })),
  );
}

describe('views', () => {
  it('counts a reader once within 30 minutes, and again after', async () => {
    const article = await newArticle();
    expect(await counts(article)).toEqual({ views: 0, downloads: 0 });
    const res = await view(article, FIREFOX);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await counts(article)).views).toBe(1);
    expect((await view(article, FIREFOX)).status).toBe(204);
    expect((await counts(article)).views).toBe(1);
    await age(article, 'view', 29);
    await view(article, FIREFOX);
    expect((await counts(article)).views).toBe(1);
    await age(article, 'view', 31);
    await view(article, FIREFOX);
    expect((await counts(article)).views).toBe(2);
  });

  it('counts another address separately, and another browser at the same address not', async () => {
    const article = await newArticle();
    await view(article, FIREFOX);
    await view(article, CHROME);
    await view(article, FIREFOX, '198.51.100.23');
    expect((await counts(article)).views).toBe(2);
  });

  it('counts one view for one address whatever user agent it sends', async () => {
    const article = await newArticle();
    const agents = [
      FIREFOX,
      CHROME,
      `${FIREFOX} rotated/1`,
      `${CHROME} rotated/2`,
      'Mozilla/5.0 (Macintosh)',
    ];
    for (const userAgent of agents) expect((await view(article, userAgent, '203.0.113.61')).status).toBe(204);
    expect((await counts(article)).views).toBe(1);
  });

  it('counts one view for the addresses of one IPv6 /64, and another for the next /64', async () => {
    const article = await newArticle();
    for (const address of ['2001:db8:61:1::1', '2001:db8:61:1:a:b:c:d', '2001:0db8:0061:0001:ffff::9'])
      await view(article, FIREFOX, address);
    expect((await counts(article)).views).toBe(1);
    await view(article, FIREFOX, '2001:db8:61:2::1');
    expect((await counts(article)).views).toBe(2);
  });

  it('counts at most 60 views and downloads a minute from one address, and still serves the reader', async () => {
    const address = '203.0.113.60';
    const counted = RATE_LIMITS.countedReadsPerAddress;
    for (let n = 0; n < 59; n += 1) await consume([{ limit: counted, subject: address }]);
    const [sixtieth, over] = [await newArticle(), await newArticle()];
    expect((await view(sixtieth, FIREFOX, address)).status).toBe(204);
    expect((await view(over, FIREFOX, address)).status).toBe(204);
    // The article folder's PDF is counted before it streams.
    const pdf = await fetch(
      `${urls.site}/archives/${over.volume.slug}/${over.issue.slug}/${over.slug}/${pdfFileName(over.title)}`,
      { headers: { 'User-Agent': FIREFOX, 'X-Forwarded-For': address } },
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await counts(sixtieth)).toEqual({ views: 1, downloads: 0 });
    expect(await counts(over)).toEqual({ views: 0, downloads: 0 });

    await letTimePass({ limit: counted, subject: address }, 61_000);
    await view(over, FIREFOX, address);
    expect(await counts(over)).toEqual({ views: 1, downloads: 0 });
  });

  it('counts a reader once whatever addresses it writes into X-Forwarded-For itself', async () => {
    const article = await newArticle();
    for (const claimed of ['198.51.100.1', '198.51.100.2', '192.0.2.77, 198.51.100.3'])
      expect((await view(article, FIREFOX, '203.0.113.40', claimed)).status).toBe(204);
    expect((await counts(article)).views).toBe(1);
  });

  it('does not count crawlers, scripts or requests without a user agent', async () => {
    const article = await newArticle();
    for (const userAgent of CRAWLERS) expect((await view(article, userAgent)).status).toBe(204);
    expect((await counts(article)).views).toBe(0);
  });

  it('answers 404 for an unknown article and 405 for other methods', async () => {
    const missing = await fetch(`${urls.api}/api/articles/${unique('missing')}/views`, {
      method: 'POST',
      headers: { 'User-Agent': FIREFOX },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      status: 404,
      code: 'article-not-found',
      message: publicMessages.articleNotFound,
    });
    const article = await newArticle();
    const wrong = await fetch(`${urls.api}/api/articles/${article.slug}/views`);
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toEqual({
      status: 405,
      code: 'method-not-allowed',
      message: apiMessages.methodNotAllowed,
    });
  });
});

describe('downloads', () => {
  const archivePdfUrl = (a: Article) =>
    `${urls.site}/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}/${pdfFileName(a.title)}`;
  const download = async (url: string, userAgent: string, method = 'GET') => {
    const res = await fetch(url, {
      method,
      headers: { 'User-Agent': userAgent, 'X-Forwarded-For': '203.0.113.9' },
    });
    await res.arrayBuffer();
    return res;
  };

  it('counts a PDF download from the article folder and from the API once per reader within 30 minutes', async () => {
    const article = await newArticle();
    expect((await download(archivePdfUrl(article), FIREFOX)).status).toBe(200);
    expect((await counts(article)).downloads).toBe(1);
    expect((await download(archivePdfUrl(article), FIREFOX)).status).toBe(200);
    expect((await download(`${urls.api}/api/articles/${article.slug}/pdf`, FIREFOX)).status).toBe(200);
    await age(article, 'download', 31);
    await download(`${urls.api}/api/articles/${article.slug}/pdf`, FIREFOX);
    // The API route counts after sending the file, so its count may land a moment later.
    await expect.poll(async () => (await counts(article)).downloads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counts(article)).toEqual({ views: 0, downloads: 2 });
  });

  it('does not count crawlers fetching the PDF, nor HEAD requests', async () => {
    const article = await newArticle();
    for (const userAgent of CRAWLERS)
      expect((await download(archivePdfUrl(article), userAgent)).status).toBe(200);
    expect((await download(archivePdfUrl(article), CHROME, 'HEAD')).status).toBe(200);
    expect((await counts(article)).downloads).toBe(0);
  });

  it('keeps the PDF out of the shared CDN cache, so that every download reaches the counter', async () => {
    const article = await newArticle();
    const res = await download(archivePdfUrl(article), CHROME);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
  });
});
