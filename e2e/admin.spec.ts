/**
 * The admin in the browser: an author is turned away from the admin login; the admin builds a
 * volume, an issue and an article with a cover and a PDF, features it (and the home page shows
 * it), approves an author's submission (and the author sees Approved), deletes what it made and
 * logs out. Every run uses its own slugs and accounts.
 */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  ADMIN,
  authRest,
  ONE_PIXEL_PNG,
  pdfOf,
  postSubmission,
  run,
  verifiedToken,
} from './support/stack-api';
import { logInAsAdmin } from './support/admin-browser';
import { adminLoginMessages, adminMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';

/** An author registered through the API, as the sign-up modal registers one. */
async function createAuthor(request: APIRequestContext, name: string) {
  const username = `${name}-${run}`;
  const email = `${username}@example.test`;
  const password = 'e2e-secret';
  const account = await authRest('accounts:signUp', email, password);
  const res = await request.post('/api/auth/signup', { data: { idToken: account.idToken, username } });
  expect(res.ok()).toBe(true);
  return { email, password, username, idToken: await verifiedToken(account.localId, email, password) };
}

/** Answers the confirmation dialog after checking its question. */
async function confirm(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Whatever a failed run left of its archive records goes, so later runs see the demo archive. */
async function removeArchiveOf(request: APIRequestContext, volumeSlug: string) {
  const admin = await authRest('accounts:signInWithPassword', ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${admin.idToken}` };
  const list = async <T>(path: string) =>
    ((await (await request.get(`/api/admin/${path}`, { headers })).json()) as { data: T[] }).data;
  for (const article of await list<Article>(`articles?q=${volumeSlug}`)) {
    if (article.volume.slug === volumeSlug)
      await request.delete(`/api/admin/articles/${article._id}`, { headers });
  }
  for (const issue of await list<Issue>('issues')) {
    if (issue.volume.slug === volumeSlug) await request.delete(`/api/admin/issues/${issue._id}`, { headers });
  }
  for (const volume of await list<Volume>('volumes')) {
    if (volume.slug === volumeSlug) await request.delete(`/api/admin/volumes/${volume._id}`, { headers });
  }
}

const rowWith = (scope: Locator | Page, text: string) => scope.getByRole('row', { name: new RegExp(text) });

test('an author is turned away from the admin login', async ({ page, request }) => {
  const author = await createAuthor(request, 'e2e-intruder');
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill(author.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(adminLoginMessages.notAdmin)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin builds and features an article and approves a submission', async ({ page, request }) => {
  // A whole working session across a dozen screens and both sign-ins: on the two-core CI
  // machine it has taken 50–70 s, past the default minute.
  test.setTimeout(180_000);
  const slug = `e2e-${run}`;
  const title = `Grid-forming inverters for village mini-grids ${run}`;
  const author = await createAuthor(request, 'e2e-submitter');
  const paperTitle = `Inverter control in weak grids ${run}`;
  const submitted = await postSubmission(request, author, {
    paperTitle,
    paperAbstract: 'A paper the admin approves.',
  });
  expect(submitted.status()).toBe(201);
  const featuredBefore = (
    (await (await request.get('/api/articles?featured=true')).json()) as { data: Article[] }
  ).data[0];
  // Other specs read the demo's featured article: it is given back as soon as the home page has shown ours.
  let restored = false;
  const restoreFeatured = async () => {
    if (restored || !featuredBefore) return;
    restored = true;
    const admin = await authRest('accounts:signInWithPassword', ADMIN.email, ADMIN.password);
    const res = await request.put(`/api/admin/articles/featured/${featuredBefore._id}`, {
      headers: { Authorization: `Bearer ${admin.idToken}` },
    });
    expect(res.ok()).toBe(true);
  };

  try {
    await logInAsAdmin(page);
    await page.getByRole('tab', { name: 'Archives' }).click();
    const panel = page.getByRole('tabpanel');

    const volumeForm = panel.getByRole('form', { name: 'Create Volume' });
    await volumeForm.getByLabel('Year').fill('2001');
    await volumeForm.getByLabel('Volume Name').fill(`Volume ${slug}`);
    await volumeForm.getByLabel('Volume Slug').fill(slug);
    await volumeForm.getByRole('button', { name: 'Create Volume' }).click();
    await expect(rowWith(panel.getByRole('table', { name: 'Volumes' }), slug)).toBeVisible();

    const issueForm = panel.getByRole('form', { name: 'Create Issue' });
    await issueForm.getByLabel('Issue Name').fill('Issue 1');
    await issueForm.getByLabel('Issue Slug').fill('issue-1');
    await issueForm.getByLabel('Volume').selectOption({ label: `Volume ${slug} (2001)` });
    await issueForm.getByRole('button', { name: 'Create Issue' }).click();
    await expect(rowWith(panel.getByRole('table', { name: 'Issues' }), slug)).toBeVisible();

    const articleForm = panel.getByRole('form', { name: 'Create Article' });
    await articleForm.getByLabel('Title', { exact: true }).fill(title);
    await articleForm.getByLabel('Author', { exact: true }).fill('Mutale Banda');
    await articleForm
      .getByLabel('Abstract', { exact: true })
      .fill('How grid-forming inverters keep village grids stable.');
    await articleForm.getByLabel('Keywords', { exact: true }).fill('inverters, mini-grids');
    await articleForm.getByLabel('Article Slug').fill(`${slug}-inverters`);
    await articleForm.getByLabel('Volume', { exact: true }).selectOption({ label: `Volume ${slug} (2001)` });
    await articleForm.getByLabel('Issue', { exact: true }).selectOption({ label: 'Issue 1' });
    await articleForm
      .getByLabel('Cover Image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await articleForm
      .getByLabel('Article PDF')
      .setInputFiles({ name: 'inverters.pdf', mimeType: 'application/pdf', buffer: pdfOf(title) });
    await articleForm.getByRole('button', { name: 'Create Article' }).click();
    const articleRow = rowWith(panel.getByRole('table', { name: 'Articles' }), title);
    await expect(articleRow).toBeVisible({ timeout: 20_000 });

    await articleRow.getByRole('button', { name: /Feature this article/ }).click();
    await expect(page.getByText(adminMessages.featured(title))).toBeVisible();
    await expect(articleRow.getByText('Featured', { exact: true })).toBeVisible();

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await expect(featured.getByRole('heading', { name: title })).toBeVisible();
    await restoreFeatured();

    // Found by this run's word in its title: other specs add submissions at the same time.
    await page.goto(`/admin/dashboard?tab=submissions&q=${run}`);
    const submissionRow = rowWith(page.getByRole('tabpanel'), paperTitle);
    await expect(submissionRow.getByText('Pending', { exact: true })).toBeVisible();
    await submissionRow.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm(page, adminMessages.confirmApprove, 'Approve');
    await expect(submissionRow.getByText('Approved', { exact: true })).toBeVisible();
    await expect(submissionRow.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();

    await page.getByRole('tab', { name: 'Archives' }).click();
    await rowWith(page.getByRole('table', { name: 'Articles' }), title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirm(page, adminMessages.confirmDeleteArticle, 'Delete');
    await expect(rowWith(page.getByRole('table', { name: 'Articles' }), title)).toHaveCount(0);
    await rowWith(page.getByRole('table', { name: 'Issues' }), slug)
      .getByRole('button', { name: /Delete/ })
      .click();
    await confirm(page, adminMessages.confirmDeleteIssue, 'Delete');
    await rowWith(page.getByRole('table', { name: 'Volumes' }), slug)
      .getByRole('button', { name: /Delete/ })
      .click();
    await confirm(page, adminMessages.confirmDeleteVolume, 'Delete');
    await expect(rowWith(page.getByRole('table', { name: 'Volumes' }), slug)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  } finally {
    await restoreFeatured();
    await removeArchiveOf(request, slug);
  }

  await page.goto('/guidelines/author-guidelines/submission?auth=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(author.email);
  await dialog.getByLabel('Password', { exact: true }).fill(author.password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText(`Welcome, ${author.username}`)).toBeVisible();
  await expect(rowWith(page, paperTitle).getByText('Approved', { exact: true })).toBeVisible();
});
