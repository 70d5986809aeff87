/**
 * The public site in a real browser against the `npm start` stack and its demo content:
 * every public route, search, the archive down to a PDF, menus, 404, layout at 360 px and
 * 1280 px, and axe-core's accessibility rules.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HERO_SLIDE_MS, JOURNAL } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { pdfFileName } from '@journal/common/slug';

// Each test only reads the demo content, so the file's tests share the workers instead of
// running one after another in one of them.
test.describe.configure({ mode: 'parallel' });

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const MOBILE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Opens a page whose clock moves only when the test says (`page.clock.runFor`), so a test of
 * the carousel's seconds spends none of its own. The clock runs until the page is interactive
 * (its start waits for a painted frame), then stops: the carousel's timers are set by then, and
 * wait for it.
 */
async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  // A moment ahead of the page's clock, which runs on while this call is on its way.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/** Content pages written by other parts of the app: each must render its one h1. */
const CONTENT_ROUTES = [
  '/about',
  '/editorial-board',
  '/faqs',
  '/contact',
  '/guidelines/writing-tips',
  '/guidelines/reviewer-guidelines',
  '/guidelines/author-guidelines',
  '/guidelines/author-guidelines/aims-scope',
  '/guidelines/author-guidelines/indexing-services',
  '/guidelines/author-guidelines/open-access-ethics',
  '/guidelines/author-guidelines/publication-charge',
  '/guidelines/author-guidelines/submission',
];

/** Public screens of this part, with the h1 each must show (demo content of scripts/lib). */
const ARCHIVE_ROUTES: [string, string | RegExp][] = [
  ['/', JOURNAL.title],
  ['/archives', 'Archives'],
  ['/archives/volume-1', 'Volume 1 (2024)'],
  ['/archives/volume-1/issue-2', 'Volume 1 (2024), Issue 2'],
  ['/current-issue', 'Volume 2 (2025), Issue 1'],
  ['/search/maize', 'Search results'],
  ['/no-such-page', publicMessages.pageNotFound],
];

function h1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The first article of the demo issue volume-1/issue-1, found through the UI. */
async function openFirstArticle(page: Page) {
  await page.goto('/archives/volume-1/issue-1');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('link', { name: /^Read more/ }).click();
  await expect(h1(page)).toHaveText(title);
  return title;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page is ${overflow}px wider than the window`).toBeLessThanOrEqual(0);
}

/** axe-core's serious and critical findings on the page as shown, one line per rule. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const path = new URL(page.url()).pathname;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('public routes', () => {
  // One page goes through the routes, each route a step that a failure names. With a test a
  // route, each route had a browser context of its own and loaded the app's scripts and fonts
  // afresh: twice the CPU (docs/decisions.md, Tooling).
  test('each archive route shows its page', async ({ page }) => {
    for (const [path, title] of ARCHIVE_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(h1(page)).toHaveText(title);
      });
    }
  });

  test('each content route shows a content page', async ({ page }) => {
    for (const path of CONTENT_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(h1(page)).toHaveCount(1);
        await expect(h1(page)).not.toHaveText(publicMessages.pageNotFound);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('Lusaka, Zambia');
      });
    }
  });

  test('an unknown path, /404 and /studio show the 404 page', async ({ page }) => {
    for (const path of ['/this/does/not/exist', '/404']) {
      await page.goto(path);
      await expect(h1(page)).toHaveText(publicMessages.pageNotFound);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    await page.goto('/studio');
    await expect(h1(page)).toHaveText(publicMessages.pageNotFound);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an archive address that names nothing shows the 404 page at that address', async ({ page }) => {
    await page.goto('/archives/volume-1/issue-1/no-such-article');
    await expect(h1(page)).toHaveText(publicMessages.pageNotFound);
    await expect(page).toHaveURL(/\/archives\/volume-1\/issue-1\/no-such-article$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('home', () => {
  test('the search box leads to results', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search the journal' });
    await expect(box).toHaveAttribute('placeholder', /Search journals, books, images and primary sources/);
    await box.fill('  Kariba ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/Kariba$/);
    await expect(page.getByText(/articles? found for “Kariba”/)).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toContainText(
      'Kariba',
    );
  });

  test('downloads only the first hero image up front, then slides every 5 s and pauses on hover', async ({
    page,
  }) => {
    const heroRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/images\/hero-\d/.test(request.url())) heroRequests.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize(DESKTOP);
    await openWithStoppedClock(page, '/');
    // The next image is requested 1.5 s before its turn; until then only the first is fetched.
    expect([...new Set(heroRequests)]).toEqual(['/images/hero-1.webp']);

    const carousel = page.getByRole('region', { name: /Images from the fields/ });
    const current = carousel.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Show image 1 of 4');
    await page.clock.runFor(HERO_SLIDE_MS);
    await expect(current).toHaveAccessibleName('Show image 2 of 4');
    await expect
      .poll(() => [...new Set(heroRequests)])
      .toEqual(['/images/hero-1.webp', '/images/hero-2.webp']);

    await carousel.hover();
    await page.clock.runFor(HERO_SLIDE_MS + 1000);
    await expect(current).toHaveAccessibleName('Show image 2 of 4');
  });

  test('the carousel stands still for readers who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithStoppedClock(page, '/');
    const current = page
      .getByRole('region', { name: /Images from the fields/ })
      .locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Show image 1 of 4');
    await page.clock.runFor(HERO_SLIDE_MS + 1000);
    await expect(current).toHaveAccessibleName('Show image 1 of 4');
  });
});

test.describe('archive', () => {
  test('drills down from the archives to an article and downloads its PDF', async ({ page }) => {
    await page.goto('/archives');
    await page.getByRole('link', { name: 'Volume 1 (2024)' }).click();
    await expect(h1(page)).toHaveText('Volume 1 (2024)');
    await page.getByRole('region', { name: 'Issue 1' }).getByRole('link', { name: 'Issue 1' }).click();
    await expect(h1(page)).toHaveText('Volume 1 (2024), Issue 1');

    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('link', { name: /^Read more/ }).click();
    await expect(h1(page)).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volume 1 (2024)' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(pdfFileName(title));
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('an issue without articles says so', async ({ page, request }) => {
    const signIn = await request.post(
      `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      { data: { email: 'admin@journal.test', password: 'journal-admin', returnSecureToken: true } },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const headers = { Authorization: `Bearer ${idToken}` };
    const slug = `e2e-empty-${Date.now().toString(36)}`;
    const volume = await request.post('/api/admin/volumes', {
      headers,
      data: { year: 1990, name: 'E2E Volume', slug },
    });
    expect(volume.status()).toBe(201);
    const volumeId = ((await volume.json()) as { data: { _id: string } }).data._id;
    const issue = await request.post('/api/admin/issues', {
      headers,
      data: { name: 'Empty Issue', slug: 'empty', volume: volumeId },
    });
    expect(issue.status()).toBe(201);
    const issueId = ((await issue.json()) as { data: { _id: string } }).data._id;
    try {
      await page.goto(`/archives/${slug}/empty`);
      await expect(h1(page)).toHaveText('E2E Volume (1990), Empty Issue');
      await expect(page.getByText(publicMessages.noArticlesInIssue)).toBeVisible();
    } finally {
      await request.delete(`/api/admin/issues/${issueId}`, { headers });
      await request.delete(`/api/admin/volumes/${volumeId}`, { headers });
    }
  });
});

test.describe('menus', () => {
  test('the mobile menu opens at 360 px, traps focus and closes on navigation', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(MOBILE.width * 0.6, 0);
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await drawer.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(drawer).toBeHidden();
  });

  test('the desktop Guidelines menu works from the keyboard', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const guidelines = page.getByRole('button', { name: 'Guidelines' });
    await guidelines.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Guidelines' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guidelines\/author-guidelines\/aims-scope$/);
    await expect(menu).toBeHidden();
  });
});

/** The pages the first audit covers, beside an article (reached by following links). */
const MOST_READ_PAGES = ['/', '/archives', '/about'];
/** One address of every other kind of public page (the FAQ is audited with an answer open). */
const OTHER_PUBLIC_PAGES = [
  '/archives/volume-1',
  '/archives/volume-1/issue-1',
  '/current-issue',
  '/search/solar',
  '/search/no-such-words-anywhere',
  '/editorial-board',
  '/contact',
  '/guidelines/author-guidelines',
  '/guidelines/author-guidelines/publication-charge',
  '/guidelines/author-guidelines/submission',
  '/no-such-page',
];

/** Opens a public page and waits until it is drawn and its network is quiet. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(h1(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Time for axe to check every page of one test. */
const AXE_PAGES_TIMEOUT_MS = 180_000;

test.describe('layout and accessibility', () => {
  test('no sideways scrolling at 360 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    for (const path of [...MOST_READ_PAGES, '/faqs', ...OTHER_PUBLIC_PAGES]) {
      await openSettled(page, path);
      await expectNoSidewaysScroll(page);
    }
    await openFirstArticle(page);
    await expectNoSidewaysScroll(page);
  });

  // At 1280 px a page is checked for sideways scrolling where axe audits it, so that each page
  // is loaded once for both: the same pages as at 360 px.
  test('at 1280 px: no sideways scrolling and no serious or critical axe violations on home, archives, an article and about', async ({
    page,
  }) => {
    // axe takes seconds a page on two cores; the pages are many.
    test.setTimeout(AXE_PAGES_TIMEOUT_MS);
    await page.setViewportSize(DESKTOP);
    const found: string[] = [];
    for (const path of MOST_READ_PAGES) {
      await openSettled(page, path);
      await expectNoSidewaysScroll(page);
      found.push(...(await seriousAxeViolations(page)));
    }
    await openFirstArticle(page);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    found.push(...(await seriousAxeViolations(page)));
    expect(found).toEqual([]);
  });

  test('at 1280 px: no sideways scrolling and no serious or critical axe violations on the other public pages', async ({
    page,
  }) => {
    // axe takes seconds a page on two cores; the pages are many.
    test.setTimeout(AXE_PAGES_TIMEOUT_MS);
    await page.setViewportSize(DESKTOP);
    const found: string[] = [];
    for (const path of OTHER_PUBLIC_PAGES) {
      await openSettled(page, path);
      await expectNoSidewaysScroll(page);
      found.push(...(await seriousAxeViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    // The FAQ with an answer open: a question is a <summary>, its answer a labelled region.
    await openSettled(page, '/faqs');
    await expectNoSidewaysScroll(page);
    const question = page.locator('summary').first();
    await question.click();
    await expect(page.getByRole('region').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    found.push(...(await seriousAxeViolations(page)).map((violation) => `/faqs: ${violation}`));
    expect(found).toEqual([]);
  });
});
