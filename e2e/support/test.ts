/**
 * Playwright's `test`, with two changes every spec wants.
 *
 * `page.goto` and `page.reload` return once the page is interactive, as a reader would wait for
 * it: a public page is drawn from the server's HTML before its script runs (web/src/main.tsx),
 * and a click before then is a plain link's or nothing at all. Pages without the app (a PDF,
 * JSON, a page opened with JavaScript off) are returned as they load.
 *
 * `request` opens a connection per call. Playwright's own keeps idle connections with no time
 * limit, and the Hosting emulator closes them after 6 s (Node's 5 s keep-alive and its second of
 * grace; the `keep-alive: timeout=5` it forwards is ignored by an agent without a timeout of its
 * own). A call sent as that close arrives fails with ECONNRESET: 4 calls in 120 sent 5.985 to
 * 6.015 s after the last one, none with `connection: close`. Chromium retries such a call;
 * Playwright's client does not.
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
  request: async ({ playwright, baseURL, userAgent, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      userAgent,
      extraHTTPHeaders: { ...extraHTTPHeaders, connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
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
