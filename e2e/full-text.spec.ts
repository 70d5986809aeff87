/**
 * An article's HTML full text in a phone's browser, through Hosting and the `site` function:
 * the demo article's text with its contents, figure and table, nothing wider than a 360 px
 * screen but the table, which scrolls in its own focusable box; no serious or critical axe
 * finding; the same text read with JavaScript off; and a Word file full of hostile content,
 * uploaded by the admin, shown under the site's Content-Security-Policy with no violation, no
 * request to another host and nothing run.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Article } from '@journal/common/contracts/articles';
import { FULL_TEXT_FIELD } from '@journal/common/contracts/full-text';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { demoArticles } from '../scripts/lib/demo-content';
import { DEMO_FULL_TEXT_SLUGS } from '../scripts/lib/demo-full-text';
import {
  HOSTILE_IMG_TEXT,
  HOSTILE_LINK_TEXT,
  HOSTILE_SCRIPT_TEXT,
  hostileDocx,
  REMOTE_IMAGE_URL,
} from '../scripts/lib/hostile-docx';
import { adminHeaders, dataOf, postArticle, run } from './support/stack-api';

const DEMO = demoArticles.find((a) => a.slug === DEMO_FULL_TEXT_SLUGS[0])!;
const DEMO_PATH = `/archives/${DEMO.volumeSlug}/${DEMO.issueSlug}/${DEMO.slug}`;
const PHONE = { width: 360, height: 740 };

/** Every Content-Security-Policy violation and every request to another host, from the first byte on. */
async function watch(page: Page) {
  const elsewhere: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') elsewhere.push(request.url());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => ({
    violations: await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    ),
    elsewhere,
    dialogs,
  });
}

test.describe('a full-text article on a phone', () => {
  test.use({ viewport: PHONE });

  test('reads as HTML: contents, figure, table in its own scrolling box, nothing wider than the screen', async ({
    page,
  }) => {
    const seen = await watch(page);
    await page.goto(DEMO_PATH);
    // The cover comes as its phone copy, not the full width.
    const cover = page.getByRole('img', { name: /^Cover image for / });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(/\/image\/800$/);
    const text = page.getByRole('region', { name: 'Full text' });
    await expect(text.getByRole('heading', { level: 2, name: 'Introduction' })).toBeVisible();

    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByText('Contents').click();
    await contents.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/#ft-results$/);

    const figure = text.locator('figure').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByRole('img')).toHaveAttribute('alt', /^Bar chart of /);
    const img = await figure.getByRole('img').boundingBox();
    expect(img!.width).toBeLessThanOrEqual(PHONE.width);

    // The page never scrolls sideways; the wide table does, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const table = text.getByRole('region', { name: /^Table 1\. / });
    const overflow = await table.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await seen()).toEqual({ violations: [], elsewhere: [], dialogs: [] });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the server sends the full text whole, and tells Google Scholar where it is', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(DEMO_PATH)).text();
    expect(html).toMatch(/<meta name="citation_fulltext_html_url" content="[^"]+\/archives\/[^"]+"/);
    await page.goto(DEMO_PATH);
    const text = page.getByRole('region', { name: 'Full text' });
    await expect(text.getByRole('heading', { level: 2, name: 'Discussion' })).toBeVisible();
    await expect(text.locator('figcaption')).toHaveText(/^Figure 1\. /);
    await expect(text.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
  });
});

test('a hostile Word file shows as inert text under the policy: nothing runs, nothing is fetched elsewhere', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders();
  const volume = await dataOf<Volume>(
    await request.post('/api/admin/volumes', {
      headers: admin,
      data: { year: 1992, name: `Full text ${run}`, slug: `full-text-${run}` },
    }),
  );
  const issue = await dataOf<Issue>(
    await request.post('/api/admin/issues', {
      headers: admin,
      data: { name: 'Full-text issue', slug: 'full-text-issue', volume: volume._id },
    }),
  );
  const article = await dataOf<Article>(
    await postArticle(request, admin, {
      title: `Hostile full text ${run}`,
      slug: `hostile-full-text-${run}`,
      volume: volume._id,
      issue: issue._id,
    }),
  );
  try {
    const put = await request.put(`/api/admin/articles/${article._id}/full-text`, {
      headers: admin,
      multipart: {
        [FULL_TEXT_FIELD]: {
          name: 'hostile.docx',
          mimeType: 'application/octet-stream',
          buffer: await hostileDocx(),
        },
      },
    });
    expect(put.status()).toBe(200);

    const seen = await watch(page);
    await page.goto(`/archives/${volume.slug}/${issue.slug}/${article.slug}`);
    const text = page.getByRole('region', { name: 'Full text' });
    await expect(text.getByText(HOSTILE_SCRIPT_TEXT)).toBeVisible();
    await expect(text.getByText(HOSTILE_IMG_TEXT)).toBeVisible();
    await expect(text.getByText(HOSTILE_LINK_TEXT, { exact: false })).toBeVisible();
    await expect(text.getByRole('link', { name: HOSTILE_LINK_TEXT })).toHaveCount(0);
    expect(await text.locator('script, iframe, object, [onerror], [onclick], [style]').count()).toBe(0);
    expect(await text.locator(`img[src*="${new URL(REMOTE_IMAGE_URL).host}"]`).count()).toBe(0);
    await text.locator('figure img').scrollIntoViewIfNeeded();
    await expect(text.locator('figure img')).toHaveJSProperty('complete', true);
    expect(await seen()).toEqual({ violations: [], elsewhere: [], dialogs: [] });
  } finally {
    await request.delete(`/api/admin/articles/${article._id}`, { headers: admin });
    await request.delete(`/api/admin/issues/${issue._id}`, { headers: admin });
    await request.delete(`/api/admin/volumes/${volume._id}`, { headers: admin });
  }
});
