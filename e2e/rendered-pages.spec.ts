/**
 * Public pages arrive rendered through Hosting's rewrites (firebase.json `**` → site), as a new
 * reader meets them: with JavaScript switched off the article is all there and its links work;
 * with it on, every public page takes over the server's HTML without a hydration error, and
 * following a link afterwards does not reload the document.
 */
import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { dataOf } from './support/stack-api';

// Each test only reads the demo content, so the file's tests share the workers instead of
// running one after another in one of them.
test.describe.configure({ mode: 'parallel' });

/** Every kind of public page in the demo content, and the 404 page. */
const PUBLIC_PAGES = [
  '/',
  '/archives',
  '/archives/volume-1',
  '/archives/volume-1/issue-1',
  '/current-issue',
  '/search/maize',
  '/about',
  '/guidelines/author-guidelines/submission',
  '/no-such-page',
  // An archive address that names nothing: its screen's 404 page, whose code comes only then.
  '/archives/volume-1/no-such-issue',
];

async function demoArticle(page: Page): Promise<Article> {
  const [first] = await dataOf<Article[]>(
    await page.request.get('/api/articles?volume=volume-1&issue=issue-1'),
  );
  if (!first) throw new Error('the demo issue volume-1/issue-1 has no article');
  return first;
}

const articlePath = (a: Article) => `/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the article page shows title, authors, the whole abstract, its issue and volume, and a PDF link that works', async ({
    page,
  }) => {
    const article = await demoArticle(page);
    const response = await page.goto(articlePath(article));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const main = page.getByRole('main');
    const authors = main.getByRole('list', { name: 'Authors' }).getByRole('listitem');
    await expect(authors).toHaveCount(article.contributors.length);
    for (const [i, c] of article.contributors.entries()) {
      await expect(authors.nth(i)).toContainText(`${c.givenNames} ${c.familyName}`);
    }
    for (const paragraph of article.abstract.split(/\n\s*\n/)) {
      await expect(main).toContainText(paragraph.replace(/\s+/g, ' ').trim());
    }
    await expect(main).toContainText(article.volume.name);
    await expect(main).toContainText(article.issue.name);

    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const href = await pdfLink.getAttribute('href');
    expect(href).toBeTruthy();
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the archive is browsed with plain links, from home down to an article', async ({ page }) => {
    const article = await demoArticle(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNAL.title);
    await page.getByRole('link', { name: 'Archives', exact: true }).first().click();
    await expect(page).toHaveURL(/\/archives$/);
    await page.getByRole('link', { name: article.volume.name, exact: false }).first().click();
    await expect(page).toHaveURL(new RegExp(`/archives/${article.volume.slug}$`));
    await page.goto(`/archives/${article.volume.slug}/${article.issue.slug}`);
    await page
      .getByRole('link', { name: /^Read more/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(publicMessages.pageNotFound);
    await expect(page).toHaveURL(/\/archives\/[^/]+\/[^/]+\/[^/]+$/);
  });

  test('the search box sends its term to the results page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search the journal' });
    await box.fill('maize');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/maize$/);
    await expect(page.getByText(/articles? found for “maize”/)).toBeVisible();
  });

  test("on a phone the menu control leads to the footer's site menu, with every guideline page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/#site-menu$/);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Reviewer guidelines' }).click();
    await expect(page).toHaveURL(/\/guidelines\/reviewer-guidelines$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(publicMessages.pageNotFound);
  });

  test('an unknown address answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicMessages.pageNotFound);
  });
});

test.describe('with JavaScript', () => {
  /** Console errors and uncaught exceptions while the page loads and hydrates. */
  function collectErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      // The 404 page's own status, which the browser reports for the document.
      if (/status of 404/.test(message.text())) return;
      errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return errors;
  }

  for (const path of PUBLIC_PAGES) {
    test(`${path} hydrates without an error and asks the API for nothing it already has`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const apiReads: string[] = [];
      page.on('request', (request) => {
        // Data the page's script asks for; images (covers under /api) are not data.
        const data = ['fetch', 'xhr'].includes(request.resourceType());
        if (data && new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path.includes('/no-such-') ? 404 : 200);
      // The server's HTML carries the page: its heading is there before any script runs.
      expect(await response?.text()).toMatch(/<h1\b/);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // What the page shows came with it; only the account menu's own reads may follow.
      expect(apiReads.filter((url) => !/\/api\/(auth|users)\//.test(url))).toEqual([]);
    });
  }

  test('following a link after hydration changes the page without reloading the document', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/archives');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page
      .getByRole('main')
      .getByRole('link', { name: /Volume 1/ })
      .first()
      .click();
    // The volume's data is read now, perhaps by a Functions emulator worker still starting.
    await expect(page).toHaveURL(/\/archives\/volume-1$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volume 1 (2024)');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
});
