/**
 * The protective headers as a browser meets them on the `npm start` stack, whose Hosting
 * emulator serves firebase.json's headers (with the Auth emulator added to connect-src): on
 * the home page, an article page and the admin login; nothing on the public, author or admin
 * pages is refused by the Content-Security-Policy while a reader, the demo author and the
 * admin use them; and no other site can frame the admin's pages.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoArticles } from '../scripts/lib/demo-content';
import { DEMO_AUTHOR } from '../scripts/lib/seed-accounts';
import { securityHeaders } from '@journal/common/security-headers';
import { ADMIN } from './support/stack-api';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const article = demoArticles[0]!;
const articlePath = `/archives/${article.volumeSlug}/${article.issueSlug}/${article.slug}`;

test.describe('protective headers', () => {
  for (const path of ['/', articlePath, '/admin/login']) {
    test(`${path} carries them`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      for (const [name, value] of Object.entries(securityHeaders(`http://${AUTH_EMULATOR}`))) {
        expect(headers[name.toLowerCase()], name).toBe(value);
      }
      const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
      expect(scripts).toBe("'self'");
    });
  }
});

/** Collects every policy violation the page reports, from before its first script runs. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test.describe('nothing is refused under the policy', () => {
  test('a reader browses the public pages', async ({ page }) => {
    const violations = await watchPolicy(page);
    const seen: string[] = [];
    for (const path of [
      '/',
      '/about',
      '/archives',
      `/archives/${article.volumeSlug}`,
      `/archives/${article.volumeSlug}/${article.issueSlug}`,
      articlePath,
      '/search/water',
      '/current-issue',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations()).map((v) => `${path}: ${v}`));
    }
    await page.goto(articlePath);
    await expect(page.getByRole('heading', { name: article.title })).toBeVisible();
    await expect(page.getByRole('img', { name: article.title }).first()).toBeVisible();
    seen.push(...(await violations()));
    expect(seen).toEqual([]);
  });

  test('the demo author signs in and opens the submission form', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/guidelines/author-guidelines/submission');
    await page.getByRole('button', { name: 'Click Here to Publish With Us' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO_AUTHOR.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_AUTHOR.password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/submission\/dashboard$/);
    await expect(page.getByText(`Welcome, ${DEMO_AUTHOR.username}`)).toBeVisible();
    await page.getByRole('link', { name: 'New Submission' }).first().click();
    await expect(page.getByRole('form', { name: 'Paper submission' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the admin signs in and opens every tab', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const tab of ['Users', 'Submissions', 'Archives']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

test('another site cannot frame the admin login', async ({ page, baseURL }) => {
  let framed = false;
  page.on('response', (res) => {
    if (res.url().endsWith('/admin/login')) framed = true;
  });
  await page.setContent(`<iframe title="framed" src="${baseURL}/admin/login"></iframe>`);
  await expect.poll(() => framed).toBe(true);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
});
