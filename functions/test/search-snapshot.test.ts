/**
 * The search index snapshot in Storage: what a function instance loads instead of reading every
 * article, rebuilt when the archive changes and never replaced by an older one.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Article } from '@journal/common/contracts/articles';
import { FULL_TEXT_FIELD } from '@journal/common/contracts/full-text';
import { hostileDocx } from '../../scripts/lib/hostile-docx';
import {
  SNAPSHOT_PATH,
  buildSearchIndex,
  refreshSearchSnapshot,
  saveSnapshot,
} from '../src/services/search-snapshot';
import { adminToken, bearer, bucket, db, siteUrl, useApi } from './harness';
import { toArticle } from '../src/services/article-shape';
import { createArticle, createPlace, getJson } from './archive-fixtures';
import { storeArticle } from './stored-articles';

const urls = useApi();
let token: string;
let place: { volume: string; issue: string };

/** A made-up word of random letters, so results are only the articles a test gave it to. */
const word = () => Array.from(randomBytes(12), (b) => String.fromCharCode(97 + (b % 26))).join('');

async function searchIds(term: string): Promise<string[]> {
  const { res, body } = await getJson<Article[]>(`${urls.api}/api/search?q=${term}`);
  expect(res.status).toBe(200);
  return body.data.map((a) => a._id);
}

async function archiveVersion(): Promise<number> {
  return ((await db.doc('meta/archive').get()).data()?.version as number | undefined) ?? 0;
}

async function bumpArchiveVersion(): Promise<void> {
  await db.doc('meta/archive').set({ version: FieldValue.increment(1) }, { merge: true });
}

/** What is in the bucket: the snapshot's own version, its label, and the articles it holds. */
async function storedSnapshot() {
  const file = bucket.file(SNAPSHOT_PATH);
  const [metadata] = await file.getMetadata();
  const [data] = await file.download();
  const snapshot = JSON.parse(data.toString('utf8')) as { version: number; articles: object };
  return {
    version: snapshot.version,
    label: Number(metadata.metadata?.archiveVersion),
    generation: String(metadata.generation),
    contentType: metadata.contentType,
    articles: Object.keys(snapshot.articles),
  };
}

/** A function instance started now: a fresh copy of the search module, nothing in memory. */
async function coldInstance() {
  vi.resetModules();
  return import('../src/services/search');
}

/** An article written straight to Firestore, bypassing the API and the archive version. */
async function hiddenArticle(title: string) {
  const now = Timestamp.now();
  const { id } = await storeArticle(place, () => ({
    title,
    author: 'Chanda Mwale',
    abstract: 'Written around the API.',
    keywords: ['hidden'],
    createdAt: now,
    updatedAt: now,
  }));
  return db.doc(`articles/${id}`);
}

beforeAll(async () => {
  token = await adminToken();
  ({ place } = await createPlace(urls.api, token));
});

describe('search index snapshot', () => {
  it('is saved at the current version by a search that finds it stale, as JSON', async () => {
    const term = word();
    const article = await createArticle(urls.api, token, place, { title: `On ${term}` });
    expect(await searchIds(term)).toEqual([article._id]);

    const version = await archiveVersion();
    const stored = await storedSnapshot();
    expect(stored).toMatchObject({ version, label: version, contentType: 'application/json' });
    expect(stored.articles).toContain(article._id);
  });

  it('lets another instance see an article created or deleted through the admin API', async () => {
    const term = word();
    const other = await coldInstance();
    expect(await other.searchArticles(term, 10)).toEqual([]);

    const article = await createArticle(urls.api, token, place, { title: `On ${term}` });
    expect(await searchIds(term)).toEqual([article._id]);
    expect((await other.searchArticles(term, 10)).map((r) => r.id)).toEqual([article._id]);

    const deleted = await fetch(`${urls.api}/api/admin/articles/${article._id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await other.searchArticles(term, 10)).toEqual([]);
    expect(await searchIds(term)).toEqual([]);
    const stored = await storedSnapshot();
    expect(stored.version).toBe(await archiveVersion());
    expect(stored.articles).not.toContain(article._id);
  });

  it('is what a cold instance answers from, with the stored article unchanged', async () => {
    const term = word();
    const article = await createArticle(urls.api, token, place, { title: `On ${term}` });
    expect(await searchIds(term)).toEqual([article._id]);

    // Only an instance that read the articles could find this one before the version moves.
    const hidden = await hiddenArticle(`Hidden ${term}`);
    try {
      const cold = await coldInstance();
      const [record] = await cold.searchArticles(term, 10);
      expect(record).toEqual({
        id: article._id,
        doc: (await db.doc(`articles/${article._id}`).get()).data(),
      });
      expect(await cold.searchArticles(term, 10)).toHaveLength(1);

      await bumpArchiveVersion();
      expect((await cold.searchArticles(term, 10)).map((r) => r.id).sort()).toEqual(
        [article._id, hidden.id].sort(),
      );
      const stored = await storedSnapshot();
      expect(stored.version).toBe(await archiveVersion());
      expect(stored.articles).toContain(hidden.id);
    } finally {
      await hidden.delete();
      await bumpArchiveVersion();
    }
  });

  it('answers an article with a full text from a cold instance unchanged, found by its words', async () => {
    const article = await createArticle(urls.api, token, place, { title: `Wetland ${word()}` });
    const form = new FormData();
    form.append(FULL_TEXT_FIELD, new Blob([new Uint8Array(await hostileDocx())]), 'final.docx');
    const put = await fetch(`${urls.api}/api/admin/articles/${article._id}/full-text`, {
      method: 'PUT',
      headers: bearer(token),
      body: form,
    });
    expect(put.status).toBe(200);
    // Words only the full text holds (a footnote), found through the API and by a cold instance.
    expect(await searchIds('acidified')).toEqual([article._id]);
    const cold = await coldInstance();
    const [record] = await cold.searchArticles('acidified', 10);
    expect(record).toEqual({ id: article._id, doc: (await db.doc(`articles/${article._id}`).get()).data() });
    // Answered from the snapshot as the API answers it: its time a Timestamp again, not JSON.
    const { body } = await getJson<Article>(`${urls.api}/api/articles/${article.slug}`);
    expect(body.data.fullText?.words).toBeGreaterThan(0);
    expect(toArticle(record!, siteUrl).fullText).toEqual(body.data.fullText);
  });

  it('is not fetched again by a warm instance, and rebuilt by a cold one when missing', async () => {
    const term = word();
    const article = await createArticle(urls.api, token, place, { title: `On ${term}` });
    expect(await searchIds(term)).toEqual([article._id]);

    await bucket.file(SNAPSHOT_PATH).delete();
    expect(await searchIds(term)).toEqual([article._id]);
    expect((await bucket.file(SNAPSHOT_PATH).exists())[0]).toBe(false);

    const cold = await coldInstance();
    expect((await cold.searchArticles(term, 10)).map((r) => r.id)).toEqual([article._id]);
    expect((await storedSnapshot()).version).toBe(await archiveVersion());
  });

  it('is rebuilt by the trigger when older, and left alone when current', async () => {
    await refreshSearchSnapshot();
    await bumpArchiveVersion();
    const version = await archiveVersion();
    expect((await storedSnapshot()).version).toBeLessThan(version);

    expect(await refreshSearchSnapshot()).toBe(true);
    const rebuilt = await storedSnapshot();
    expect(rebuilt).toMatchObject({ version, label: version, contentType: 'application/json' });

    expect(await refreshSearchSnapshot()).toBe(false);
    expect((await storedSnapshot()).generation).toBe(rebuilt.generation);
  });

  // The version check before each write. The generation precondition that closes the race
  // between that check and the write is not exercised: the Storage emulator ignores it.
  it('is never replaced by an older build', async () => {
    const older = await buildSearchIndex(await archiveVersion());
    await bumpArchiveVersion();
    const newer = await buildSearchIndex(await archiveVersion());

    expect(await saveSnapshot(newer)).toBe(true);
    const stored = await storedSnapshot();
    expect(await saveSnapshot(older)).toBe(false);
    expect(await saveSnapshot(newer)).toBe(false);
    expect(await storedSnapshot()).toEqual(stored);
    expect(stored.version).toBe(newer.version);
  });
});
