/**
 * The addresses both sides build from the contracts' routes (common/src/contracts/routes.ts and
 * the <resource>-routes.ts files): every parameter percent-encoded, so that what someone typed
 * (a search term, a slug) stays one path segment or one query value, and the query string
 * leaves out what is not set.
 */
import { describe, expect, it } from 'vitest';
import { articleApi, articlePath, articlePdfPath } from '../src/contracts/articles-routes';
import { issuePath } from '../src/contracts/issues-routes';
import { API_PREFIX, apiRoute, pageRoute } from '../src/contracts/routes';
import { searchPath } from '../src/contracts/search-routes';
import { DOWNLOAD_QUERY, submissionApi, submissionPages } from '../src/contracts/submissions-routes';
import { volumePath } from '../src/contracts/volumes-routes';

describe('path parameters', () => {
  it('fill the pattern under /api for the API, and from the root for pages', () => {
    expect(API_PREFIX).toBe('/api');
    expect(articleApi.pdf.pattern).toBe('/articles/:slug/pdf');
    expect(articleApi.pdf.path({ slug: 'solar-mini-grids' })).toBe('/api/articles/solar-mini-grids/pdf');
    expect(submissionApi.approve.path({ id: 'Ab3dE' })).toBe('/api/admin/submissions/Ab3dE/approve');
    expect(pageRoute('/archives/:volumeSlug/:issueSlug').path({ volumeSlug: 'v', issueSlug: 'i' })).toBe(
      '/archives/v/i',
    );
    expect(submissionPages.dashboard.path({})).toBe('/guidelines/author-guidelines/submission/dashboard');
  });

  it('keep a slash, question mark, hash, ampersand or space inside its own segment', () => {
    expect(articleApi.detail.path({ slug: 'a b/c?d#e&f' })).toBe('/api/articles/a%20b%2Fc%3Fd%23e%26f');
    expect(issuePath('v/1', 'i?2')).toBe('/archives/v%2F1/i%3F2');
    expect(volumePath('x y')).toBe('/archives/x%20y');
  });

  it('keep a search term whole: markup, quotes, percent signs and any script', () => {
    expect(searchPath('<script>alert("x")</script>')).toBe(
      '/search/%3Cscript%3Ealert(%22x%22)%3C%2Fscript%3E',
    );
    expect(searchPath('solar & wind / ü 🚀')).toBe(
      '/search/solar%20%26%20wind%20%2F%20%C3%BC%20%F0%9F%9A%80',
    );
    expect(searchPath('100%')).toBe('/search/100%25');
    expect(decodeURIComponent(searchPath('a/b?c#d').slice('/search/'.length))).toBe('a/b?c#d');
  });
});

describe('query strings', () => {
  it('encode names and values, write numbers, and leave out what is undefined', () => {
    expect(articleApi.list.path({}, { volume: 'v 1', limit: 4, issue: undefined, 'a&b': 'c=d' })).toBe(
      '/api/articles?volume=v%201&limit=4&a%26b=c%3Dd',
    );
    expect(articleApi.list.path({}, { issue: undefined })).toBe('/api/articles');
    expect(apiRoute('/search').path({}, { q: '"x" & y' })).toBe('/api/search?q=%22x%22%20%26%20y');
  });

  it('ask for a manuscript download with ?download=true', () => {
    expect(submissionApi.detail.path({ id: 'Ab3dE' }, DOWNLOAD_QUERY)).toBe(
      '/api/submissions/Ab3dE?download=true',
    );
  });
});

describe("an article's addresses", () => {
  const article = {
    slug: 'cost-reliability',
    title: 'Cost & Reliability: 2025 – ü',
    volume: { slug: 'volume-1' },
    issue: { slug: 'issue-2' },
  };

  it('are its page in its volume and issue, and its PDF inside that folder, named from the title', () => {
    expect(articlePath(article)).toBe('/archives/volume-1/issue-2/cost-reliability');
    expect(articlePdfPath(article)).toBe(
      '/archives/volume-1/issue-2/cost-reliability/Cost---Reliability--2025----.pdf',
    );
  });
});
