/** GET /api/search: ranked full-text search over the archive, fresh after every write. */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { apiMessages, publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { adminToken, bearer, db, unique, useApi } from './harness';
import { createArticle, createPlace, getJson } from './archive-fixtures';

const urls = useApi();
let token: string;
let place: { volume: string; issue: string };

/** A made-up word of random letters, so results are only the articles a test gave it to. */
const word = () => Array.from(randomBytes(12), (b) => String.fromCharCode(97 + (b % 26))).join('');

function search(query: string) {
  return getJson<Article[]>(`${urls.api}/api/search?${query}`);
}

beforeAll(async () => {
  token = await adminToken();
  ({ place } = await createPlace(urls.api, token));
});

describe('GET /api/search', () => {
  it('ranks a title match above an abstract-only match, in the article shape', async () => {
    const term = word();
    const inAbstract = await createArticle(urls.api, token, place, {
      title: 'Groundwater recharge in the Kafue basin',
      abstract: `We measured ${term} rates over two seasons.`,
    });
    const inTitle = await createArticle(urls.api, token, place, {
      title: `A ${term} survey`,
      abstract: 'Field results.',
    });

    const { res, body } = await search(`q=${term}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(body.status).toBe(200);
    expect(body.data.map((a) => a._id)).toEqual([inTitle._id, inAbstract._id]);
    const detail = await getJson<Article>(`${urls.api}/api/articles/${inTitle.slug}`);
    expect(body.data[0]).toEqual(detail.body.data);
  });

  it('finds authors and keywords, by prefix and despite a typo, and honours limit', async () => {
    const surname = word();
    const keyword = word();
    const byAuthor = await createArticle(urls.api, token, place, { author: `Mutale ${surname}` });
    const byKeyword = await createArticle(urls.api, token, place, { keywords: `hydrology, ${keyword}` });

    expect((await search(`q=${surname}`)).body.data.map((a) => a._id)).toEqual([byAuthor._id]);
    expect((await search(`q=${keyword}`)).body.data.map((a) => a._id)).toEqual([byKeyword._id]);
    expect((await search(`q=${surname.slice(0, -3)}`)).body.data.map((a) => a._id)).toContain(byAuthor._id);
    const typo = `${surname.slice(0, -1)}${surname.endsWith('x') ? 'y' : 'x'}`;
    expect((await search(`q=${typo}`)).body.data.map((a) => a._id)).toContain(byAuthor._id);
    expect((await search(`q=${surname}+${keyword}`)).body.data.map((a) => a._id).sort()).toEqual(
      [byAuthor._id, byKeyword._id].sort(),
    );
    expect((await search(`q=${surname}+${keyword}&limit=1`)).body.data).toHaveLength(1);
  });

  it('sees a new article at once and forgets a deleted one', async () => {
    const term = word();
    expect((await search(`q=${term}`)).body.data).toEqual([]);
    const article = await createArticle(urls.api, token, place, { title: `On ${term}` });
    expect((await search(`q=${term}`)).body.data.map((a) => a._id)).toEqual([article._id]);

    await fetch(`${urls.api}/api/admin/articles/featured/${article._id}`, {
      method: 'PUT',
      headers: bearer(token),
    });
    expect((await search(`q=${term}`)).body.data[0]?.featured).toBe(true);

    await fetch(`${urls.api}/api/admin/articles/${article._id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect((await search(`q=${term}`)).body.data).toEqual([]);
  });

  it('reuses its index until the archive version moves', async () => {
    const term = word();
    const created = await createArticle(urls.api, token, place);
    await search(`q=${word()}`);
    const ref = db.collection('articles').doc();
    const {
      _id: _unused,
      abstractBlocks: _blocks,
      image: _image,
      pdf: _pdf,
      pdfFileName: _name,
      ...rest
    } = created;
    await ref.set({
      ...rest,
      slug: unique('direct'),
      title: `Direct ${term}`,
      volumeId: place.volume,
      issueId: place.issue,
      imagePath: null,
      imageContentType: null,
      pdfPath: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    try {
      expect((await search(`q=${term}`)).body.data).toEqual([]);
      await db.doc('meta/archive').set({ version: FieldValue.increment(1) }, { merge: true });
      expect((await search(`q=${term}`)).body.data.map((a) => a._id)).toEqual([ref.id]);
    } finally {
      await ref.delete();
      await db.doc('meta/archive').set({ version: FieldValue.increment(1) }, { merge: true });
    }
  });

  it('refuses an empty, missing, repeated or overlong term and a bad limit', async () => {
    for (const query of ['q=', 'q=%20%20%20', '', 'limit=5']) {
      const { res, body } = await search(query);
      expect(res.status, query).toBe(400);
      expect(body).toEqual({
        status: 400,
        code: 'invalid-input',
        message: publicMessages.searchQueryRequired,
      });
    }
    const overlong = await search(`q=${'a'.repeat(201)}`);
    expect(overlong.body).toEqual({
      status: 400,
      code: 'invalid-input',
      message: publicMessages.searchQueryTooLong,
    });
    for (const query of ['q=a&q=b', 'q=water&limit=0', 'q=water&limit=x']) {
      const { res, body } = await search(query);
      expect(res.status, query).toBe(400);
      expect(body).toEqual({ status: 400, code: 'invalid-query', message: apiMessages.invalidQuery });
    }
    expect((await search(`q=${'a'.repeat(200)}`)).res.status).toBe(200);
    expect((await search('q=%00%E2%9C%93%3Cscript%3E')).res.status).toBe(200);
  });
});
