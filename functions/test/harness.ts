/**
 * What every API integration test needs: the real API app on a free port, talking to the
 * emulators started by global-setup, with the `mailDelivery` trigger beside it, and real ID
 * tokens from the Auth emulator.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { config } from '../src/config';
import { adminAuth, bucket, db } from '../src/services/firebase';
import { createApiApp } from '../src/app';
import { createSiteApp } from '../src/site/app';
import { rateLimitRef, type RateCheck, type RateLimitDoc } from '../src/services/rate-limits';
import { asCloudFunction } from '../../scripts/test/functions-runtime';
import { leaveIdleConnectionsToClients } from '../../scripts/test/idle-connections';
import { startOutboxTrigger, type OutboxTrigger } from '../../scripts/test/outbox-trigger';

export { adminAuth, bucket, db };

/**
 * The project the Firestore recorder files this test file's calls under: its namespace
 * (scripts/test/namespaces.ts), not the product's own project id.
 */
export const recordedProject = String(process.env.JOURNAL_NAMESPACE);

/** The site's configured origin: every absolute URL the functions answer starts with it. */
export const siteUrl = config.siteUrl;

const AUTH_REST = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

let outbox: OutboxTrigger | undefined;

/**
 * Waits until the `mailDelivery` trigger of the calling file has finished with every message
 * queued since useApi started it: each is sent, or failed and waits in the outbox.
 */
export function mailSettled(): Promise<void> {
  if (!outbox) throw new Error('mailSettled() needs useApi() in the test file');
  return outbox.settled();
}

/**
 * Starts the API (and the site app) for the calling test file, behind the request handling of
 * the Functions runtime, and the `mailDelivery` trigger, which delivers the file's mail with the
 * file's SMTP_URL; answers their base URLs. All of it works in the file's own namespace
 * (scripts/test/file-namespace.ts).
 */
export function useApi() {
  const urls = { api: '', site: '' };
  const servers: Server[] = [];
  beforeAll(async () => {
    outbox = await startOutboxTrigger();
    for (const [key, app] of [
      ['api', asCloudFunction(createApiApp())],
      ['site', asCloudFunction(createSiteApp())],
    ] as const) {
      const server = leaveIdleConnectionsToClients(app.listen(0, '127.0.0.1'));
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      urls[key] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await outbox?.stop();
    outbox = undefined;
  });
  return urls;
}

/**
 * The address this test file's requests come from, as the proxy in front of the function reports
 * it (the last X-Forwarded-For entry: http/visitor.ts). Every file is a client of its own, a
 * random /64 of IPv6's documentation prefix, so the per-address rate limits hold with their real
 * figures within a file and files do not use up one another's.
 */
export const clientAddress = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::7`;
export const fromClient: Record<string, string> = { 'X-Forwarded-For': clientAddress };

let counter = 0;
/** A unique, lower-case suffix for e-mails, usernames and slugs in one test run. */
export function unique(prefix = 'x'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

async function authRest(path: string, body: unknown): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(`${AUTH_REST}/${path}?key=test-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(body as object), returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

/**
 * Creates an Auth account and answers its uid and a fresh ID token: a sign-in's, not the
 * sign-up's. The Auth emulator dates a new account's first token (its auth_time) from the start of the
 * sign-up and the account's validSince from later in it; when a second begins in between,
 * verifyIdToken's revocation check finds that token revoked (a 401, once in some hundred runs).
 */
export async function createAccount(email = `${unique('user')}@example.test`, password = 'secret-pass') {
  const { localId } = await authRest('accounts:signUp', { email, password });
  return { uid: localId, email, password, idToken: await signIn(email, password) };
}

export async function signIn(email: string, password: string): Promise<string> {
  return (await authRest('accounts:signInWithPassword', { email, password })).idToken;
}

/**
 * The admin account of config.adminEmail, verified and with the admin claim (as the demo seed and
 * `npm run admin:grant` leave it); answers a token carrying both.
 */
export async function adminToken(): Promise<string> {
  const email = config.adminEmail;
  const password = 'journal-admin';
  let uid: string;
  try {
    uid = (await adminAuth.getUserByEmail(email)).uid;
  } catch {
    uid = (await adminAuth.createUser({ email, password, emailVerified: true })).uid;
  }
  await adminAuth.updateUser(uid, { emailVerified: true });
  await adminAuth.setCustomUserClaims(uid, { admin: true });
  return signIn(email, password);
}

/** Creates an author account registered through the API's sign-up; answers its token. */
export async function createAuthor(api: string, username = unique('author'), { verified = true } = {}) {
  const account = await createAccount();
  const res = await fetch(`${api}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromClient },
    body: JSON.stringify({ idToken: account.idToken, username }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  if (!verified) return { ...account, username };
  // As if the author had opened the verification link: a fresh token carries email_verified.
  await adminAuth.updateUser(account.uid, { emailVerified: true });
  return { ...account, username, idToken: await signIn(account.email, account.password) };
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/**
 * Stores a subject's uses of a rate limit as if it had made them `ages` milliseconds ago (in
 * place of any recorded), the way the service stores them, for figures too large to reach by
 * requests in a test.
 */
export async function madeEarlier(check: RateCheck, ages: readonly number[]): Promise<void> {
  const now = Date.now();
  const uses = ages.map((age) => now - age).sort((a, b) => a - b);
  const longest = Math.max(...check.limit.windows.map((w) => w.ms));
  const doc: RateLimitDoc = {
    limit: check.limit.name,
    uses: uses.map((at) => Timestamp.fromMillis(at)),
    expiresAt: Timestamp.fromMillis(uses.at(-1)! + longest),
  };
  await rateLimitRef(check).set(doc);
}

/**
 * Moves a subject's recorded uses of a rate limit `ms` back in time, as if that long had passed
 * (a test cannot wait an hour); fails the test if it has none.
 */
export async function letTimePass(check: RateCheck, ms: number): Promise<void> {
  const ref = rateLimitRef(check);
  const doc = (await ref.get()).data() as RateLimitDoc | undefined;
  if (!doc) throw new Error(`no uses of ${check.limit.name} for ${check.subject}`);
  const earlier = (at: Timestamp) => Timestamp.fromMillis(at.toMillis() - ms);
  await ref.update({ uses: doc.uses.map(earlier), expiresAt: earlier(doc.expiresAt) });
}
