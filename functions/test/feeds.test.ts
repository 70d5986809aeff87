/** /sitemap.xml, /robots.txt and /feed.xml as crawlers and feed readers fetch them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { JOURNAL } from '@journal/common/constants';
import { pdfFileName } from '@journal/common/slug';
import type { ArticleDoc } from '../src/services/model';
import { adminToken, db, unique, useApi, siteUrl } from './harness';
import { archivePdf, createArticle, createIssue, createVolume } from './archive-fixtures';

const urls = useApi();
const FEED_SIZE = 30;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'entry', 'author', 'link', 'category'].includes(name),
});

type Node = Record<string, unknown>;
let volume: Volume;
let issue: Issue;
/** Oldest first: the last one is the newest article of the whole archive. */
const created: Article[] = [];

const pagePath = (a: Article) => `/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}`;
const updatedAt = async (a: Article) =>
  ((await db.collection('articles').doc(a._id).get()).data() as ArticleDoc).updatedAt.toDate();

beforeAll(async () => {
  const token = await adminToken();
  volume = await createVolume(urls.api, token, { name: 'Volume 11', year: 2033 });
  issue = await createIssue(urls.api, token, volume._id, { name: 'Issue 2' });
  const place = { volume: volume._id, issue: issue._id };
  // One more than the feed holds, one after another so that their dates are in order.
  for (let i = 0; i < FEED_SIZE; i += 1) {
    created.push(
      await createArticle(urls.api, token, place, { slug: unique(`feed-${i}`) }, { image: null, pdf: null }),
    );
  }
  created.push(
    await createArticle(
      urls.api,
      token,
      place,
      {
        title: 'Newest <Article> & "Feed" Test',
        author: 'Ruth Phiri and Jean-Paul Tembo',
        keywords: 'feeds, atom',
      },
      { pdf: { data: archivePdf('feed') } },
    ),
  );
}, 60_000);

/** An absolute URL of the site, asked of this file's own site server. */
const onThisSite = (url: string) => new URL(new URL(url).pathname, urls.site).href;

async function fetchXml(url: string): Promise<Node> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(res.headers.get('cache-control')).toMatch(/^public, /);
  return parser.parse(await res.text()) as Node;
}

const asList = (value: unknown) => (Array.isArray(value) ? value : [value]) as Node[];

describe('/sitemap.xml', () => {
  it("is an index of the content pages' sitemap and one sitemap per volume", async () => {
    const index = (await fetchXml(`${urls.site}/sitemap.xml`)).sitemapindex as Node;
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = asList(index.sitemap).map((s) => String(s.loc));
    expect(locs[0]).toBe(`${siteUrl}/sitemap/pages.xml`);
    expect(locs).toContain(`${siteUrl}/sitemap/${volume.slug}.xml`);
  });

  it('lists, across its sitemaps, the public pages, /archives, and the volume, issue and articles with their last change', async () => {
    const index = (await fetchXml(`${urls.site}/sitemap.xml`)).sitemapindex as Node;
    const entries = new Map<string, string | undefined>();
    for (const sitemap of asList(index.sitemap)) {
      // The sitemap names it at the site's configured origin; this file's own site answers it.
      const set = (await fetchXml(onThisSite(String(sitemap.loc)))).urlset as Node;
      expect(set['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      for (const u of asList(set.url)) {
        expect(entries.has(String(u.loc)), `${String(u.loc)} listed once`).toBe(false);
        entries.set(String(u.loc), u.lastmod === undefined ? undefined : String(u.lastmod));
      }
    }
    for (const path of [
      '/',
      '/about',
      '/editorial-board',
      '/faqs',
      '/contact',
      '/guidelines/author-guidelines',
      '/archives',
    ]) {
      expect(entries.has(`${siteUrl}${path}`)).toBe(true);
    }
    const newest = created.at(-1) as Article;
    const articleChanged = (await updatedAt(newest)).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(entries.get(`${siteUrl}${pagePath(newest)}`)).toBe(articleChanged);
    expect(entries.get(`${siteUrl}/archives/${volume.slug}/${issue.slug}`)).toBe(articleChanged);
    expect(entries.get(`${siteUrl}/archives/${volume.slug}`)).toBe(articleChanged);
    for (const article of created) expect(entries.has(`${siteUrl}${pagePath(article)}`)).toBe(true);
    for (const date of [...entries.values()].filter((d) => d !== undefined)) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    expect([...entries.keys()].some((loc) => /\/admin|\/search|\/dashboard|\/api\//.test(loc))).toBe(false);
  });

  it('answers the 404 page for the sitemap of a volume that does not exist', async () => {
    const res = await fetch(`${urls.site}/sitemap/no-such-volume.xml`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('/robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the admin and the API, except article files and OAI-PMH', async () => {
    const res = await fetch(`${urls.site}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Disallow: /admin',
      'Disallow: /api/',
      'Allow: /api/articles/*/pdf',
      'Allow: /api/oai',
      `Sitemap: ${siteUrl}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.some((l) => /^Disallow: \/archives/.test(l))).toBe(false);
  });
});

describe('/feed.xml', () => {
  it('is an Atom feed of the 30 newest articles, newest first', async () => {
    const res = await fetch(`${urls.site}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const feed = (parser.parse(await res.text()) as { feed: Node }).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toMatchObject({ '#text': JOURNAL.title });
    expect(feed.link).toContainEqual({
      '@rel': 'self',
      '@type': 'application/atom+xml',
      '@href': `${siteUrl}/feed.xml`,
    });
    const entries = feed.entry as Node[];
    expect(entries).toHaveLength(FEED_SIZE);
    const ids = entries.map((e) => String(e.id));
    // The 31 articles made here are the newest of the archive: all but the oldest of them are in the feed.
    expect(ids).toEqual(
      created
        .slice(1)
        .reverse()
        .map((a) => `${siteUrl}${pagePath(a)}`),
    );
    const published = entries.map((e) => String(e.published));
    expect(published).toEqual([...published].sort().reverse());
  });

  it("gives each entry its page, PDF, authors, keywords, abstract and dates, with the title's characters intact", async () => {
    const feed = (parser.parse(await (await fetch(`${urls.site}/feed.xml`)).text()) as { feed: Node }).feed;
    const newest = created.at(-1) as Article;
    const entry = (feed.entry as Node[])[0] as Node;
    expect(entry.title).toMatchObject({ '#text': 'Newest <Article> & "Feed" Test' });
    expect(entry.link).toEqual([
      { '@rel': 'alternate', '@type': 'text/html', '@href': `${siteUrl}${pagePath(newest)}` },
      {
        '@rel': 'enclosure',
        '@type': 'application/pdf',
        '@href': `${siteUrl}${pagePath(newest)}/${pdfFileName(newest.title)}`,
        '@title': pdfFileName(newest.title),
      },
    ]);
    expect(entry.author).toEqual([{ name: 'Ruth Phiri' }, { name: 'Jean-Paul Tembo' }]);
    expect(entry.category).toEqual([{ '@term': 'feeds' }, { '@term': 'atom' }]);
    expect(entry.summary).toMatchObject({ '#text': newest.abstract });
    expect(entry.published).toBe(newest.createdAt.replace(/\.\d{3}Z$/, 'Z'));
    expect(entry.updated).toBe((await updatedAt(newest)).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(feed.updated).toBe(entry.updated);
  });
});
