/** The admin's archive: /api/admin/volumes, /issues and /articles (create, list, delete). */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiMessages, authMessages, submissionMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import { type Volume, volumeInputSchema } from '@journal/common/contracts/volumes';
import { adminToken, bearer, bucket, createAccount, db, unique, useApi, siteUrl } from './harness';
import {
  ARCHIVE_PNG,
  archivePdf,
  articleFields,
  createArticle,
  createIssue,
  createPlace,
  createVolume,
  getJson,
  postArticle,
} from './archive-fixtures';

const urls = useApi();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

function send(method: string, path: string, body?: unknown, auth: string | null = token) {
  return fetch(`${urls.api}/api/admin${path}`, {
    method,
    headers: {
      ...(auth ? bearer(auth) : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectFailure(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ status, code, message });
}

async function storedPaths(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

async function exists(path: string): Promise<boolean> {
  return (await bucket.file(path).exists())[0];
}

describe('who may use the admin archive routes', () => {
  const routes: [string, string][] = [
    ['GET', '/volumes'],
    ['POST', '/volumes'],
    ['DELETE', '/volumes/some-id'],
    ['GET', '/issues'],
    ['POST', '/issues'],
    ['DELETE', '/issues/some-id'],
    ['GET', '/articles'],
    ['POST', '/articles'],
    ['DELETE', '/articles/some-id'],
    ['PUT', '/articles/featured/some-id'],
  ];

  it('answers 401 without a token or with a bad one, and 403 to an author', async () => {
    const author = await createAccount();
    for (const [method, path] of routes) {
      const anonymous = await send(method, path, undefined, null);
      await expectFailure(anonymous, 401, 'token-missing', authMessages.missingToken);
      expect(anonymous.headers.get('cache-control')).toContain('no-store');
      await expectFailure(
        await send(method, path, undefined, 'not-a-token'),
        401,
        'token-invalid',
        authMessages.invalidToken,
      );
      await expectFailure(
        await send(method, path, undefined, author.idToken),
        403,
        'admin-required',
        authMessages.adminRequired,
      );
    }
  });

  it('answers 405 for methods a route does not have', async () => {
    const cases: [string, string][] = [
      ['PATCH', '/volumes'],
      ['GET', '/volumes/some-id'],
      ['PUT', '/issues'],
      ['POST', '/issues/some-id'],
      ['DELETE', '/articles'],
      ['GET', '/articles/some-id'],
      ['GET', '/articles/featured/some-id'],
      ['POST', '/articles/featured/some-id'],
    ];
    for (const [method, path] of cases) {
      await expectFailure(await send(method, path), 405, 'method-not-allowed', apiMessages.methodNotAllowed);
    }
  });
});

describe('volumes', () => {
  it('creates a volume (201) that the admin and public lists show', async () => {
    const slug = unique('vol');
    const res = await send('POST', '/volumes', { year: 2024, name: 'Volume 7', slug });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { status: number; data: Volume };
    expect(body.status).toBe(201);
    expect(body.data).toEqual({
      _id: expect.any(String),
      slug,
      name: 'Volume 7',
      year: 2024,
      createdAt: expect.any(String),
    });

    const admin = await getJson<Volume[]>(`${urls.api}/api/admin/volumes`, { headers: bearer(token) });
    expect(admin.body.status).toBe(200);
    expect(admin.body.data).toContainEqual(body.data);
    expect((await getJson<Volume>(`${urls.api}/api/volumes/${slug}`)).body.data).toEqual(body.data);
  });

  it('refuses incomplete or invalid volumes with the form messages', async () => {
    const slug = unique('vol');
    await expectFailure(
      await send('POST', '/volumes', { year: 2024, slug }),
      400,
      'invalid-input',
      adminMessages.volumeFieldsRequired,
    );
    await expectFailure(
      await send('POST', '/volumes', { name: 'Volume 1', slug }),
      400,
      'invalid-input',
      adminMessages.volumeFieldsRequired,
    );
    await expectFailure(
      await send('POST', '/volumes', { year: 2024, name: '  ', slug }),
      400,
      'invalid-input',
      adminMessages.volumeFieldsRequired,
    );
    await expectFailure(
      await send('POST', '/volumes', { year: 2024, name: 'V', slug: 'Not A Slug' }),
      400,
      'invalid-input',
      apiMessages.invalidSlug,
    );
    const yearMessage =
      volumeInputSchema.safeParse({ year: 1800, name: 'V', slug }).error?.issues[0]?.message ?? '';
    expect(yearMessage).not.toBe('');
    await expectFailure(
      await send('POST', '/volumes', { year: 1800, name: 'V', slug }),
      400,
      'invalid-input',
      yearMessage,
    );
    expect((await send('POST', '/volumes')).status).toBe(400);
  });

  it('refuses a slug that is taken (409), even when the requests race', async () => {
    const slug = unique('vol');
    await createVolume(urls.api, token, { slug });
    await expectFailure(
      await send('POST', '/volumes', { year: 2024, name: 'Again', slug }),
      409,
      'volume-slug-taken',
      adminMessages.slugTaken('volume', slug),
    );

    const racing = unique('vol');
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send('POST', '/volumes', { year: 2024, name: `V${i}`, slug: racing }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect((await db.collection('volumes').where('slug', '==', racing).get()).size).toBe(1);
  });

  it('refuses to delete a volume with issues, then deletes it and frees its slug', async () => {
    const { volume, issue } = await createPlace(urls.api, token);
    await expectFailure(
      await send('DELETE', `/volumes/${volume._id}`),
      409,
      'volume-has-issues',
      adminMessages.volumeHasIssues,
    );
    expect((await send('DELETE', `/issues/${issue._id}`)).status).toBe(200);

    const res = await send('DELETE', `/volumes/${volume._id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, message: expect.any(String) });
    expect((await fetch(`${urls.api}/api/volumes/${volume.slug}`)).status).toBe(404);
    expect((await createVolume(urls.api, token, { slug: volume.slug })).slug).toBe(volume.slug);
  });

  it('answers 404 for a volume that does not exist', async () => {
    for (const id of ['nosuchvolume0000000', '__id__', 'a.b', 'x'.repeat(200)]) {
      await expectFailure(
        await send('DELETE', `/volumes/${id}`),
        404,
        'volume-not-found',
        adminMessages.volumeNotFound,
      );
    }
  });
});

describe('issues', () => {
  it('creates an issue (201) with an _id and its volume', async () => {
    const volume = await createVolume(urls.api, token);
    const slug = unique('issue');
    const res = await send('POST', '/issues', { name: 'Issue 1', slug, volume: volume._id });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { status: number; data: Issue };
    expect(body.status).toBe(201);
    expect(body.data).toEqual({
      _id: expect.any(String),
      slug,
      name: 'Issue 1',
      volume: { _id: volume._id, slug: volume.slug, name: volume.name, year: volume.year },
      createdAt: expect.any(String),
    });
    const admin = await getJson<Issue[]>(`${urls.api}/api/admin/issues`, { headers: bearer(token) });
    expect(admin.body.data).toContainEqual(body.data);
  });

  it("refuses an incomplete issue with 'Please fill in all fields for the issue'", async () => {
    const volume = await createVolume(urls.api, token);
    const full = { name: 'Issue 1', slug: unique('issue'), volume: volume._id };
    for (const field of ['name', 'slug', 'volume'] as const) {
      const { [field]: _left, ...missing } = full;
      await expectFailure(
        await send('POST', '/issues', missing),
        400,
        'invalid-input',
        adminMessages.issueFieldsRequired,
      );
      await expectFailure(
        await send('POST', '/issues', { ...full, [field]: '' }),
        400,
        'invalid-input',
        adminMessages.issueFieldsRequired,
      );
    }
    await expectFailure(
      await send('POST', '/issues', { ...full, slug: 'Bad Slug' }),
      400,
      'invalid-input',
      apiMessages.invalidSlug,
    );
    await expectFailure(
      await send('POST', '/issues', { ...full, volume: 'nosuchvolume0000000' }),
      400,
      'volume-unknown',
      adminMessages.volumeNotFound,
    );
    await expectFailure(
      await send('POST', '/issues', { ...full, volume: '../x' }),
      400,
      'volume-unknown',
      adminMessages.volumeNotFound,
    );
  });

  it('keeps issue slugs unique within a volume only', async () => {
    const first = await createVolume(urls.api, token);
    const second = await createVolume(urls.api, token);
    const slug = unique('issue');
    await createIssue(urls.api, token, first._id, { slug });
    await expectFailure(
      await send('POST', '/issues', { name: 'Again', slug, volume: first._id }),
      409,
      'issue-slug-taken',
      adminMessages.slugTaken('issue', slug),
    );
    expect((await createIssue(urls.api, token, second._id, { slug })).slug).toBe(slug);
  });

  it('refuses to delete an issue with articles, then deletes it', async () => {
    const { issue, place } = await createPlace(urls.api, token);
    const article = await createArticle(urls.api, token, place);
    await expectFailure(
      await send('DELETE', `/issues/${issue._id}`),
      409,
      'issue-has-articles',
      adminMessages.issueHasArticles,
    );
    expect((await send('DELETE', `/articles/${article._id}`)).status).toBe(200);
    const res = await send('DELETE', `/issues/${issue._id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, message: expect.any(String) });
    expect((await fetch(`${urls.api}/api/issues/${issue.slug}`)).status).toBe(404);
    await expectFailure(
      await send('DELETE', `/issues/${issue._id}`),
      404,
      'issue-not-found',
      adminMessages.issueNotFound,
    );
  });
});

describe('articles', () => {
  it('creates an article from the multipart form and stores its files', async () => {
    const { volume, issue, place } = await createPlace(urls.api, token);
    const fields = articleFields(place, { keywords: ' solar, Grid ,, solar , storage ' });
    const pdf = archivePdf('Stored');
    const res = await postArticle(urls.api, token, fields, { pdf: { data: pdf } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { status: number; data: Article };
    expect(body.status).toBe(201);
    expect(body.data).toMatchObject({
      slug: fields.slug,
      title: fields.title,
      keywords: ['solar', 'Grid', 'storage'],
      featured: false,
      volume: { _id: volume._id, slug: volume.slug },
      issue: { _id: issue._id, slug: issue.slug, name: issue.name },
      image: `${siteUrl}/api/articles/${fields.slug}/image`,
      pdf: `${siteUrl}/api/articles/${fields.slug}/pdf`,
    });
    const id = body.data._id;
    expect(await storedPaths(`articles/${id}/`)).toEqual([
      `articles/${id}/article.pdf`,
      `articles/${id}/cover.webp`,
    ]);
    expect((await bucket.file(`articles/${id}/article.pdf`).download())[0].equals(pdf)).toBe(true);
    const [cover] = await bucket.file(`articles/${id}/cover.webp`).download();
    expect(await sharp(cover).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

    const admin = await getJson<Article[]>(`${urls.api}/api/admin/articles`, { headers: bearer(token) });
    expect(admin.body.status).toBe(200);
    expect(admin.body.data[0]).toEqual(body.data);
    const times = admin.body.data.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses missing or invalid fields with their messages', async () => {
    const { place } = await createPlace(urls.api, token);
    const other = await createPlace(urls.api, token);
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'invalid-input', submissionMessages.required('Title')],
      [{ author: ' ' }, 'invalid-input', submissionMessages.required('Author')],
      [{ abstract: '' }, 'invalid-input', submissionMessages.required('Abstract')],
      [{ slug: 'Not a slug', doi: '' }, 'invalid-input', apiMessages.invalidSlug],
      [{ issue: other.issue._id }, 'issue-not-in-volume', adminMessages.issueNotInVolume],
      [{ volume: 'nosuchvolume0000000' }, 'volume-unknown', adminMessages.volumeNotFound],
      [{ issue: 'nosuchissue00000000' }, 'issue-unknown', adminMessages.issueNotFound],
    ];
    for (const [overrides, code, message] of cases) {
      await expectFailure(
        await postArticle(urls.api, token, articleFields(place, overrides)),
        400,
        code,
        message,
      );
    }
    const json = await fetch(`${urls.api}/api/admin/articles`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(articleFields(place)),
    });
    await expectFailure(json, 400, 'expected-multipart', apiMessages.expectedMultipart);
  });

  it('refuses a fake PDF or a fake image and stores nothing', async () => {
    const { place } = await createPlace(urls.api, token);
    const before = await storedPaths('articles/');
    const fakePdf = articleFields(place);
    await expectFailure(
      await postArticle(urls.api, token, fakePdf, {
        pdf: { data: Buffer.from('MZ not a pdf at all'), name: 'paper.pdf' },
      }),
      400,
      'article-pdf-type',
      adminMessages.articlePdfOnly,
    );
    const fakeImage = articleFields(place);
    await expectFailure(
      await postArticle(urls.api, token, fakeImage, {
        image: { data: Buffer.from('<svg></svg>'), name: 'cover.png', type: 'image/png' },
      }),
      400,
      'article-image-type',
      adminMessages.articleImageOnly,
    );
    expect(await storedPaths('articles/')).toEqual(before);
    for (const slug of [fakePdf.slug, fakeImage.slug]) {
      expect((await db.collection('articles').where('slug', '==', slug).get()).empty).toBe(true);
      expect((await db.doc(`slugs/article:${slug}`).get()).exists).toBe(false);
    }
  });

  it('keeps the cover as a WebP no wider than 1600 px, upright, whatever was uploaded', async () => {
    const { place } = await createPlace(urls.api, token);
    // A wide photograph as a phone takes it: a 2400×900 JPEG, stored on its side (EXIF 6).
    const photo = await sharp({
      create: { width: 900, height: 2400, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const fields = articleFields(place);
    const res = await postArticle(urls.api, token, fields, {
      image: { data: photo, name: 'cover.jpg', type: 'image/jpeg' },
    });
    expect(res.status).toBe(201);
    const cover = await fetch(`${urls.api}/api/articles/${fields.slug}/image`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await cover.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });
    expect(bytes.length).toBeLessThan(photo.length);
    const [stored] = (await db.collection('articles').where('slug', '==', fields.slug).get()).docs;
    expect(stored?.get('imagePath')).toMatch(/\/cover\.webp$/);

    // The phone's copy, 800 px wide, and the widths a page's srcset offers.
    const { data: article } = (await (await fetch(`${urls.api}/api/articles/${fields.slug}`)).json()) as {
      data: Article;
    };
    expect(article.imageRenditions).toEqual([
      { url: `${siteUrl}/api/articles/${fields.slug}/image/800`, width: 800 },
      { url: article.image, width: 1600 },
    ]);
    const small = await fetch(`${urls.api}/api/articles/${fields.slug}/image/800`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('content-disposition')).toBe(
      `inline; filename="${fields.slug}-800.webp"; filename*=UTF-8''${fields.slug}-800.webp`,
    );
    const smallBytes = Buffer.from(await small.arrayBuffer());
    expect(await sharp(smallBytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 300 });
    expect(smallBytes.length).toBeLessThan(bytes.length);
    expect(await storedPaths(`articles/${stored!.id}/`)).toEqual([
      `articles/${stored!.id}/article.pdf`,
      `articles/${stored!.id}/cover-800.webp`,
      `articles/${stored!.id}/cover.webp`,
    ]);
    // Only a width the article has answers; anything else is the cover's 404.
    for (const width of ['1600', '400', 'abc', '800.0']) {
      const other = await fetch(`${urls.api}/api/articles/${fields.slug}/image/${width}`);
      expect(other.status, width).toBe(404);
      expect(await other.json()).toMatchObject({ code: 'article-no-image' });
    }
  });

  it('keeps a cover no wider than the phone copy as it is, with no copy', async () => {
    const { place } = await createPlace(urls.api, token);
    const narrow = await sharp({
      create: { width: 640, height: 336, channels: 3, background: { r: 20, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const fields = articleFields(place);
    const res = await postArticle(urls.api, token, fields, {
      image: { data: narrow, name: 'cover.png', type: 'image/png' },
    });
    expect(res.status).toBe(201);
    const { data: article } = (await (await fetch(`${urls.api}/api/articles/${fields.slug}`)).json()) as {
      data: Article;
    };
    expect(article.imageRenditions).toEqual([{ url: article.image, width: 640 }]);
    expect((await fetch(`${urls.api}/api/articles/${fields.slug}/image/800`)).status).toBe(404);
  });

  it('refuses an image that cannot be decoded, storing nothing', async () => {
    const { place } = await createPlace(urls.api, token);
    const before = await storedPaths('articles/');
    // A PNG's signature, then nothing a decoder can read.
    const broken = Buffer.concat([ARCHIVE_PNG.subarray(0, 8), Buffer.from('not the rest of a PNG')]);
    const fields = articleFields(place);
    await expectFailure(
      await postArticle(urls.api, token, fields, { image: { data: broken } }),
      400,
      'article-image-type',
      adminMessages.articleImageOnly,
    );
    expect(await storedPaths('articles/')).toEqual(before);
    expect((await db.collection('articles').where('slug', '==', fields.slug).get()).empty).toBe(true);
    expect((await db.doc(`slugs/article:${fields.slug}`).get()).exists).toBe(false);
  });

  it('refuses files over the size limits', async () => {
    const { place } = await createPlace(urls.api, token);
    const bigImage = Buffer.concat([ARCHIVE_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    await expectFailure(
      await postArticle(urls.api, token, articleFields(place), { image: { data: bigImage } }),
      400,
      'article-image-too-large',
      adminMessages.imageTooLarge,
    );
    const bigPdf = Buffer.concat([archivePdf(), Buffer.alloc(20 * 1024 * 1024)]);
    await expectFailure(
      await postArticle(urls.api, token, articleFields(place), { pdf: { data: bigPdf } }),
      400,
      'article-pdf-too-large',
      adminMessages.pdfTooLarge,
    );
  });

  it('refuses a taken slug (409) and leaves no files behind when uploads race', async () => {
    const { place } = await createPlace(urls.api, token);
    const first = await createArticle(urls.api, token, place);
    await expectFailure(
      await postArticle(urls.api, token, articleFields(place, { slug: first.slug })),
      409,
      'article-slug-taken',
      adminMessages.slugTaken('article', first.slug),
    );

    const before = await storedPaths('articles/');
    const fields = articleFields(place);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postArticle(urls.api, token, fields)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const winner = (await Promise.all(responses.map((r) => r.json() as Promise<{ data?: Article }>))).find(
      (b) => b.data,
    )?.data;
    const added = (await storedPaths('articles/')).filter((p) => !before.includes(p));
    expect(added).toEqual([`articles/${winner?._id}/article.pdf`, `articles/${winner?._id}/cover.webp`]);
  });

  it('deletes an article with its files and slug claim', async () => {
    const { place } = await createPlace(urls.api, token);
    const article = await createArticle(urls.api, token, place);
    const files = [`articles/${article._id}/cover.webp`, `articles/${article._id}/article.pdf`];
    for (const path of files) expect(await exists(path)).toBe(true);

    const res = await send('DELETE', `/articles/${article._id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, message: expect.any(String) });
    for (const path of files) expect(await exists(path)).toBe(false);
    expect((await db.doc(`articles/${article._id}`).get()).exists).toBe(false);
    expect((await fetch(`${urls.api}/api/articles/${article.slug}`)).status).toBe(404);
    // The slug is free again; the DOI is not, as no DOI is given twice (the new one takes the pattern's).
    expect((await createArticle(urls.api, token, place, { slug: article.slug, doi: '' })).slug).toBe(
      article.slug,
    );
    await expectFailure(
      await send('DELETE', `/articles/${article._id}`),
      404,
      'article-not-found',
      adminMessages.articleNotFound,
    );
  });

  it('leaves no article featured after deleting the featured one', async () => {
    const { place } = await createPlace(urls.api, token);
    const article = await createArticle(urls.api, token, place);
    expect((await send('PUT', `/articles/featured/${article._id}`)).status).toBe(200);
    expect((await send('DELETE', `/articles/${article._id}`)).status).toBe(200);
    expect((await db.collection('articles').where('featured', '==', true).get()).empty).toBe(true);
    expect((await getJson<Article[]>(`${urls.api}/api/articles?featured=true`)).body.data).toEqual([]);
  });
});
