/**
 * Faults of the services behind the API. A separate API process (fixtures/fault-api.ts) reaches
 * the suite's Firestore through a door (tcp-door.ts) and has a Storage emulator of its own, which
 * this file takes away and brings back: with Firestore out of reach the API answers 503 within
 * 10 s instead of hanging, and recovers without a restart, and a public page answers 503 with
 * the rendered error page; a submission whose file cannot be stored leaves no document. The last
 * test checks that the API still answers normally after everything before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@journal/common/messages';
import { requestErrors } from '@journal/common/contracts/requests';
import { authErrors } from '@journal/common/contracts/users';
import type { Submission } from '@journal/common/contracts/submissions';
import { startStorageEmulator, type RunningService } from '../../scripts/lib/emulators';
import { freePort } from '../../scripts/lib/free-port';
import { envHostPort } from '../../scripts/test/emulator-env';
import { startFaultApi, type ApiProcess } from './fault-api-process';
import { bearer, createAccount, createAuthor, unique, useApi } from './harness';
import { getJson } from './archive-fixtures';
import { visibleText } from './html-body';
import { postSubmission, readJson, submissionForm, submit } from './people-fixtures';
import { openTcpDoor, type TcpDoor } from './tcp-door';

const HOST = '127.0.0.1';
const UNAVAILABLE_WITHIN_MS = 10_000;
const RECOVERY_MS = 45_000;
const urls = useApi();

/** The API process against the given emulators. */
function startFaultApiOn(firestore: string, storagePort: number): Promise<ApiProcess> {
  return startFaultApi({
    ...process.env,
    FIRESTORE_EMULATOR_HOST: firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${storagePort}`,
  });
}

/** Polls until the API answers 200, as a client retrying after a 503 would. */
async function waitForOk(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(url, { signal: AbortSignal.timeout(UNAVAILABLE_WITHIN_MS) }).catch(() => null);
    if (res?.status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not recover within ${timeoutMs / 1000} s`);
}

let storagePort: number;
let firestore: TcpDoor | undefined;
let storage: RunningService | null = null;
let faultApi: ApiProcess;

beforeAll(async () => {
  storagePort = await freePort();
  // The suite's Firestore, through its recorder, as every API of the suite reaches it.
  const [host, port] = envHostPort('FIRESTORE_EMULATOR_HOST');
  firestore = await openTcpDoor({ host, port }, await freePort());
  storage = await startStorageEmulator(String(process.env.GCLOUD_PROJECT), HOST, storagePort);
  faultApi = await startFaultApiOn(firestore.address, storagePort);
});

afterAll(async () => {
  // Unset when the emulators did not start.
  await (faultApi as ApiProcess | undefined)?.kill();
  await firestore?.shut();
  await storage?.stop();
});

describe('with Firestore out of reach', () => {
  it(
    'answers 503 with a message within 10 s, then recovers without a restart',
    { timeout: 120_000 },
    async () => {
      const volumes = `${faultApi.url}/api/volumes`;
      expect((await fetch(volumes)).status).toBe(200);

      await firestore?.shut();
      // All at once: each waits out the same deadline, and five in a row would spend 40 s of
      // the test's time on waiting alone.
      const apiPaths = ['/api/volumes', '/api/articles?limit=4', '/api/search?q=bridge'];
      const pagePaths = ['/', '/archives'];
      const answers = await Promise.all(
        [...apiPaths, ...pagePaths].map(async (path) => {
          const started = Date.now();
          const res = await fetch(`${faultApi.url}${path}`, {
            signal: AbortSignal.timeout(UNAVAILABLE_WITHIN_MS + 5_000),
          });
          const body = await res.text();
          return { path, res, body, elapsed: Date.now() - started };
        }),
      );
      for (const { path, res, body, elapsed } of answers) {
        expect(res.status, path).toBe(503);
        expect(elapsed, path).toBeLessThan(UNAVAILABLE_WITHIN_MS);
        if (apiPaths.includes(path)) {
          expect(JSON.parse(body), path).toEqual({
            status: 503,
            code: 'unavailable',
            message: apiMessages.unavailable,
          });
        } else {
          // A page whose data cannot be read is no empty 200: the rendered error page, kept by no cache.
          expect(res.headers.get('cache-control'), path).toBe('no-store');
          const text = visibleText(body);
          expect(text, path).toContain('Something went wrong');
          expect(text, path).toContain('Trying again usually helps.');
        }
      }

      await firestore?.open();
      await waitForOk(volumes, RECOVERY_MS);
      const account = await createAccount();
      const signup = await fetch(`${faultApi.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: account.idToken, username: unique('recovered') }),
      });
      expect(signup.status).toBe(201);
    },
  );
});

describe('with the Storage emulator stopped', () => {
  it('leaves no document for a submission whose file write fails', { timeout: 60_000 }, async () => {
    const author = await createAuthor(faultApi.url);
    const listed = async () =>
      (
        await getJson<Submission[]>(`${faultApi.url}/api/submissions`, { headers: bearer(author.idToken) })
      ).body.data.map((s) => s._id);

    const before = await submit(faultApi.url, author.idToken);
    expect(await listed()).toEqual([before]);

    await storage?.stop();
    storage = null;
    const failed = await postSubmission(faultApi.url, author.idToken, submissionForm());
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const body = await readJson<{ status: number; code: string; message: string }>(failed);
    expect(body.status).toBe(failed.status);
    expect(['unavailable', 'internal']).toContain(body.code);
    expect(body.message.length).toBeGreaterThan(0);
    expect(await listed()).toEqual([before]);

    storage = await startStorageEmulator(String(process.env.GCLOUD_PROJECT), HOST, storagePort);
    const after = await submit(faultApi.url, author.idToken);
    // Nothing of the failed request surfaces later, once Storage is back.
    expect((await listed()).sort()).toEqual([before, after].sort());
  });
});

describe('with the Auth emulator out of reach', () => {
  it('answers a signed-in request 503 with Retry-After, not 401: the token was never judged', async () => {
    const author = await createAuthor(urls.api);
    const api = await startFaultApi({
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${await freePort()}`,
    });
    try {
      const res = await fetch(`${api.url}/api/submissions`, {
        headers: bearer(author.idToken),
        signal: AbortSignal.timeout(UNAVAILABLE_WITHIN_MS),
      });
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await readJson(res)).toEqual({
        status: 503,
        code: requestErrors.unavailable.code,
        message: apiMessages.unavailable,
      });
      // A token that is not one is still the client's to mend.
      const bad = await fetch(`${api.url}/api/submissions`, { headers: bearer('not-a-token') });
      expect(await readJson(bad)).toEqual({
        status: 401,
        code: authErrors.invalidToken.code,
        message: authErrors.invalidToken.message,
      });
    } finally {
      await api.kill();
    }
    // The same token through the suite's API, which reaches Auth: accepted.
    expect((await fetch(`${urls.api}/api/submissions`, { headers: bearer(author.idToken) })).status).toBe(
      200,
    );
  });
});

describe('after the whole suite', () => {
  it('the shared API still answers normally', async () => {
    for (const base of [urls.api, faultApi.url]) {
      const volumes = await getJson<unknown[]>(`${base}/api/volumes`);
      expect(volumes.res.status).toBe(200);
      const recent = await getJson<unknown[]>(`${base}/api/articles?limit=4`);
      expect(recent.res.status).toBe(200);
      expect(recent.body.data.length).toBeLessThanOrEqual(4);
      expect((await fetch(`${base}/api/search?q=engineering`)).status).toBe(200);
    }
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);
    const own = await getJson<Submission>(`${urls.api}/api/submissions/${id}`, {
      headers: bearer(author.idToken),
    });
    expect(own.body.data.status).toBe('Pending');
  });
});
