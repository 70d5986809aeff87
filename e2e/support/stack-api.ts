/**
 * Calls to the `npm start` stack that the specs make without a browser: accounts on the
 * Auth emulator's REST API, and JSON answers of the journal's API through Hosting (so every
 * call crosses the Hosting emulator and lands on one of the Functions emulator's workers).
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@journal.test',
  password: process.env.ADMIN_PASSWORD ?? 'journal-admin',
};

/** A suffix that keeps one run's slugs, e-mails and usernames apart from every other run's. */
export const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function authRest(
  path: 'accounts:signUp' | 'accounts:signInWithPassword',
  email: string,
  password: string,
): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(res.ok, `${path} ${email}`).toBe(true);
  const account = (await res.json()) as { idToken: string; localId: string };
  if (path === 'accounts:signInWithPassword') return account;
  // A new account's token is a sign-in's. The Auth emulator dates a new account's first token (its auth_time) from the start of the
  // sign-up and the account's validSince from later in it; when a second begins in between,
  // verifyIdToken's revocation check finds that token revoked (a 401, once in some hundred runs).
  const { idToken } = await authRest('accounts:signInWithPassword', email, password);
  return { localId: account.localId, idToken };
}

export async function adminHeaders(): Promise<Record<string, string>> {
  const { idToken } = await authRest('accounts:signInWithPassword', ADMIN.email, ADMIN.password);
  return { Authorization: `Bearer ${idToken}` };
}

export async function dataOf<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Sends all requests at once and answers their statuses in the order given. */
export async function burst(requests: Array<() => Promise<APIResponse>>): Promise<number[]> {
  const responses = await Promise.all(requests.map((send) => send()));
  return responses.map((r) => r.status());
}

export function count(statuses: number[], status: number): number {
  return statuses.filter((s) => s === status).length;
}

export type Request = APIRequestContext;

/** The `npm start` stack's project. */
export const STACK_PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-journal';

/**
 * Marks the account's address verified on the Auth emulator, as opening the journal's
 * verification link does, and answers a fresh ID token that says so: only verified authors
 * may submit.
 */
export async function verifiedToken(localId: string, email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${STACK_PROJECT}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  expect(res.ok, `verify ${email}`).toBe(true);
  return (await authRest('accounts:signInWithPassword', email, password)).idToken;
}

/** A cover of one pixel: the API checks the signature of an image it is sent as well. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF with `text` in it: the API checks the signature of what it is sent. */
export const pdfOf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** POST /api/submissions as the form sends it, with a PDF manuscript; the fields may be overridden. */
export function postSubmission(
  request: APIRequestContext,
  author: { email: string; idToken: string },
  fields: { paperTitle: string } & Record<string, string>,
): Promise<APIResponse> {
  return request.post('/api/submissions', {
    headers: { Authorization: `Bearer ${author.idToken}` },
    multipart: {
      correspondingAuthor: 'Chanda Mwale',
      authorEmail: author.email,
      authorAffiliation: 'University of the Zambezi',
      authorCountry: 'Zambia',
      coAuthors: '[]',
      paperAbstract: `What ${fields.paperTitle} found.`,
      keywords: 'grid, inverter, solar, Zambia',
      paperType: 'research',
      subjectArea: 'electrical',
      copyrightAgreement: 'true',
      ethicsAgreement: 'true',
      ...fields,
      manuscriptFile: { name: 'paper.pdf', mimeType: 'application/pdf', buffer: pdfOf(fields.paperTitle) },
    },
  });
}

/** The fields of an article a test names; the form's other fields get plain values. */
export type ArticleFields = { title: string; slug: string; volume: string; issue: string } & Record<
  string,
  string
>;

/** POST /api/admin/articles as the article form sends it, with a PNG cover when one is given. */
export function postArticle(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: ArticleFields,
  cover?: Buffer,
): Promise<APIResponse> {
  return request.post('/api/admin/articles', {
    headers,
    multipart: {
      author: 'Chanda Mwale',
      abstract: `What ${fields.title} found.`,
      keywords: 'archive',
      issn: '',
      doi: '',
      ...fields,
      ...(cover && { image: { name: 'cover.png', mimeType: 'image/png', buffer: cover } }),
    },
  });
}
