/** The public archive: GET /api/volumes, /api/issues, /api/articles and the article files. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { adminToken, unique, useApi, siteUrl } from './harness';
import {
  ARCHIVE_PNG,
  archivePdf,
  createArticle,
  createIssue,
  createPlace,
  createVolume,
  getJson,
  rawGet,
} from './archive-fixtures';

const urls = useApi();
const PUBLIC_CACHE = /^public, max-age=\d+, s-maxage=\d+$/;
const ODD_SLUGS = [
  '%2E%2E',
  '%00',
  'two%20words',
  '%C3%A9t%C3%A9',
  'UPPER',
  'a--b',
  '-lead',
  `${'a'.repeat(121)}`,
];

let token: string;
let volume: Volume;
let issue: Issue;
let articles: Article[];
const pdfs = new Map<string, Buffer>();

beforeAll(async () => {
  token = await adminToken();
  ({ volume, issue } = await createPlace(urls.api, token));
  articles = [];
  for (const title of ['Gamma hydrology', 'Alpha turbines', 'Beta bridges']) {
    const slug = unique('pub');
    const pdf = archivePdf(title);
    pdfs.set(slug, pdf);
    articles.push(
      await createArticle(
        urls.api,
        token,
        { volume: volume._id, issue: issue._id },
        { slug, title },
        { pdf: { data: pdf } },
      ),
    );
  }
});

describe('GET /api/volumes', () => {
  it('lists volumes newest year first with public caching', async () => {
    const older = await createVolume(urls.api, token, { year: 1999 });
    const newer = await createVolume(urls.api, token, { year: 2199 });
    const { res, body } = await getJson<Volume[]>(`${urls.api}/api/volumes`);
    expect(res.status).toBe(200);
    expect(body.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    const years = body.data.map((v) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(body.data[0]?._id).toBe(newer._id);
    expect(body.data.find((v) => v._id === older._id)).toEqual(older);
  });

  it('answers one volume by slug, in the Volume shape', async () => {
    const { res, body } = await getJson<Volume>(`${urls.api}/api/volumes/${volume.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    expect(body.data).toEqual({
      _id: volume._id,
      slug: volume.slug,
      name: volume.name,
      year: 2025,
      createdAt: volume.createdAt,
    });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
  });

  it('answers 404 for an unknown or impossible slug', async () => {
    const { res, body } = await getJson(`${urls.api}/api/volumes/${unique('missing')}`);
    expect(res.status).toBe(404);
    expect(body).toEqual({ status: 404, code: 'volume-not-found', message: publicMessages.volumeNotFound });
    for (const slug of ODD_SLUGS) expect((await fetch(`${urls.api}/api/volumes/${slug}`)).status).toBe(404);
  });
});

describe('GET /api/issues', () => {
  it('lists issues with their volume, and narrows to one volume with ?volume=', async () => {
    const other = await createPlace(urls.api, token);
    const all = await getJson<Issue[]>(`${urls.api}/api/issues`);
    expect(all.res.status).toBe(200);
    expect(all.res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    expect(all.body.data.find((i) => i._id === issue._id)).toEqual({
      _id: issue._id,
      slug: issue.slug,
      name: issue.name,
      volume: { _id: volume._id, slug: volume.slug, name: volume.name, year: volume.year },
      createdAt: issue.createdAt,
    });
    expect(all.body.data.map((i) => i._id)).toContain(other.issue._id);

    const narrowed = await getJson<Issue[]>(`${urls.api}/api/issues?volume=${volume.slug}`);
    expect(narrowed.body.data.map((i) => i._id)).toEqual([issue._id]);
    const none = await getJson<Issue[]>(`${urls.api}/api/issues?volume=${unique('nothing')}`);
    expect(none.body).toEqual({ status: 200, data: [] });
  });

  it('finds an issue slug within the volume given, else the newest issue with that slug', async () => {
    const slug = unique('shared');
    const first = await createPlace(urls.api, token);
    const second = await createPlace(urls.api, token);
    const inFirst = await createIssue(urls.api, token, first.volume._id, { slug });
    const inSecond = await createIssue(urls.api, token, second.volume._id, { slug });

    const picked = await getJson<Issue>(`${urls.api}/api/issues/${slug}?volume=${first.volume.slug}`);
    expect(picked.res.status).toBe(200);
    expect(picked.res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    expect(picked.body.data._id).toBe(inFirst._id);
    expect(picked.body.data.volume.slug).toBe(first.volume.slug);
    expect((await getJson<Issue>(`${urls.api}/api/issues/${slug}`)).body.data._id).toBe(inSecond._id);
  });

  it('answers 404 for an unknown issue, a wrong volume or an impossible slug', async () => {
    const missing = await getJson(`${urls.api}/api/issues/${unique('missing')}`);
    expect(missing.res.status).toBe(404);
    expect(missing.body).toEqual({
      status: 404,
      code: 'issue-not-found',
      message: publicMessages.issueNotFound,
    });
    expect((await fetch(`${urls.api}/api/issues/${issue.slug}?volume=${unique('other')}`)).status).toBe(404);
    expect((await fetch(`${urls.api}/api/issues/${issue.slug}?volume=..`)).status).toBe(404);
    for (const slug of ODD_SLUGS) expect((await fetch(`${urls.api}/api/issues/${slug}`)).status).toBe(404);
  });
});

describe('GET /api/articles', () => {
  it('answers articles in the Article shape with absolute file URLs', async () => {
    const [first] = articles;
    if (!first) throw new Error('no article');
    const { res, body } = await getJson<Article>(`${urls.api}/api/articles/${first.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    expect(body.data).toEqual({
      _id: first._id,
      slug: first.slug,
      title: 'Gamma hydrology',
      author: 'Chanda Mwale',
      abstract: 'First paragraph of the abstract.\n\nSecond paragraph of the abstract.',
      abstractBlocks: [
        {
          _type: 'block',
          _key: 'p0',
          style: 'normal',
          children: [{ _type: 'span', _key: 'p0s0', text: 'First paragraph of the abstract.' }],
        },
        {
          _type: 'block',
          _key: 'p1',
          style: 'normal',
          children: [{ _type: 'span', _key: 'p1s0', text: 'Second paragraph of the abstract.' }],
        },
      ],
      keywords: ['engineering', 'water'],
      image: `${siteUrl}/api/articles/${first.slug}/image`,
      // A cover no wider than the phone copy: itself alone.
      imageRenditions: [{ url: `${siteUrl}/api/articles/${first.slug}/image`, width: 1 }],
      pdf: `${siteUrl}/api/articles/${first.slug}/pdf`,
      pdfFileName: pdfFileName('Gamma hydrology'),
      issn: '1234-5678',
      doi: `10.5555/${first.slug}`,
      featured: false,
      volume: { _id: volume._id, slug: volume.slug, name: volume.name, year: volume.year },
      issue: { _id: issue._id, slug: issue.slug, name: issue.name },
      createdAt: first.createdAt,
      views: 0,
      downloads: 0,
      fullText: null,
      // The scholarly record: contributors read from the author line, the rest the journal's.
      contributors: [
        {
          givenNames: 'Chanda',
          familyName: 'Mwale',
          affiliations: [],
          email: '',
          orcid: null,
          corresponding: true,
        },
      ],
      references: [],
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      publishedOn: first.createdAt.slice(0, 10),
      articleNumber: '',
      firstPage: '',
      lastPage: '',
      language: 'en',
      funding: [],
    });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
  });

  it('lists newest first by default, and ?limit=4 gives the four newest', async () => {
    const elsewhere = await createPlace(urls.api, token);
    for (let i = 0; i < 2; i += 1) await createArticle(urls.api, token, elsewhere.place);
    const { res, body } = await getJson<Article[]>(`${urls.api}/api/articles`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    const times = body.data.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const recent = await getJson<Article[]>(`${urls.api}/api/articles?limit=4`);
    expect(recent.body.data).toHaveLength(4);
    expect(recent.body.data.map((a) => a._id)).toEqual(body.data.slice(0, 4).map((a) => a._id));
  });

  it('filters by volume, issue and featured, and sorts oldest first or by title', async () => {
    const ids = articles.map((a) => a._id);
    const base = `${urls.api}/api/articles?volume=${volume.slug}`;
    expect((await getJson<Article[]>(base)).body.data.map((a) => a._id)).toEqual([...ids].reverse());
    expect(
      (await getJson<Article[]>(`${base}&issue=${issue.slug}&sort=oldest`)).body.data.map((a) => a._id),
    ).toEqual(ids);
    expect(
      (await getJson<Article[]>(`${urls.api}/api/articles?issue=${issue.slug}&sort=oldest`)).body.data.map(
        (a) => a._id,
      ),
    ).toEqual(ids);
    expect((await getJson<Article[]>(`${base}&sort=oldest`)).body.data.map((a) => a._id)).toEqual(ids);
    for (const scope of [base, `${urls.api}/api/articles?issue=${issue.slug}&volume=${volume.slug}`]) {
      expect((await getJson<Article[]>(`${scope}&sort=title`)).body.data.map((a) => a.title)).toEqual([
        'Alpha turbines',
        'Beta bridges',
        'Gamma hydrology',
      ]);
    }
    expect(
      (await getJson<Article[]>(`${base}&issue=${issue.slug}&featured=false`)).body.data.map((a) => a._id),
    ).toEqual([...ids].reverse());
    expect((await getJson<Article[]>(`${base}&featured=false&limit=2`)).body.data.map((a) => a._id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect((await getJson<Article[]>(`${base}&featured=true`)).body.data).toEqual([]);
    expect((await getJson<Article[]>(`${urls.api}/api/articles?volume=${unique('none')}`)).body.data).toEqual(
      [],
    );
    expect((await getJson<Article[]>(`${urls.api}/api/articles?volume=..`)).body.data).toEqual([]);
  });

  it('refuses query parameters it cannot use with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=1001',
      'limit=abc',
      'limit=',
      'sort=popular',
      'featured=yes',
      'volume=a&volume=b',
    ]) {
      const { res, body } = await getJson(`${urls.api}/api/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(body).toEqual({ status: 400, code: 'invalid-query', message: apiMessages.invalidQuery });
    }
  });

  it('lists featured articles newest first only, and says so for another order', async () => {
    for (const sort of ['oldest', 'title']) {
      const { res, body } = await getJson(`${urls.api}/api/articles?featured=true&sort=${sort}`);
      expect(res.status, sort).toBe(400);
      expect(body).toEqual({
        status: 400,
        code: 'featured-newest-only',
        message: apiMessages.featuredNewestOnly,
      });
    }
    const { res } = await getJson(`${urls.api}/api/articles?featured=true&sort=newest`);
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown or impossible article slug', async () => {
    const { res, body } = await getJson(`${urls.api}/api/articles/${unique('missing')}`);
    expect(res.status).toBe(404);
    expect(body).toEqual({ status: 404, code: 'article-not-found', message: publicMessages.articleNotFound });
    for (const slug of ODD_SLUGS) {
      expect((await fetch(`${urls.api}/api/articles/${slug}`)).status, slug).toBe(404);
      expect((await fetch(`${urls.api}/api/articles/${slug}/pdf`)).status, slug).toBe(404);
    }
    for (const path of ['/api/articles/..', '/api/volumes/..', '/api/issues/..', '/api/articles/a%2Fb']) {
      expect((await rawGet(urls.api, path)).status, path).toBe(404);
    }
  });

  it('answers a client error, never a 500, for a path that is not valid percent-encoding', async () => {
    for (const path of [
      '/api/articles/%E0%A4%A',
      '/api/volumes/%ZZ',
      '/api/issues/%',
      '/api/articles/%C3/pdf',
    ]) {
      const raw = await rawGet(urls.api, path);
      expect(raw.status, path).toBeGreaterThanOrEqual(400);
      expect(raw.status, path).toBeLessThan(500);
    }
  });
});

describe('GET /api/articles/:slug/pdf and /image', () => {
  it('streams the PDF byte for byte, inline, under the file name from the title', async () => {
    const [first] = articles;
    if (!first) throw new Error('no article');
    const res = await fetch(`${urls.api}/api/articles/${first.slug}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `inline; filename="${pdfFileName(first.title)}"`,
    );
    // Downloads are counted, so the CDN must not answer them.
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfs.get(first.slug) ?? Buffer.alloc(0))).toBe(true);
  });

  it('streams the cover image, kept as WebP whatever was uploaded', async () => {
    const [first] = articles;
    if (!first) throw new Error('no article');
    const res = await fetch(`${urls.api}/api/articles/${first.slug}/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_CACHE);
    // The uploaded 1×1 PNG, as a WebP of the same size.
    const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    const uploaded = await sharp(ARCHIVE_PNG).metadata();
    expect(served).toMatchObject({ format: 'webp', width: uploaded.width, height: uploaded.height });
  });

  it('answers null URLs and 404s for an article without files', async () => {
    const bare = await createArticle(
      urls.api,
      token,
      { volume: volume._id, issue: issue._id },
      {},
      { image: null, pdf: null },
    );
    expect(bare).toMatchObject({ image: null, pdf: null, pdfFileName: null });
    const pdf = await getJson(`${urls.api}/api/articles/${bare.slug}/pdf`);
    expect(pdf.res.status).toBe(404);
    expect(pdf.body).toEqual({ status: 404, code: 'article-no-pdf', message: publicMessages.noPdf });
    const image = await getJson(`${urls.api}/api/articles/${bare.slug}/image`);
    expect(image.res.status).toBe(404);
    expect(image.body).toEqual({
      status: 404,
      code: 'article-no-image',
      message: publicMessages.imageNotFound,
    });
    const missing = await getJson(`${urls.api}/api/articles/${unique('missing')}/pdf`);
    expect(missing.body).toEqual({
      status: 404,
      code: 'article-not-found',
      message: publicMessages.articleNotFound,
    });
  });
});

describe('methods the public archive does not allow', () => {
  it('answers 405 for writes to public routes', async () => {
    const [first] = articles;
    if (!first) throw new Error('no article');
    const cases: [string, string][] = [
      ['POST', '/api/volumes'],
      ['DELETE', `/api/volumes/${volume.slug}`],
      ['PUT', '/api/issues'],
      ['PATCH', `/api/issues/${issue.slug}`],
      ['POST', '/api/articles'],
      ['DELETE', `/api/articles/${first.slug}`],
      ['POST', `/api/articles/${first.slug}/pdf`],
      ['PUT', `/api/articles/${first.slug}/image`],
      ['POST', '/api/search?q=x'],
    ];
    for (const [method, path] of cases) {
      const res = await fetch(`${urls.api}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(await res.json()).toEqual({
        status: 405,
        code: 'method-not-allowed',
        message: apiMessages.methodNotAllowed,
      });
    }
  });
});
