/**
 * Markup stored in the archive and in accounts is text, never code: a volume name, an issue
 * name, an article's title, author and abstract, a submission's title and author, and a
 * username all carry an <img onerror> payload, and every page that shows them (public pages,
 * search, the article's server-rendered head, and each admin tab) shows the literal text
 * while the payload never runs.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN, authRest, ONE_PIXEL_PNG, pdfOf, STACK_PROJECT, verifiedToken } from './support/stack-api';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const PAYLOAD = '<img src=x onerror="window.__xss=1">';
const FIRESTORE_EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const PDF = pdfOf('stored markup');

const run = Date.now().toString(36);
const text = {
  volume: `Volume ${PAYLOAD} ${run}`,
  issue: `Issue ${PAYLOAD} ${run}`,
  title: `Markup ${PAYLOAD} title ${run}`,
  author: `Author ${PAYLOAD}`,
  abstract: `Abstract ${PAYLOAD} ${run}`,
  paperTitle: `Paper ${PAYLOAD} ${run}`,
  username: `user${PAYLOAD}${run}`,
};
const slugs = { volume: `markup-${run}`, issue: `markup-issue-${run}`, article: `markup-article-${run}` };
const created = { volume: '', issue: '', article: '', submission: '', users: [] as string[] };
let base = '';
let adminToken = '';

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  return fetch(`${base}/api${path}`, { ...init, headers });
}

async function createdId(res: Response, what: string): Promise<string> {
  const body = (await res.json()) as { data?: { _id: string }; submissionId?: string; message?: string };
  expect(res.status, `${what}: ${body.message}`).toBe(201);
  return body.data?._id ?? body.submissionId ?? '';
}

/** An author account registered through the API's sign-up; answers its uid and token. */
async function registeredAuthor(username: string) {
  const account = await authRest('accounts:signUp', `markup-${username}@example.test`, 'secret-pass');
  created.users.push(account.localId);
  const res = await api('/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ idToken: account.idToken, username }),
  });
  if (res.status !== 201) return { ...account, status: res.status };
  const email = `markup-${username}@example.test`;
  return {
    ...account,
    status: res.status,
    idToken: await verifiedToken(account.localId, email, 'secret-pass'),
  };
}

test.describe.configure({ mode: 'serial' });

/** A multipart form of text fields and files. */
function formOf(fields: Record<string, string>, files: Record<string, [Buffer, string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [data, type, fileName]] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(data)], { type }), fileName);
  return form;
}

test.beforeAll(async () => {
  base = String(test.info().project.use.baseURL);
  adminToken = (await authRest('accounts:signInWithPassword', ADMIN.email, ADMIN.password)).idToken;
  const post = (path: string, body: unknown) =>
    api(path, { method: 'POST', token: adminToken, body: JSON.stringify(body) });
  created.volume = await createdId(
    await post('/admin/volumes', { year: 2025, name: text.volume, slug: slugs.volume }),
    'volume',
  );
  created.issue = await createdId(
    await post('/admin/issues', { name: text.issue, slug: slugs.issue, volume: created.volume }),
    'issue',
  );
  const article = formOf(
    {
      title: text.title,
      author: text.author,
      abstract: text.abstract,
      keywords: `markup${run}`,
      slug: slugs.article,
      volume: created.volume,
      issue: created.issue,
    },
    { image: [ONE_PIXEL_PNG, 'image/png', 'cover.png'], pdf: [PDF, 'application/pdf', 'article.pdf'] },
  );
  created.article = await createdId(
    await api('/admin/articles', { method: 'POST', token: adminToken, body: article }),
    'article',
  );

  const author = await registeredAuthor(`markup-author-${run}`);
  expect(author.status).toBe(201);
  const submission = formOf(
    {
      correspondingAuthor: text.author,
      authorEmail: 'ignored@example.test',
      authorAffiliation: 'University of the Zambezi',
      authorCountry: 'Zambia',
      paperTitle: text.paperTitle,
      paperAbstract: text.abstract,
      keywords: 'markup, safety, rendering, text',
      paperType: 'research',
      subjectArea: 'computer',
      copyrightAgreement: 'true',
      ethicsAgreement: 'true',
    },
    { manuscriptFile: [PDF, 'application/pdf', 'manuscript.pdf'] },
  );
  created.submission = await createdId(
    await api('/submissions', { method: 'POST', token: author.idToken, body: submission }),
    'submission',
  );

  // Sign-up refuses such a username; a profile from before that rule (or an import) could
  // still hold one, so it is stored as the API stores profiles, to prove the admin's view.
  const marked = await registeredAuthor(text.username);
  expect(marked.status).toBe(400);
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR;
  const db = getFirestore(initializeApp({ projectId: STACK_PROJECT }, `stored-markup-${run}`));
  await db
    .collection('users')
    .doc(marked.localId)
    .set({
      username: text.username,
      usernameLower: text.username.toLowerCase(),
      email: `markup-${text.username}@example.test`.toLowerCase(),
      createdAt: Timestamp.now(),
    });
});

test.afterAll(async () => {
  const remove = (path: string) => api(path, { method: 'DELETE', token: adminToken });
  if (created.submission) await remove(`/admin/submissions/${created.submission}`);
  for (const uid of created.users) await remove(`/admin/users/${uid}`);
  if (created.article) await remove(`/admin/articles/${created.article}`);
  if (created.issue) await remove(`/admin/issues/${created.issue}`);
  if (created.volume) await remove(`/admin/volumes/${created.volume}`);
});

/** Watches a page for any sign that the payload ran. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  };
}

async function expectShown(page: Page, ...values: string[]) {
  for (const value of values)
    await expect(page.getByText(value).filter({ visible: true }).first()).toBeVisible();
}

const publicPages: [string, () => string, (keyof typeof text)[]][] = [
  ['home', () => '/', ['title']],
  ['archives', () => '/archives', ['volume', 'issue']],
  ['volume page', () => `/archives/${slugs.volume}`, ['volume', 'issue']],
  ['issue page', () => `/archives/${slugs.volume}/${slugs.issue}`, ['issue', 'title']],
  [
    'article page',
    () => `/archives/${slugs.volume}/${slugs.issue}/${slugs.article}`,
    ['title', 'author', 'abstract'],
  ],
  ['search', () => `/search/markup${run}`, ['title']],
];

for (const [name, path, shown] of publicPages) {
  test(`${name} shows stored markup as text`, async ({ page }) => {
    const check = guard(page);
    await page.goto(path());
    await expectShown(page, ...shown.map((key) => text[key]));
    await check();
  });
}

test("the article page's server-rendered HTML escapes the markup", async ({ request }) => {
  const res = await request.get(`/archives/${slugs.volume}/${slugs.issue}/${slugs.article}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toContain(PAYLOAD);
  expect(html).toContain('&lt;img src=x onerror=');
});

test('every admin tab shows stored markup as text', async ({ page }) => {
  const check = guard(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expectShown(page, text.username);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expectShown(page, text.paperTitle, text.author);
  await page.getByRole('tab', { name: 'Archives' }).click();
  await expectShown(page, text.volume, text.issue, text.title);
  await check();
});
