/** PUT /api/admin/articles/featured/{id}: exactly one featured article at a time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiMessages, authMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { adminToken, bearer, createAccount, db, useApi } from './harness';
import { createArticle, createPlace, getJson } from './archive-fixtures';
import { storeArticle } from './stored-articles';

const urls = useApi();
const FEATURE_BURST = 3;
let token: string;
let place: { volume: string; issue: string };
const crafted: string[] = [];

beforeAll(async () => {
  token = await adminToken();
  ({ place } = await createPlace(urls.api, token));
});

afterAll(async () => {
  await Promise.all(crafted.map((id) => db.doc(`articles/${id}`).delete()));
});

function feature(id: string, auth: string | null = token) {
  return fetch(`${urls.api}/api/admin/articles/featured/${id}`, {
    method: 'PUT',
    headers: auth ? bearer(auth) : {},
  });
}

async function featuredIds(): Promise<string[]> {
  const snap = await db.collection('articles').where('featured', '==', true).get();
  return snap.docs.map((d) => d.id);
}

/** An article as older data might have stored it, with its cover under its own path. */
async function storedArticle(changes: Record<string, unknown>): Promise<string> {
  const { id } = await storeArticle(place, (articleId) => ({
    imagePath: `articles/${articleId}/cover.png`,
    imageContentType: 'image/png',
    ...changes,
  }));
  crafted.push(id);
  return id;
}

describe('setting the featured article', () => {
  it('features one article, answers it, and unfeatures the one before', async () => {
    const first = await createArticle(urls.api, token, place);
    const second = await createArticle(urls.api, token, place);

    const res = await feature(first._id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: number; message: string; data: Article };
    expect(body).toEqual({
      status: 200,
      message: adminMessages.featured(first.title),
      data: { ...first, featured: true },
    });
    expect(await featuredIds()).toEqual([first._id]);

    expect((await feature(second._id)).status).toBe(200);
    expect(await featuredIds()).toEqual([second._id]);
    const publicList = await getJson<Article[]>(`${urls.api}/api/articles?featured=true`);
    expect(publicList.body.data.map((a) => a._id)).toEqual([second._id]);

    expect((await feature(second._id)).status).toBe(200);
    expect(await featuredIds()).toEqual([second._id]);
  });

  // Small on purpose: the emulator breaks the lock cycles of contended featuring transactions
  // only by a 2-second lock timeout, where production aborts the younger one at once. Four at
  // once chained enough timeouts to pass the 8 s request deadline in one CI run of four.
  // (e2e/races.spec.ts sends larger bursts through the whole stack.)
  it('keeps exactly one featured article under simultaneous requests', async () => {
    const articles = await Promise.all(
      Array.from({ length: FEATURE_BURST }, () => createArticle(urls.api, token, place)),
    );
    const responses = await Promise.all(articles.map((a) => feature(a._id)));
    expect(responses.map((r) => r.status)).toEqual(Array(FEATURE_BURST).fill(200));
    const featured = await featuredIds();
    expect(featured).toHaveLength(1);
    expect(articles.map((a) => a._id)).toContain(featured[0]);
  });

  it('refuses an article the home page could not show, with the reason', async () => {
    const before = await featuredIds();
    const noImage = await createArticle(urls.api, token, place, {}, { image: null });
    const cases: [string, string, string][] = [
      [noImage._id, 'feature-no-image', adminMessages.featureNoImage],
      [
        await storedArticle({ volume: { _id: place.volume, slug: '', name: 'Volume', year: 2020 } }),
        'feature-missing-volume',
        adminMessages.featureMissingVolume,
      ],
      [
        await storedArticle({ issue: { _id: place.issue, slug: '', name: 'Issue' } }),
        'feature-missing-issue',
        adminMessages.featureMissingIssue,
      ],
      [
        await storedArticle({ imagePath: 'elsewhere/cover.png' }),
        'feature-invalid-image',
        adminMessages.featureInvalidImage,
      ],
    ];
    for (const [id, code, message] of cases) {
      const res = await feature(id);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, code, message });
    }
    expect(await featuredIds()).toEqual(before);
  });

  it('answers 404 for an unknown article and 405 for other methods', async () => {
    for (const id of ['nosucharticle000000', '__x__', 'a.b']) {
      const res = await feature(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        status: 404,
        code: 'article-not-found',
        message: adminMessages.articleNotFound,
      });
    }
    const post = await fetch(`${urls.api}/api/admin/articles/featured/any`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({
      status: 405,
      code: 'method-not-allowed',
      message: apiMessages.methodNotAllowed,
    });
  });

  it('answers 401 without a token and 403 to an author', async () => {
    const article = await createArticle(urls.api, token, place);
    const before = await featuredIds();
    const anonymous = await feature(article._id, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      status: 401,
      code: 'token-missing',
      message: authMessages.missingToken,
    });
    const author = await createAccount();
    const denied = await feature(article._id, author.idToken);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      status: 403,
      code: 'admin-required',
      message: authMessages.adminRequired,
    });
    expect(await featuredIds()).toEqual(before);
  });
});
