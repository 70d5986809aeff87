/**
 * Signing out that fails, for the author and for the admin, and what a download says after it.
 *
 * What makes signing out fail in a browser is the browser's storage: Firebase Auth removes the
 * session from its IndexedDB database, and when that database cannot be opened, signOut rejects,
 * after it has already forgotten the user in memory but without telling the app's listeners. So
 * the page says 'Failed to sign out' and still shows the dashboard, and the next download finds
 * no token to send: 'No authentication token found. Please log in again.' for the author, 'No
 * admin token found. Please log in again.' for the admin.
 *
 * The database is left at a version Firebase cannot open, as another tab of the site would leave
 * it: while the journal's tab is hidden (Firebase closes its connection on `pagehide`), a second
 * tab opens the database at version 2. Playwright's Chromium runs without the back/forward
 * cache, so the tab's `pagehide` and `pageshow` are fired here as the browser fires them when a
 * tab goes into that cache and comes back.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminMessages, authMessages, dashboardMessages } from '@journal/common/messages';
import { ADMIN, authRest, run, verifiedToken } from './support/stack-api';

const PASSWORD = 'e2e-secret';
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** An author registered through the API, with one paper submitted through it. */
async function authorWithPaper(request: APIRequestContext, name: string) {
  const username = `${name}-${run}`;
  const email = `${username}@example.test`;
  const account = await authRest('accounts:signUp', email, PASSWORD);
  expect(
    (await request.post('/api/auth/signup', { data: { idToken: account.idToken, username } })).ok(),
  ).toBe(true);
  const idToken = await verifiedToken(account.localId, email, PASSWORD);
  const paperTitle = `Storage that will not let go ${name} ${run}`;
  const fileName = `${name}-${run}.pdf`;
  const submitted = await request.post('/api/submissions', {
    headers: { Authorization: `Bearer ${idToken}` },
    multipart: {
      correspondingAuthor: 'Chanda Mwale',
      authorEmail: email,
      authorAffiliation: 'University of the Zambezi',
      authorCountry: 'Zambia',
      coAuthors: '[]',
      paperTitle,
      paperAbstract: 'A paper whose author cannot sign out.',
      keywords: 'storage, sessions',
      paperType: 'research',
      subjectArea: 'electrical',
      copyrightAgreement: 'true',
      ethicsAgreement: 'true',
      manuscriptFile: { name: fileName, mimeType: 'application/pdf', buffer: pdf(paperTitle) },
    },
  });
  expect(submitted.status()).toBe(201);
  return { email, username, paperTitle, fileName };
}

/** Leaves Firebase Auth's session database at a version this tab's Firebase cannot open. */
async function breakSessionStore(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  const other = await page.context().newPage();
  // A page of the same origin that does not load the app (and so holds no connection itself).
  await other.goto('/robots.txt');
  await other.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('firebaseLocalStorageDb', 2);
        request.onblocked = () => reject(new Error('the journal’s tab still holds the session database'));
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
      }),
  );
  await other.close();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
}

test('the author is told signing out failed, and a download then finds no token', async ({
  page,
  request,
}) => {
  const author = await authorWithPaper(request, 'e2e-stuck-author');
  await page.goto('/guidelines/author-guidelines/submission?auth=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(author.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText(`Welcome, ${author.username}`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(author.paperTitle) });
  await expect(row).toBeVisible();

  await breakSessionStore(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(authMessages.signOutFailed, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/submission\/dashboard$/);

  await row.getByRole('button', { name: /^Download/ }).click();
  await expect(page.getByText(dashboardMessages.noToken, { exact: true })).toBeVisible();
});

test('the admin is told signing out failed, and a download then finds no admin token', async ({
  page,
  request,
}) => {
  const author = await authorWithPaper(request, 'e2e-stuck-admin');
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(author.paperTitle) });
  await expect(row).toBeVisible();

  await breakSessionStore(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(adminMessages.signOutFailed, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  await row.getByRole('button', { name: `Download ${author.fileName}` }).click();
  await expect(page.getByText(adminMessages.noAdminToken, { exact: true })).toBeVisible();
});
