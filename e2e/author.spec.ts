/**
 * An author's whole journey in the browser: sign up (after being told the passwords differ),
 * log in, submit a PDF through the form, find it Pending on the dashboard, download it byte
 * for byte, and log out.
 */
import { readFile } from 'node:fs/promises';
import { type Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { PAPER_TYPES, SUBJECT_AREAS } from '@journal/common/constants';
import { authMessages, dashboardMessages, submissionMessages } from '@journal/common/messages';
import { messageTo, verificationLink } from './support/mail-inbox';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const author = {
  username: `e2e-author-${run}`,
  email: `e2e-author-${run}@example.test`,
  password: 'e2e-secret',
};
const paperTitle = `Solar mini-grid reliability in rural Zambia ${run}`;
const fileName = `manuscript-${run}.pdf`;
const manuscript = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${paperTitle}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  'latin1',
);

async function fill(scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

test('an author signs up, submits a paper, downloads it and logs out', async ({ page }) => {
  await page.goto('/guidelines/author-guidelines/submission');
  await page.getByRole('button', { name: 'Click Here to Publish With Us' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Sign up/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

  await fill(dialog, 'Username', author.username);
  await fill(dialog, 'Email', author.email);
  await fill(dialog, 'Password', author.password);
  await fill(dialog, 'Confirm Password', `${author.password}-typo`);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog.getByText(authMessages.passwordsDoNotMatch)).toBeVisible();

  await fill(dialog, 'Confirm Password', author.password);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog.getByText(authMessages.signedUp)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(author.email);

  await fill(dialog, 'Password', author.password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/guidelines\/author-guidelines\/submission\/dashboard$/);
  await expect(page.getByText(`Welcome, ${author.username}`)).toBeVisible();
  await expect(page.getByText(dashboardMessages.empty)).toBeVisible();

  // Only a verified address may submit: the author opens the link the journal mailed.
  await expect(page.getByText(authMessages.unverifiedNotice(author.email))).toBeVisible();
  const verification = await messageTo(author.email, 'please verify your e-mail address');
  await page.goto(verificationLink(verification));
  await page.goto('/guidelines/author-guidelines/submission/dashboard');
  await expect(page.getByText(`Welcome, ${author.username}`)).toBeVisible();

  await page.getByRole('link', { name: 'New Submission' }).first().click();
  const form = page.getByRole('form', { name: 'Paper submission' });
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(author.email);
  await form.getByLabel('Corresponding Author').fill('Chanda Mwale');
  await form.getByLabel('Affiliation').fill('University of the Zambezi');
  await form.getByLabel('Country').fill('Zambia');
  await form.getByLabel('Paper Title').fill(paperTitle);
  await form
    .getByLabel('Abstract')
    .fill('Twelve months of load and outage data from six village mini-grids.');
  await form.getByLabel('Keywords').fill('mini-grids, reliability, solar, Zambia');
  await form.getByLabel('Paper Type').selectOption({ label: PAPER_TYPES.research });
  await form.getByLabel('Subject Area').selectOption({ label: SUBJECT_AREAS.electrical });
  await form
    .getByLabel('Manuscript File')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: manuscript });
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: 'Submit Paper' }).click();

  await expect(page.getByText(submissionMessages.received)).toBeVisible();
  const submissionId =
    (await page
      .getByText(/^Submission ID:/)
      .locator('strong')
      .textContent()) ?? '';
  expect(submissionId).not.toBe('');

  await expect(page).toHaveURL(/\/submission\/dashboard$/, { timeout: 10_000 });
  const row = page.getByRole('row', { name: new RegExp(paperTitle) });
  await expect(row).toBeVisible();
  await expect(row.getByText(submissionId)).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(manuscript);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});
