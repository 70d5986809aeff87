/**
 * Accounts and records for the author and admin component tests, made the way a real client
 * makes them: the Auth emulator's REST API for identities, the test API for everything else.
 * Node's fetch is used directly (jsdom has none), so multipart bodies are built by hand.
 */
const env = import.meta.env;
export const API = env.VITE_API_BASE ?? '';
const AUTH = `http://${env.VITE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const PROJECT = env.VITE_FIREBASE_PROJECT_ID ?? '';
export const ADMIN = { email: env.VITE_ADMIN_EMAIL ?? '', password: 'journal-admin' };

/**
 * The address this test file's accounts sign up and submit from, as the proxy in front of the
 * API reports it (the last X-Forwarded-For entry): a random /64 of IPv6's documentation prefix
 * per file, so that the API's per-address rate limits hold with their real figures within a
 * file and files do not use up one another's. What the app itself sends comes from 127.0.0.1.
 */
const group = () => crypto.getRandomValues(new Uint16Array(1))[0]!.toString(16);
const fromClient = { 'X-Forwarded-For': `2001:db8:${group()}:${group()}::7` };

let counter = 0;
/** Lower-case, unique within and across runs: usable in e-mails, usernames and slugs. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}-${counter}`;
}

interface AuthAnswer {
  idToken: string;
  localId: string;
  error?: { message: string };
}

async function authRest(path: string, body: object, owner = false): Promise<AuthAnswer> {
  const url = owner
    ? `${AUTH}/projects/${PROJECT}/${path}`
    : `${AUTH}/${path}?key=${env.VITE_FIREBASE_API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = (await response.json()) as AuthAnswer;
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export async function signInRest(email: string, password: string) {
  const { idToken, localId } = await authRest('accounts:signInWithPassword', { email, password });
  return { idToken, uid: localId };
}

export interface Author {
  uid: string;
  email: string;
  password: string;
  username: string;
  idToken: string;
}

/** An author registered through the API's sign-up, as the modal registers one, then verified. */
export async function createAuthor({ domain = 'example.test' } = {}): Promise<Author> {
  const username = unique('author');
  const email = `${username}@${domain}`;
  const password = 'author-secret';
  const { localId } = await authRest('accounts:signUp', { email, password });
  // Signed in again, as functions/test/harness.ts createAccount explains: the sign-up's own token
  // can be dated before the account's validSince.
  const { idToken } = await signInRest(email, password);
  const response = await fetch(`${API}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromClient },
    body: JSON.stringify({ idToken, username }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  // As if the author had opened the verification link: only verified authors may submit.
  await setEmailVerified(localId, true);
  return { uid: localId, email, password, username, idToken: (await signInRest(email, password)).idToken };
}

/** The one admin account, with its claim (made here if the test stack has not seeded it). */
export async function ensureAdmin(): Promise<{ uid: string; idToken: string }> {
  let uid: string;
  try {
    uid = (await signInRest(ADMIN.email, ADMIN.password)).uid;
  } catch {
    uid = (await authRest('accounts:signUp', ADMIN)).localId;
  }
  await authRest(
    'accounts:update',
    { localId: uid, customAttributes: JSON.stringify({ admin: true }) },
    true,
  );
  // Signed in again, so that the token carries the claim.
  return signInRest(ADMIN.email, ADMIN.password);
}

/** Ends every session of the account: its tokens fail the API's revocation check from now on. */
export async function revokeSessions(uid: string) {
  const nextSecond = Math.floor(Date.now() / 1000) + 1;
  await authRest('accounts:update', { localId: uid, validSince: String(nextSecond) }, true);
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

/**
 * Waits for the clock's next whole second. The Auth emulator's ID tokens are unsigned and carry
 * whole-second times, so a token refreshed within the second it was issued is the same string:
 * a test that tells a refreshed token from the old one waits this out after signing in.
 */
export async function untilNextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
}

/** The journal's operator disables the account: Firebase refuses to refresh its tokens from now on. */
export async function disableAccount(uid: string) {
  await authRest('accounts:update', { localId: uid, disableUser: true }, true);
}

/** Marks the account's e-mail address verified or not, as Firebase Auth records it. */
export async function setEmailVerified(uid: string, emailVerified: boolean) {
  await authRest('accounts:update', { localId: uid, emailVerified }, true);
}

/** The operator enables the account again. */
export async function enableAccount(uid: string) {
  await authRest('accounts:update', { localId: uid, disableUser: false }, true);
}

/** The account is deleted from Firebase Auth (not through the journal): its session cannot be refreshed. */
export async function deleteAccount(uid: string) {
  await authRest('accounts:delete', { localId: uid }, true);
}

export async function apiCall<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A small but real PDF: the API checks the signature of what it is sent. */
export function pdfBytes(text = 'Manuscript'): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A 1×1 PNG. */
export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Uint8Array },
) {
  const boundary = `----journal-test-${Math.random().toString(36).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      encoder.encode(`\r\n`),
    );
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface SubmittedPaper {
  submissionId: string;
  paperTitle: string;
  fileName: string;
  bytes: Uint8Array;
}

/** A submission made through POST /api/submissions, as the form makes one; its manuscript a PDF unless given. */
export async function submitPaper(
  author: Author,
  coAuthors: object[] = [],
  manuscript?: { extension: 'docx'; type: string; data: Uint8Array },
): Promise<SubmittedPaper> {
  const paperTitle = `Paper ${unique('t')}`;
  const fileName = `${unique('manuscript')}.${manuscript?.extension ?? 'pdf'}`;
  const bytes = manuscript?.data ?? pdfBytes(paperTitle);
  const { body, contentType } = multipart(
    {
      correspondingAuthor: 'Chanda Mwale',
      authorEmail: author.email,
      authorAffiliation: 'University of the Zambezi',
      authorCountry: 'Zambia',
      coAuthors: JSON.stringify(coAuthors),
      paperTitle,
      paperAbstract: 'We measure rural mini-grid reliability over twelve months.',
      keywords: 'mini-grids, reliability, solar, Zambia',
      paperType: 'research',
      subjectArea: 'electrical',
      copyrightAgreement: 'true',
      ethicsAgreement: 'true',
    },
    { field: 'manuscriptFile', name: fileName, type: manuscript?.type ?? 'application/pdf', data: bytes },
  );
  const response = await fetch(`${API}/api/submissions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${author.idToken}`, 'Content-Type': contentType, ...fromClient },
    body,
  });
  if (!response.ok) throw new Error(`submission answered ${response.status}: ${await response.text()}`);
  const { submissionId } = (await response.json()) as { submissionId: string };
  return { submissionId, paperTitle, fileName, bytes };
}

/**
 * Removes a submission's manuscript from Cloud Storage (the Storage emulator's GCS API), leaving
 * its record: a submission whose file is missing, as after a failed restore or a manual cleanup.
 */
export async function deleteManuscriptFile(authorUid: string, submissionId: string) {
  await deleteStoredFiles(`manuscripts/${authorUid}/${submissionId}/`);
}

/** Removes an article's PDF from Cloud Storage, leaving the article's record as it was. */
export async function deleteArticlePdf(articleId: string) {
  await deleteStoredFiles(`articles/${articleId}/article.pdf`);
}

/** Removes every stored object whose name starts with `prefix` (there must be one). */
async function deleteStoredFiles(prefix: string) {
  const storage = `http://${env.FIREBASE_STORAGE_EMULATOR_HOST}/storage/v1/b/${env.STORAGE_BUCKET}/o`;
  const list = (await (await fetch(`${storage}?prefix=${encodeURIComponent(prefix)}`)).json()) as {
    items?: { name: string }[];
  };
  if (!list.items?.length) throw new Error(`nothing stored under ${prefix}`);
  for (const { name } of list.items) {
    const response = await fetch(`${storage}/${encodeURIComponent(name)}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`deleting ${name} answered ${response.status}`);
  }
}

/**
 * Volume, issue and article (with a PDF unless `pdf` is false, never a cover) made through the
 * admin API, as the dashboard makes them.
 */
export async function createArchiveRecords(adminToken: string, { pdf = true } = {}) {
  const slug = unique('vol');
  const volume = (
    await apiCall<{ data: { _id: string } }>(adminToken, 'POST', '/api/admin/volumes', {
      year: 2032,
      name: `Volume ${slug}`,
      slug,
    })
  ).data;
  const issue = (
    await apiCall<{ data: { _id: string } }>(adminToken, 'POST', '/api/admin/issues', {
      name: 'Issue 1',
      slug: 'issue-1',
      volume: volume._id,
    })
  ).data;
  const title = `Stale study ${slug}`;
  const { body, contentType } = multipart(
    {
      title,
      author: 'Chanda Mwale',
      abstract: 'A study that the admin list still shows after it is gone.',
      keywords: 'solar, mini-grids',
      slug: `${slug}-study`,
      volume: volume._id,
      issue: issue._id,
    },
    pdf ? { field: 'pdf', name: 'study.pdf', type: 'application/pdf', data: pdfBytes(title) } : undefined,
  );
  const response = await fetch(`${API}/api/admin/articles`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': contentType },
    body,
  });
  if (!response.ok) throw new Error(`article answered ${response.status}: ${await response.text()}`);
  const article = ((await response.json()) as { data: { _id: string } }).data;
  return {
    slug,
    volumeName: `Volume ${slug}`,
    volumeId: volume._id,
    issueId: issue._id,
    articleId: article._id,
    title,
    /** The article's page in the web app. */
    articlePage: `/archives/${slug}/issue-1/${slug}-study`,
  };
}

/** Removes what createArchiveRecords made (whatever of it is still there), article first. */
export async function removeArchiveRecords(
  adminToken: string,
  records: { articleId: string; issueId: string; volumeId: string },
) {
  for (const path of [
    `/api/admin/articles/${records.articleId}`,
    `/api/admin/issues/${records.issueId}`,
    `/api/admin/volumes/${records.volumeId}`,
  ]) {
    const response = await fetch(`${API}${path}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    if (!response.ok && response.status !== 404)
      throw new Error(`DELETE ${path} answered ${response.status}: ${await response.text()}`);
  }
}
