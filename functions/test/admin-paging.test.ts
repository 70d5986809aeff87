/**
 * The admin's long lists a page at a time (GET /api/admin/users, /submissions, /articles with
 * `limit`, `cursor`, `q` and, for submissions, `status`): following `next` visits each record
 * once, newest first, never more than `limit` to a page, also while records are added between
 * pages; `total` is right; the status filter and the prefix search return exactly the records
 * that match; bad paging input is a 400 with its code and message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import type { Submission } from '@journal/common/contracts/submissions';
import type { User } from '@journal/common/contracts/users';
import {
  MAX_SEARCH_PREFIX,
  MAX_SEARCH_TEXT,
  pagingErrors,
  pagingMessages,
} from '@journal/common/contracts/paging';
import { adminToken, bearer, createAuthor, useApi } from './harness';
import { createArticle, createPlace } from './archive-fixtures';
import { readJson, submissionFields, submit } from './people-fixtures';

const urls = useApi();
let admin = '';
beforeAll(async () => {
  admin = await adminToken();
});

const lists = ['users', 'submissions', 'articles'] as const;

interface Page<T> {
  status: number;
  data: T[];
  next: string | null;
  total: number;
  exact: boolean;
}

/** Letters and digits only, so that it is one word wherever it appears. */
const tagOf = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function page<T>(list: string, query: Record<string, string | number>): Promise<Page<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${urls.api}/api/admin/${list}?${search}`, { headers: bearer(admin) });
  expect(res.status, `${list}?${search}`).toBe(200);
  return readJson<Page<T>>(res);
}

/** Every page of a list; `between` runs after each page but the last. */
async function walk<T extends { _id: string }>(
  list: string,
  query: Record<string, string | number>,
  between?: () => Promise<void>,
) {
  const pages: Page<T>[] = [];
  let cursor: string | null = null;
  do {
    const current: Page<T> = await page<T>(list, cursor ? { ...query, cursor } : query);
    pages.push(current);
    cursor = current.next;
    if (cursor && between) await between();
  } while (cursor);
  return { pages, ids: pages.flatMap((p) => p.data.map((r) => r._id)) };
}

describe('paging the admin lists', () => {
  it('visits every user once, newest first, at most `limit` a page, while others sign up', async () => {
    const tag = tagOf('people');
    const made: string[] = [];
    for (let n = 0; n < 7; n += 1) made.push((await createAuthor(urls.api, `${tag}-${n}`)).uid);
    const late: string[] = [];

    const { pages, ids } = await walk<User>('users', { limit: 3, q: tag }, async () => {
      late.push((await createAuthor(urls.api, `${tag}-late-${late.length}`)).uid);
    });

    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(ids).toEqual([...made].reverse());
    expect(pages[0]!.total).toBe(7);
    expect(pages[0]!.exact).toBe(true);
    expect(pages.at(-1)!.next).toBeNull();
    // The ones who signed up meanwhile are on a new first page.
    const again = await page<User>('users', { limit: 50, q: tag });
    expect(again.total).toBe(9);
    expect(again.data.map((u) => u._id)).toEqual([...late.reverse(), ...[...made].reverse()]);
  });

  it('counts every author in the unsearched list, and walks it without repeating one', async () => {
    const { pages, ids } = await walk<User>('users', { limit: 200 });
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages[0]!.total).toBe(ids.length);
    expect(pages.every((p) => p.data.length <= 200)).toBe(true);
  });

  it('finds users by a prefix of the username or the e-mail, in any case', async () => {
    const author = await createAuthor(urls.api, `${tagOf('Mwila')}-Banda`);
    for (const q of [author.username.slice(0, 12).toUpperCase(), author.email, 'banda']) {
      const { data } = await page<User>('users', { q, limit: 200 });
      expect(
        data.some((u) => u._id === author.uid),
        q,
      ).toBe(true);
    }
    const { data } = await page<User>('users', { q: author.username.slice(3) });
    expect(data.some((u) => u._id === author.uid)).toBe(false);
  });
});

describe('submissions by status and search', () => {
  it('filters by status and finds by title, author name and e-mail, exactly', async () => {
    const tag = tagOf('kafue');
    const author = await createAuthor(urls.api);
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const fields = submissionFields({
        paperTitle: `Irrigation in the ${tag} basin, season ${n}`,
        correspondingAuthor: n === 0 ? `Mutinta ${tag}` : 'Chanda Mwale',
      });
      ids.push(await submit(urls.api, author.idToken, undefined, fields));
    }
    const decide = async (id: string, action: string) =>
      expect(
        (
          await fetch(`${urls.api}/api/admin/submissions/${id}/${action}`, {
            method: 'PATCH',
            headers: bearer(admin),
          })
        ).status,
      ).toBe(200);
    await decide(ids[1]!, 'approve');
    await decide(ids[2]!, 'approve');
    await decide(ids[3]!, 'reject');

    const byTitle = await walk<Submission>('submissions', { q: tag.toUpperCase(), limit: 2 });
    expect(byTitle.ids).toEqual([...ids].reverse());
    expect(byTitle.pages[0]!.total).toBe(5);

    const approved = await page<Submission>('submissions', { q: tag, status: 'Approved' });
    expect(approved.data.map((s) => s._id)).toEqual([ids[2], ids[1]]);
    expect(approved.total).toBe(2);
    expect(approved.data.every((s) => s.status === 'Approved')).toBe(true);
    expect(
      (await page<Submission>('submissions', { q: tag, status: 'Pending' })).data.map((s) => s._id),
    ).toEqual([ids[4], ids[0]]);

    const byName = await page<Submission>('submissions', { q: `mutinta ${tag}` });
    expect(byName.data.map((s) => s._id)).toEqual([ids[0]]);
    const byEmail = await page<Submission>('submissions', { q: author.email, limit: 200 });
    expect(byEmail.data.map((s) => s._id)).toEqual([...ids].reverse());
    expect(byEmail.data[0]).not.toHaveProperty('searchKeys');
  });

  it('visits every submission once while others are submitted between pages', async () => {
    const tag = tagOf('luapula');
    const author = await createAuthor(urls.api);
    const late = await createAuthor(urls.api);
    const fields = () => submissionFields({ paperTitle: `Fisheries of the ${tag} river` });
    const made: string[] = [];
    for (let n = 0; n < 5; n += 1) made.push(await submit(urls.api, author.idToken, undefined, fields()));
    const added: string[] = [];

    const { pages, ids } = await walk<Submission>('submissions', { q: tag, limit: 2 }, async () => {
      added.push(await submit(urls.api, late.idToken, undefined, fields()));
    });

    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(ids).toEqual([...made].reverse());
    expect(pages[0]!.total).toBe(5);
    const again = await page<Submission>('submissions', { q: tag });
    expect(again.total).toBe(7);
    expect(again.data.map((s) => s._id)).toEqual([...added.reverse(), ...[...made].reverse()]);
  });

  it('finds a submission by a word of its author name or a prefix of the e-mail, whatever the case', async () => {
    const surname = tagOf('Nkandu');
    const author = await createAuthor(urls.api);
    const id = await submit(
      urls.api,
      author.idToken,
      undefined,
      submissionFields({ correspondingAuthor: `Mutinta ${surname}` }),
    );
    const found = async (q: string) => (await page<Submission>('submissions', { q, limit: 200 })).data;
    expect((await found(surname.slice(0, -2).toUpperCase())).map((s) => s._id)).toEqual([id]);
    expect((await found(`  mutinta ${surname.toLowerCase()} `)).map((s) => s._id)).toEqual([id]);
    expect((await found(author.email.split('@')[0]!.toUpperCase())).map((s) => s._id)).toEqual([id]);
    expect(await found(surname.slice(2))).toEqual([]);
  });

  it('keeps each status count right through submissions, decisions and deletions', async () => {
    for (const status of ['Pending', 'Approved', 'Rejected']) {
      const { pages, ids } = await walk<Submission>('submissions', { status, limit: 200 });
      expect(pages[0]!.total, status).toBe(ids.length);
    }
    const all = await walk<Submission>('submissions', { limit: 200 });
    expect(all.pages[0]!.total).toBe(all.ids.length);
    expect(new Set(all.ids).size).toBe(all.ids.length);
  });
});

describe('articles by title or slug', () => {
  it('finds an article by a prefix of its slug or a word of its title', async () => {
    const tag = tagOf('grid');
    const { place } = await createPlace(urls.api, admin);
    const first = await createArticle(urls.api, admin, place, {
      slug: `${tag}-inverters`,
      title: `Inverters for ${tag} villages`,
    });
    const second = await createArticle(urls.api, admin, place, {
      slug: `${tag}-storage`,
      title: `Storage for ${tag} clinics`,
    });
    const bySlug = await page<Article>('articles', { q: `${tag}-st` });
    expect(bySlug.data.map((a) => a._id)).toEqual([second._id]);
    const byWord = await page<Article>('articles', { q: tag });
    expect(byWord.data.map((a) => a._id)).toEqual([second._id, first._id]);
    expect(byWord.total).toBe(2);
    expect(byWord.data[0]).toMatchObject({ title: `Storage for ${tag} clinics`, slug: `${tag}-storage` });
  });
});

describe('walking the articles', () => {
  it('visits every article once while others are added between pages, and counts them all', async () => {
    const tag = tagOf('solar');
    const { place } = await createPlace(urls.api, admin);
    const made: string[] = [];
    for (let n = 0; n < 5; n += 1)
      made.push(
        (await createArticle(urls.api, admin, place, { title: `Solar pumps, ${tag} trial ${n}` }))._id,
      );
    const added: string[] = [];

    const { pages, ids } = await walk<Article>('articles', { q: tag, limit: 2 }, async () => {
      added.push(
        (await createArticle(urls.api, admin, place, { title: `Solar pumps, ${tag} late ${added.length}` }))
          ._id,
      );
    });

    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(ids).toEqual([...made].reverse());
    expect(pages[0]!.total).toBe(5);
    expect((await page<Article>('articles', { q: tag })).total).toBe(5 + added.length);

    const all = await walk<Article>('articles', { limit: 7 });
    expect(new Set(all.ids).size).toBe(all.ids.length);
    expect(all.pages[0]!.total).toBe(all.ids.length);
    expect(all.pages.every((p) => p.data.length <= 7)).toBe(true);
    expect(all.ids).toEqual(expect.arrayContaining([...made, ...added]));
  });

  it('finds a long word in the middle of a title by the whole word, and cuts a long search to 40 characters', async () => {
    const word = `${tagOf('electrification')}interconnection`;
    expect(word.length).toBeGreaterThan(MAX_SEARCH_PREFIX - 10);
    const { place } = await createPlace(urls.api, admin);
    const title = `Rural ${word} schemes`;
    const article = await createArticle(urls.api, admin, place, { title });
    const found = async (q: string) => (await page<Article>('articles', { q })).data.map((a) => a._id);
    expect(await found(word.slice(0, MAX_SEARCH_PREFIX))).toEqual([article._id]);
    expect(await found(title.toUpperCase())).toEqual([article._id]);
    // Beyond MAX_SEARCH_PREFIX characters the rest of the text is not compared.
    expect(await found(`${title.slice(0, MAX_SEARCH_PREFIX)} and then some other words`)).toEqual([
      article._id,
    ]);
  });
});

describe('bad paging input', () => {
  const refused = async (list: string, query: string) => {
    const res = await fetch(`${urls.api}/api/admin/${list}?${query}`, { headers: bearer(admin) });
    return { status: res.status, body: await readJson(res) };
  };
  const body = (refusal: { code: string; message: string }) => ({
    status: 400,
    body: { status: 400, code: refusal.code, message: refusal.message },
  });

  it.each(lists)('answers 400 limit-invalid on %s for a limit that is not 1 to 200', async (list) => {
    for (const limit of ['0', '201', 'abc', '1.5', '', '-3']) {
      expect(await refused(list, `limit=${limit}`), `limit=${limit}`).toEqual(body(pagingErrors.badLimit));
    }
    expect(await refused(list, 'limit=1&limit=2')).toEqual(body(pagingErrors.badLimit));
  });

  it.each(lists)('answers 400 cursor-invalid on %s for a cursor it did not make', async (list) => {
    for (const cursor of [
      'not%20a%20cursor',
      Buffer.from('not json').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('[1,2000000000,"x"]').toString('base64url'),
      Buffer.from('[1,2,"a/b"]').toString('base64url'),
      'x'.repeat(401),
    ]) {
      expect(await refused(list, `cursor=${cursor}`), cursor).toEqual(body(pagingErrors.badCursor));
    }
  });

  it('answers 400 for a status that is not one, and for a search text that is too long', async () => {
    expect(pagingMessages.badStatus).toBe('status must be one of Pending, Approved, Rejected.');
    for (const status of ['Maybe', 'pending', '']) {
      expect(await refused('submissions', `status=${status}`), status).toEqual(body(pagingErrors.badStatus));
    }
    expect(await refused('users', `q=${'a'.repeat(MAX_SEARCH_TEXT + 1)}`)).toEqual(
      body(pagingErrors.badSearch),
    );
  });
});
