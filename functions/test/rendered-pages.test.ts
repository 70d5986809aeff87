/**
 * Every public page arrives rendered: what a reader without JavaScript, or a crawler that runs
 * none, reads in the raw HTML the `site` function answers, with the status and caching each
 * page deserves, and the state the browser hydrates from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleListQuery } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import type { Issue, IssueListQuery } from '@journal/common/contracts/issues';
import { issueApi } from '@journal/common/contracts/issues-routes';
import { searchApi } from '@journal/common/contracts/search-routes';
import type { Volume } from '@journal/common/contracts/volumes';
import { volumeApi } from '@journal/common/contracts/volumes-routes';
import { contentPages } from '@journal/common/contracts/pages';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { JOURNAL, RECENT_ARTICLES } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { adminToken, bearer, unique, useApi } from './harness';
import { createArticle, createIssue, createVolume, getJson } from './archive-fixtures';
import { readHead } from './html-head';
import { pageLinks, pageState, rootMarkup, visibleText } from './html-body';

const urls = useApi();
const PAGE_CACHE = 'public, max-age=60, s-maxage=600, stale-while-revalidate=3600';
/** A word no other test's article carries, so that a search finds this file's articles only. */
const TERM = unique('penstock').replace(/-/g, '');

let token: string;
let volume: Volume;
let issue: Issue;
let articles: Article[];

beforeAll(async () => {
  token = await adminToken();
  // The newest volume of the archive, so that its issue is /current-issue.
  volume = await createVolume(urls.api, token, { name: `Volume ${TERM}`, year: 2200 });
  issue = await createIssue(urls.api, token, volume._id, { name: 'Issue 1' });
  const place = { volume: volume._id, issue: issue._id };
  articles = [
    await createArticle(urls.api, token, place, {
      title: `Penstock <design> & ${TERM} for small hydro`,
      author: 'Mutale Phiri and Bwalya Chanda',
      abstract: `Small hydro schemes in Luapula ${TERM}.\n\nA second paragraph: head losses & "surge".\n\nA third paragraph.`,
    }),
    await createArticle(urls.api, token, place, { title: `Run-of-river ${TERM} yields` }),
  ];
});

afterAll(async () => {
  // Leave the archive as other files expect it: their volumes, not this one, are the newest.
  for (const article of articles ?? [])
    await fetch(`${urls.api}/api/admin/articles/${article._id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
  if (issue)
    await fetch(`${urls.api}/api/admin/issues/${issue._id}`, { method: 'DELETE', headers: bearer(token) });
  if (volume)
    await fetch(`${urls.api}/api/admin/volumes/${volume._id}`, { method: 'DELETE', headers: bearer(token) });
});

async function page(path: string) {
  const res = await fetch(`${urls.site}${path}`);
  const html = await res.text();
  return { res, html, text: visibleText(html) };
}

const articlePath = (a: Article) => `/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}`;

describe('the article page', () => {
  it('shows title, authors, every abstract paragraph, its place and the PDF link in the first response', async () => {
    const [article] = articles as [Article];
    const { res, html, text } = await page(articlePath(article));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    expect(text).toContain(article.title);
    // Each author by name, in order, from the contributors read off the author line.
    expect(text.indexOf('Mutale Phiri')).toBeGreaterThan(-1);
    expect(text.indexOf('Bwalya Chanda')).toBeGreaterThan(text.indexOf('Mutale Phiri'));
    for (const paragraph of article.abstract.split('\n\n')) expect(text).toContain(paragraph);
    expect(text).toContain(volume.name);
    expect(text).toContain(issue.name);
    expect(pageLinks(html)).toContainEqual({ href: article.pdf, text: 'Download PDF' });
    // Markup in the title is text, never markup.
    expect(rootMarkup(html)).not.toContain('<design>');
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const [article] = articles as [Article];
    const res = await fetch(`${urls.site}${articlePath(article)}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(visibleText(await res.text())).toContain(article.title);
  });

  it('carries the data it was rendered with, for the browser to hydrate without asking again', async () => {
    const [article] = articles as [Article];
    const { html } = await page(articlePath(article));
    const state = pageState(html);
    expect(state?.origin).toMatch(/^https?:\/\//);
    expect(JSON.stringify(state?.queries)).toContain(JSON.stringify(article.title));
    // Nothing in the state can end the element early.
    expect(
      /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1],
    ).not.toMatch(/<\/?[a-z!]/i);
  });
});

describe('listing pages', () => {
  it('home shows the newest articles', async () => {
    const { body } = await getJson<Article[]>(
      `${urls.api}/api/articles?limit=${RECENT_ARTICLES}&sort=newest`,
    );
    const { res, text } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    expect(body.data.length).toBeGreaterThan(0);
    for (const article of body.data) expect(text).toContain(article.title);
  });

  it('/archives shows every volume', async () => {
    const { body } = await getJson<Volume[]>(`${urls.api}/api/volumes`);
    const { res, text } = await page('/archives');
    expect(res.status).toBe(200);
    for (const each of body.data) expect(text).toContain(each.name);
  });

  it("the volume page links its issues, and the issue page lists the issue's articles", async () => {
    const volumePage = await page(`/archives/${volume.slug}`);
    expect(volumePage.res.status).toBe(200);
    expect(pageLinks(volumePage.html).map((link) => link.href)).toContain(
      `/archives/${volume.slug}/${issue.slug}`,
    );
    const issuePage = await page(`/archives/${volume.slug}/${issue.slug}`);
    expect(issuePage.res.status).toBe(200);
    for (const article of articles) expect(issuePage.text).toContain(article.title);
  });

  it('/current-issue shows the newest issue of the newest volume', async () => {
    const { res, text } = await page('/current-issue');
    expect(res.status).toBe(200);
    expect(text).toContain(volume.name);
    for (const article of articles) expect(text).toContain(article.title);
  });

  it('search results are in the page, and not for indexes', async () => {
    const { res, html, text } = await page(`/search/${TERM}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
    );
    for (const article of articles) expect(text).toContain(article.title);
    expect(readHead(html).meta).toContainEqual({ key: 'robots', content: 'noindex' });
  });
});

/**
 * The API address that answers a query of the page state, by its key (the contracts' query
 * keys): the browser asks it there once the page is its own.
 */
function apiPathOf(queryKey: unknown[]): string {
  const [resource, kind, arg] = queryKey as [string, string, unknown];
  const key = `${resource}/${kind}`;
  if (key === 'articles/list') return articleApi.list.path({}, arg as ArticleListQuery);
  if (key === 'articles/detail') return articleApi.detail.path({ slug: String(arg) });
  if (key === 'articles/search') return searchApi.search.path({}, { q: String(arg) });
  if (key === 'volumes/list') return volumeApi.list.path({});
  if (key === 'volumes/detail') return volumeApi.detail.path({ slug: String(arg) });
  if (key === 'issues/list') return issueApi.list.path({}, arg as IssueListQuery);
  if (key === 'issues/detail') {
    const { volume: volumeSlug, issue: issueSlug } = arg as { volume: string; issue: string };
    return issueApi.detail.path({ slug: issueSlug }, { volume: volumeSlug });
  }
  throw new Error(`A page carries a query the test does not know: ${JSON.stringify(queryKey)}`);
}

describe('the data a page is rendered with', () => {
  it('is, query by query and byte for byte, what the API answers for it', async () => {
    const [article] = articles as [Article];
    const paths = [
      '/',
      '/archives',
      `/archives/${volume.slug}`,
      `/archives/${volume.slug}/${issue.slug}`,
      articlePath(article),
      '/current-issue',
      `/search/${TERM}`,
    ];
    for (const path of paths) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      const { queries } = pageState(html)?.queries as {
        queries: { queryKey: unknown[]; state: { data: unknown } }[];
      };
      expect(queries.length, path).toBeGreaterThan(0);
      for (const { queryKey, state } of queries) {
        const { body } = await getJson<unknown>(`${urls.api}${apiPathOf(queryKey)}`);
        expect(JSON.stringify(state.data), `${path}: ${JSON.stringify(queryKey)}`).toBe(
          JSON.stringify(body.data),
        );
      }
    }
  });
});

describe('the search form without JavaScript', () => {
  it('/search?q= redirects to the results of the trimmed term, and an empty one to home', async () => {
    const res = await fetch(`${urls.site}/search?q=${encodeURIComponent(` ${TERM} `)}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/search/${TERM}`);
    const empty = await fetch(`${urls.site}/search?q=`, { redirect: 'manual' });
    expect(empty.status).toBe(302);
    expect(empty.headers.get('location')).toBe('/');
  });
});

describe('content pages', () => {
  it.each(Object.entries(contentPages).filter(([name]) => name !== 'home'))(
    '%s is rendered with its heading and text',
    async (_name, route) => {
      const { res, html, text } = await page(route.pattern);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(rootMarkup(html))?.[1] ?? '';
      expect(heading.replace(/<[^>]+>/g, '').trim()).not.toBe('');
      expect(readHead(html).title).toContain(JOURNAL.title);
      // Real text, not a shell: the page's own words as well as the site's menu and footer.
      expect(text.length).toBeGreaterThan(400);
    },
  );
});

describe('addresses that name nothing, and screens of signed-in people', () => {
  it('an unknown path answers 404 with the rendered 404 page', async () => {
    const { res, text } = await page(`/${unique('nothing')}`);
    expect(res.status).toBe(404);
    expect(text).toContain(publicMessages.pageNotFound);
  });

  it('an unknown article answers 404 with the rendered 404 page', async () => {
    const { res, text } = await page(`/archives/${volume.slug}/${issue.slug}/${unique('missing')}`);
    expect(res.status).toBe(404);
    expect(text).toContain(publicMessages.pageNotFound);
  });

  it('an author screen is left to the browser and never kept by a cache', async () => {
    const { res, html } = await page(submissionPages.dashboard.pattern);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(rootMarkup(html).trim()).toBe('');
    expect(readHead(html).meta).toContainEqual({ key: 'robots', content: 'noindex' });
  });
});
