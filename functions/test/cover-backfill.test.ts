/**
 * The backfill of covers' phone copies (npm run backfill:covers) on articles stored before
 * them: a wide cover gets its 800-pixel copy and its width, so the API answers the srcset a new
 * upload would have; a narrow one gets its width and no copy; one whose file is gone is
 * reported and left as it is. A second run changes nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { backfillCoverRenditions, type CoverBackfillReport } from '../src/services/cover-backfill';
import { articleFields, createPlace, getJson, postArticle } from './archive-fixtures';
import { adminToken, bucket, db, siteUrl, useApi } from './harness';

const urls = useApi();

async function articleAnswer(slug: string): Promise<Article> {
  return (await getJson<Article>(`${urls.api}/api/articles/${slug}`)).body.data;
}

/**
 * An article stored through the API, then put back as covers were stored before their copies:
 * the cover alone, with no width and no list of copies.
 */
async function olderArticle(place: { volume: string; issue: string }, cover?: Buffer) {
  const fields = articleFields(place);
  const res = await postArticle(
    urls.api,
    await adminToken(),
    fields,
    cover ? { image: { data: cover } } : {},
  );
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: Article };
  await bucket.deleteFiles({ prefix: `articles/${data._id}/cover-` });
  await db.doc(`articles/${data._id}`).update({
    imageWidth: FieldValue.delete(),
    imageRenditions: FieldValue.delete(),
  });
  return { id: data._id, slug: data.slug };
}

let wide: { id: string; slug: string };
let narrow: { id: string; slug: string };
let lost: { id: string; slug: string };
let first: CoverBackfillReport;

beforeAll(async () => {
  const { place } = await createPlace(urls.api, await adminToken());
  const photo = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  wide = await olderArticle(place, photo);
  narrow = await olderArticle(place);
  lost = await olderArticle(place, photo);
  await bucket.file(`articles/${lost.id}/cover.webp`).delete();
  expect((await articleAnswer(wide.slug)).imageRenditions).toEqual([]);
  first = await backfillCoverRenditions();
}, 60_000);

describe('npm run backfill:covers', () => {
  it('gives a wide cover its phone copy and its width, as an upload would', async () => {
    const article = await articleAnswer(wide.slug);
    expect(article.imageRenditions).toEqual([
      { url: `${siteUrl}/api/articles/${wide.slug}/image/800`, width: 800 },
      { url: `${siteUrl}/api/articles/${wide.slug}/image`, width: 1200 },
    ]);
    const copy = await fetch(`${urls.api}/api/articles/${wide.slug}/image/800`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 420,
    });
  });

  it('gives a cover no wider than the copy its width alone', async () => {
    expect((await articleAnswer(narrow.slug)).imageRenditions).toEqual([
      { url: `${siteUrl}/api/articles/${narrow.slug}/image`, width: 1 },
    ]);
    const [files] = await bucket.getFiles({ prefix: `articles/${narrow.id}/cover-` });
    expect(files).toEqual([]);
  });

  it('reports a cover whose file is gone and leaves its article as it was', async () => {
    expect(first.unreadable).toEqual([lost.slug]);
    expect((await db.doc(`articles/${lost.id}`).get()).get('imageWidth')).toBeUndefined();
    expect((await articleAnswer(lost.slug)).imageRenditions).toEqual([]);
  });

  it('counts what it did, and a second run changes nothing', async () => {
    // The demo articles' covers were stored with their copies: nothing to do for them.
    const articles = (await db.collection('articles').count().get()).data().count;
    expect(first).toEqual({ updated: 2, unchanged: articles - 3, unreadable: [lost.slug] });
    const before = (await db.doc(`articles/${wide.id}`).get()).updateTime;
    expect(await backfillCoverRenditions()).toEqual({
      updated: 0,
      unchanged: articles - 1,
      unreadable: [lost.slug],
    });
    expect((await db.doc(`articles/${wide.id}`).get()).updateTime).toEqual(before);
  });
});
