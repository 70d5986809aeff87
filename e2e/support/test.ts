/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the page is interactive,
 * as a reader would wait for it: a public page is drawn from the server's HTML before its script
 * runs (web/src/main.tsx), and a click before then is a plain link's or nothing at all. Pages
 * without the app (a PDF, JSON, a page opened with JavaScript off) are returned as they load.
 */
import { test as base, type Page, type Response } from '@playwright/test';
import { INTERACTIVE_ATTRIBUTE } from '@journal/common/contracts/rendered-page';

export { expect } from '@playwright/test';

async function untilInteractive(page: Page, response: Response | null): Promise<Response | null> {
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (html) await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  return response;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => untilInteractive(page, await goto(url, options));
      page.reload = async (options) => untilInteractive(page, await reload(options));
    }
    await use(page);
  },
});
