/**
 * An article whose cover no longer loads (its file is gone from Cloud Storage, so the image URL
 * answers 404) shows the journal's fallback cover instead of a broken image (SPEC section 8,
 * "Image load failure swaps in a fallback image"). Needs a real browser: only one loads images.
 */
import { expect, test } from './support/test';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { adminHeaders, dataOf, ONE_PIXEL_PNG, postArticle, run } from './support/stack-api';

const STORAGE = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}/storage/v1/b/demo-journal.appspot.com/o`;
const FALLBACK = '/images/fallback-cover.svg';
test('an article whose cover is gone from storage shows the fallback cover', async ({ page, request }) => {
  const headers = await adminHeaders();
  const slug = `e2e-cover-${run}`;
  const title = `A cover lost in storage ${run}`;
  const volume = await dataOf<Volume>(
    await request.post('/api/admin/volumes', { headers, data: { year: 2003, name: `Volume ${slug}`, slug } }),
  );
  let issue: Issue | undefined;
  let article: Article | undefined;
  try {
    issue = await dataOf<Issue>(
      await request.post('/api/admin/issues', {
        headers,
        data: { name: 'Issue 1', slug: 'issue-1', volume: volume._id },
      }),
    );
    article = await dataOf<Article>(
      await postArticle(
        request,
        headers,
        { title, slug: `${slug}-article`, volume: volume._id, issue: issue._id },
        ONE_PIXEL_PNG,
      ),
    );
    const image = article.image ?? '';
    expect(image).not.toBe('');
    expect((await request.get(image)).status()).toBe(200);

    // The cover's file is removed from the bucket, as by a failed restore or a manual clean-up.
    const prefix = `articles/${article._id}/`;
    const listed = (await (await fetch(`${STORAGE}?prefix=${encodeURIComponent(prefix)}`)).json()) as {
      items?: { name: string }[];
    };
    const covers = (listed.items ?? []).filter((item) => item.name.startsWith(`${prefix}cover.`));
    expect(covers).toHaveLength(1);
    for (const cover of covers) {
      expect((await fetch(`${STORAGE}/${encodeURIComponent(cover.name)}`, { method: 'DELETE' })).ok).toBe(
        true,
      );
    }
    expect((await request.get(image)).status()).toBe(404);

    await page.goto(`/archives/${slug}/issue-1/${slug}-article`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const cover = page.locator(`main img[src="${FALLBACK}"]`);
    await expect(cover).toBeVisible();
    // The fallback itself loaded: the reader sees a picture, not a broken-image icon.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole('img', { name: `Cover image for “${title}”` })).toHaveCount(0);
  } finally {
    if (article) await request.delete(`/api/admin/articles/${article._id}`, { headers });
    if (issue) await request.delete(`/api/admin/issues/${issue._id}`, { headers });
    await request.delete(`/api/admin/volumes/${volume._id}`, { headers });
  }
});
