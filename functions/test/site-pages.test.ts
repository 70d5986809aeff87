/** Article, volume and issue pages as crawlers read them (raw HTML, no JavaScript), and the article PDF. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { JOURNAL } from '@journal/common/constants';
import { apiMessages, publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';
import { adminToken, db, unique, useApi, siteUrl } from './harness';
import { archivePdf, createArticle, createIssue, createVolume } from './archive-fixtures';
import { metaValue, metaValues, readHead } from './html-head';

const urls = useApi();
const PAGE_CACHE = 'public, max-age=60, s-maxage=600, stale-while-revalidate=3600';
const TITLE = `Cost & "Reliability" of <Off-Grid> Solar: Mini-Grids' Ünïcode </title><script>alert(1)</script>`;

let volume: Volume;
let issue: Issue;
let article: Article;
let bare: Article;
const pdf = archivePdf('Scholar test');

const pagePath = (a: Article) => `/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}`;

beforeAll(async () => {
  const token = await adminToken();
  volume = await createVolume(urls.api, token, { name: 'Volume 7', year: 2031 });
  issue = await createIssue(urls.api, token, volume._id, { name: 'Issue 3' });
  const place = { volume: volume._id, issue: issue._id };
  article = await createArticle(
    urls.api,
    token,
    place,
    {
      title: TITLE,
      author: 'Chileshe Mwansa, Thandiwe Banda and Kelvin Zulu',
      abstract: 'Mini-grids & batteries <matter>.\n\nA second paragraph about "reliability".',
      keywords: 'solar energy, mini-grids',
      issn: '2958-1234',
      doi: '10.5555/zjeas.2031.0007',
    },
    { pdf: { data: pdf } },
  );
  bare = await createArticle(urls.api, token, place, { doi: '', keywords: '' }, { image: null, pdf: null });
  // As an article stored before the journal had an ISSN and a DOI prefix: SPEC's placeholders.
  await db.collection('articles').doc(bare._id).update({ issn: JOURNAL.issn, doi: JOURNAL.doi });
});

async function getPage(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${urls.site}${path}`, { headers });
  return { res, html: await res.text() };
}

describe('an article page without JavaScript', () => {
  it('is the rendered article with the article in <title>, description and canonical link, cached by the CDN', async () => {
    const { res, html } = await getPage(pagePath(article));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    expect(html).toMatch(/<div id="root"><[a-z]/);
    const head = readHead(html);
    expect(head.title).toBe(`${TITLE} | ${JOURNAL.title}`);
    expect(metaValue(head, 'description')).toBe(
      'Mini-grids & batteries <matter>. A second paragraph about "reliability".',
    );
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${siteUrl}${pagePath(article)}` });
  });

  it("carries every Google Scholar tag with the article's values", async () => {
    const head = readHead((await getPage(pagePath(article))).html);
    const date = article.createdAt.slice(0, 10).replace(/-/g, '/');
    expect(metaValue(head, 'citation_title')).toBe(TITLE);
    expect(metaValues(head, 'citation_author')).toEqual(['Chileshe Mwansa', 'Thandiwe Banda', 'Kelvin Zulu']);
    expect(metaValue(head, 'citation_publication_date')).toBe(date);
    expect(metaValue(head, 'citation_online_date')).toBe(date);
    expect(metaValue(head, 'citation_journal_title')).toBe(JOURNAL.title);
    expect(metaValue(head, 'citation_issn')).toBe('2958-1234');
    expect(metaValue(head, 'citation_volume')).toBe('7');
    expect(metaValue(head, 'citation_issue')).toBe('3');
    expect(metaValue(head, 'citation_pdf_url')).toBe(`${siteUrl}${pagePath(article)}/${pdfFileName(TITLE)}`);
    expect(metaValue(head, 'citation_abstract_html_url')).toBe(`${siteUrl}${pagePath(article)}`);
    expect(metaValue(head, 'citation_doi')).toBe('10.5555/zjeas.2031.0007');
    expect(metaValue(head, 'citation_language')).toBe('en');
    expect(metaValues(head, 'citation_keywords')).toEqual(['solar energy', 'mini-grids']);
  });

  it('carries Open Graph and Twitter card tags', async () => {
    const head = readHead((await getPage(pagePath(article))).html);
    expect(metaValue(head, 'og:type')).toBe('article');
    expect(metaValue(head, 'og:title')).toBe(TITLE);
    expect(metaValue(head, 'og:description')).toBe(metaValue(head, 'description'));
    expect(metaValue(head, 'og:url')).toBe(`${siteUrl}${pagePath(article)}`);
    expect(metaValue(head, 'og:image')).toBe(article.image);
    expect(metaValue(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaValue(head, 'twitter:title')).toBe(TITLE);
    expect(metaValue(head, 'twitter:image')).toBe(metaValue(head, 'og:image'));
  });

  it('carries a JSON-LD ScholarlyArticle with its issue, volume, periodical, licence and PDF', async () => {
    const head = readHead((await getPage(pagePath(article))).html);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      headline: TITLE,
      author: [
        { '@type': 'Person', name: 'Chileshe Mwansa' },
        { '@type': 'Person', name: 'Thandiwe Banda' },
        { '@type': 'Person', name: 'Kelvin Zulu' },
      ],
      datePublished: article.publishedOn,
      url: `${siteUrl}${pagePath(article)}`,
      license: 'https://creativecommons.org/licenses/by/4.0/',
      encoding: {
        '@type': 'MediaObject',
        encodingFormat: 'application/pdf',
        contentUrl: metaValue(head, 'citation_pdf_url'),
      },
      isPartOf: {
        '@type': 'PublicationIssue',
        issueNumber: '3',
        isPartOf: {
          '@type': 'PublicationVolume',
          volumeNumber: '7',
          isPartOf: { '@type': 'Periodical', name: JOURNAL.title, issn: '2958-1234' },
        },
      },
    });
  });

  it('escapes special characters everywhere in the head', async () => {
    const { html } = await getPage(pagePath(article));
    const head = readHead(html);
    expect(head.raw).not.toContain('<Off-Grid>');
    expect(head.raw).not.toContain('<script>alert(1)</script>');
    expect(head.raw).not.toContain('<matter>');
    expect(head.raw).toContain('Cost &amp; &quot;Reliability&quot; of &lt;Off-Grid&gt;');
    // Inside the JSON-LD script nothing may close the script element.
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head.raw)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]/);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
  });

  it('leaves out what the article does not have: DOI and ISSN placeholders, PDF, keywords, image', async () => {
    const head = readHead((await getPage(pagePath(bare))).html);
    for (const key of ['citation_doi', 'citation_issn', 'citation_pdf_url', 'citation_keywords']) {
      expect(metaValues(head, key)).toEqual([]);
    }
    expect(metaValue(head, 'og:image')).toBe(`${siteUrl}/images/hero-1.webp`);
    expect(head.jsonLd[0]).not.toHaveProperty('encoding');
  });

  it('names the configured site in every absolute URL, whatever host the request names', async () => {
    const head = readHead(
      (
        await getPage(pagePath(article), {
          'X-Forwarded-Host': 'journal.example.edu',
          'X-Forwarded-Proto': 'https',
        })
      ).html,
    );
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${siteUrl}${pagePath(article)}` });
    expect(metaValue(head, 'citation_pdf_url')).toBe(`${siteUrl}${pagePath(article)}/${pdfFileName(TITLE)}`);
  });
});

describe('the PDF under the article folder', () => {
  it('answers the PDF bytes at the citation_pdf_url, inline under its file name', async () => {
    const head = readHead((await getPage(pagePath(article))).html);
    const pdfUrl = metaValue(head, 'citation_pdf_url') ?? '';
    expect(new URL(pdfUrl).pathname.startsWith(`${pagePath(article)}/`)).toBe(true);
    // Asked of this file's own site server, which the configured origin stands for.
    const res = await fetch(new URL(new URL(pdfUrl).pathname, urls.site));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`inline; filename="${pdfFileName(TITLE)}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('answers 404 for another file name, and for an article without a PDF', async () => {
    expect((await getPage(`${pagePath(article)}/other-name.pdf`)).res.status).toBe(404);
    expect((await getPage(`${pagePath(bare)}/${pdfFileName(bare.title)}`)).res.status).toBe(404);
  });
});

describe('volume, issue and archive pages', () => {
  it('give the volume page its title, description and canonical link', async () => {
    const { res, html } = await getPage(`/archives/${volume.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    const head = readHead(html);
    expect(head.title).toBe(`Volume 7 (2031) | ${JOURNAL.title}`);
    expect(metaValue(head, 'description')).toBe(`Volume 7 (2031) of ${JOURNAL.title}: Issue 3.`);
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${siteUrl}/archives/${volume.slug}` });
  });

  it('give the issue page its title, a description naming its articles, and canonical link', async () => {
    const head = readHead((await getPage(`/archives/${volume.slug}/${issue.slug}`)).html);
    expect(head.title).toBe(`Volume 7 (2031), Issue 3 | ${JOURNAL.title}`);
    expect(metaValue(head, 'description')).toMatch(/^Volume 7 \(2031\), Issue 3 of .*: 2 articles\. /);
    expect(metaValue(head, 'description')).toContain(bare.title);
    expect(head.links).toContainEqual({
      rel: 'canonical',
      href: `${siteUrl}/archives/${volume.slug}/${issue.slug}`,
    });
  });

  it('give /archives its own title and canonical link', async () => {
    const head = readHead((await getPage('/archives')).html);
    expect(head.title).toBe(`Archives | ${JOURNAL.title}`);
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${siteUrl}/archives` });
  });
});

describe('unknown addresses', () => {
  const missing = unique('missing');
  it.each([
    ['an unknown volume', () => `/archives/${missing}`],
    ['an unknown issue', () => `/archives/${volume.slug}/${missing}`],
    ['an unknown article', () => `/archives/${volume.slug}/${issue.slug}/${missing}`],
    ['an article under another issue', () => `/archives/${volume.slug}/${missing}/${article.slug}`],
    ['a slug that is no slug', () => `/archives/${volume.slug}/${issue.slug}/Not%20A%20Slug`],
    [
      'a path the site does not serve',
      () => `/archives/${volume.slug}/${issue.slug}/${article.slug}/more/deeper`,
    ],
    ['any other path', () => '/nothing-here'],
  ])('%s answers 404 with the 404 page, not indexed and briefly cached', async (_name, path) => {
    const { res, html } = await getPage(path());
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const head = readHead(html);
    expect(head.title).toBe(`${publicMessages.pageNotFound} | ${JOURNAL.title}`);
    expect(metaValue(head, 'robots')).toBe('noindex');
    // The 404 page itself, rendered: a reader without JavaScript sees it too.
    expect(html).toMatch(new RegExp(`<div id="root"><.*${publicMessages.pageNotFound}`, 's'));
  });

  it('refuses other methods on a page with 405', async () => {
    const res = await fetch(`${urls.site}${pagePath(article)}`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      status: 405,
      code: 'method-not-allowed',
      message: apiMessages.methodNotAllowed,
    });
  });
});
