/**
 * The editor's desk through the whole `npm start` stack: the admin finds a submission by
 * searching, filters by status, pages through more submissions than one page holds and comes
 * back with the browser's back button, then publishes an approved submission into an issue
 * without typing its metadata again; the article appears on the issue page and on home, and
 * the submission links to it. Every run has its own accounts, titles and archive.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { adminMessages } from '@journal/common/messages';
import { adminHeaders, authRest, dataOf, postSubmission, run, verifiedToken } from './support/stack-api';
import { logInAsAdmin } from './support/admin-browser';

/** More than one page of the dashboard (50 rows). */
const SUBMISSIONS = 53;
/** An author has at most 10 submissions awaiting a decision. */
const PER_AUTHOR = 9;
const tag = `desk${run}`;
const YEAR = 2004;

async function newAuthor(request: APIRequestContext, n: number) {
  const username = `${tag}-author-${n}`;
  const email = `${username}@example.test`;
  const account = await authRest('accounts:signUp', email, 'desk-secret');
  expect(
    (await request.post('/api/auth/signup', { data: { idToken: account.idToken, username } })).ok(),
  ).toBe(true);
  return { email, idToken: await verifiedToken(account.localId, email, 'desk-secret') };
}

async function submit(request: APIRequestContext, author: { email: string; idToken: string }, title: string) {
  const res = await postSubmission(request, author, {
    paperTitle: title,
    correspondingAuthor: 'Chipo Zulu',
    coAuthors: JSON.stringify([
      {
        name: 'Bwalya Mulenga',
        email: 'bwalya@example.test',
        affiliation: 'Copperbelt University',
        country: 'Zambia',
      },
    ]),
    keywords: 'irrigation, smallholders, Zambia, drought',
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { submissionId: string }).submissionId;
}

test('the admin searches, filters and pages submissions, and publishes one into an issue', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminHeaders();
  const authors = await Promise.all(
    Array.from({ length: Math.ceil(SUBMISSIONS / PER_AUTHOR) }, (_, n) => newAuthor(request, n)),
  );
  const titles = Array.from({ length: SUBMISSIONS }, (_, n) => `Drip irrigation ${tag} trial ${n + 1}`);
  const ids: string[] = [];
  // In order, so that "newest first" is the reverse of this list.
  for (const [n, title] of titles.entries())
    ids.push(await submit(request, authors[Math.floor(n / PER_AUTHOR)]!, title));
  const chosen = { id: ids[4]!, title: titles[4]! };
  expect((await request.patch(`/api/admin/submissions/${chosen.id}/approve`, { headers: admin })).ok()).toBe(
    true,
  );

  // An old year, so that this volume never becomes the current issue that public.spec.ts
  // checks while both run at once.
  const volume = await dataOf<Volume>(
    await request.post('/api/admin/volumes', {
      headers: admin,
      data: { name: `Volume ${tag}`, slug: tag, year: YEAR },
    }),
  );
  const issue = await dataOf<Issue>(
    await request.post('/api/admin/issues', {
      headers: admin,
      data: { name: `Issue ${tag}`, slug: 'issue-1', volume: volume._id },
    }),
  );

  try {
    await logInAsAdmin(page);
    await page.getByRole('tab', { name: 'Submissions' }).click();
    const panel = page.getByRole('tabpanel');
    const table = panel.getByRole('table', { name: 'Submissions' });

    // Search: every submission of this run, newest first, 50 to a page.
    await panel.getByRole('searchbox', { name: 'Search submissions' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(panel.getByText(`1–50 of ${SUBMISSIONS}`)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`${titles.at(-1)} `) })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(51);

    // Page 2, and back with the browser.
    await panel.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(panel.getByText(`51–${SUBMISSIONS} of ${SUBMISSIONS}`)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`${titles[0]} `) })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(panel.getByText(`1–50 of ${SUBMISSIONS}`)).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search submissions' })).toHaveValue(tag);

    // Only the approved one.
    await panel.getByLabel('Status').selectOption('Approved');
    await expect(page).toHaveURL(/status=Approved/);
    await expect(panel.getByText('1–1 of 1')).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(chosen.title) });
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();

    // Publish it into this run's issue.
    await row.getByRole('button', { name: `Publish ${chosen.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Publish “${chosen.title}”` });
    await dialog.getByLabel('Volume').selectOption({ label: `Volume ${tag} (${YEAR})` });
    await dialog.getByLabel('Issue').selectOption({ label: `Issue ${tag}` });
    await expect(dialog.getByLabel('Slug')).toHaveValue(`drip-irrigation-${tag}-trial-5`);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(adminMessages.published(chosen.title))).toBeVisible();
    const articleLink = row.getByRole('link', { name: 'View article' });
    await expect(articleLink).toHaveAttribute(
      'href',
      `/archives/${tag}/issue-1/drip-irrigation-${tag}-trial-5`,
    );
    await expect(row.getByRole('button', { name: /^Publish/ })).toHaveCount(0);

    await articleLink.click();
    await expect(page.getByRole('heading', { level: 1, name: chosen.title })).toBeVisible();
    const authors = page.getByRole('list', { name: 'Authors' }).getByRole('listitem');
    await expect(authors).toHaveCount(2);
    await expect(authors.nth(0)).toContainText('Chipo Zulu');
    await expect(authors.nth(1)).toContainText('Bwalya Mulenga');

    await page.goto(`/archives/${tag}/issue-1`);
    await expect(page.getByRole('link', { name: chosen.title, exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: chosen.title, exact: true }).first()).toBeVisible();
  } finally {
    const articles = await dataOf<Array<{ _id: string; volume: { _id: string } }>>(
      await request.get(`/api/admin/articles?q=drip`, { headers: admin }),
    );
    for (const article of articles.filter((a) => a.volume._id === volume._id))
      await request.delete(`/api/admin/articles/${article._id}`, { headers: admin });
    await request.delete(`/api/admin/issues/${issue._id}`, { headers: admin });
    await request.delete(`/api/admin/volumes/${volume._id}`, { headers: admin });
    for (const id of ids) await request.delete(`/api/admin/submissions/${id}`, { headers: admin });
  }
});
