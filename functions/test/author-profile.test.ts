/**
 * The author's own profile, `GET` and `PUT /api/auth/profile`: always the token's account, with
 * an optional ORCID iD stored as https://orcid.org/… after its check digit is checked; a refusal
 * stores nothing; a blank iD removes it. 401 without a token, 403 to the admin (who has no author
 * profile), 404 to an account that never signed up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthorProfile } from '@journal/common/contracts/users';
import { userApi } from '@journal/common/contracts/users-routes';
import { apiMessages, authMessages, profileMessages, scholarlyMessages } from '@journal/common/messages';
import { recorderClient } from '../../scripts/test/firestore-recorder';
import { config } from '../src/config';
import { collections } from '../src/services/model';
import {
  adminAuth,
  adminToken,
  bearer,
  createAccount,
  createAuthor,
  db,
  mailSettled,
  recordedProject,
  useApi,
} from './harness';

const urls = useApi();
const recorder = recorderClient();

const VALID = 'https://orcid.org/0000-0002-1825-0097';

function call(method: 'GET' | 'PUT', token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${urls.api}${userApi.profile.path({})}`, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const put = (token: string, orcid: unknown) => call('PUT', token, { orcid });

/** The iD an answer carries. */
const orcidOf = async (res: Response) => ((await res.json()) as { data: AuthorProfile }).data.orcid;

async function expectRefusal(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ status, code, message });
}

const profileRef = (uid: string) => db.collection(collections.users).doc(uid);

/** The stored profile and when it was last written. */
async function stored(uid: string) {
  const snap = await profileRef(uid).get();
  return { data: snap.data(), updated: snap.updateTime?.toMillis() };
}

describe('the author’s ORCID iD on their profile', () => {
  let author: Awaited<ReturnType<typeof createAuthor>>;
  beforeAll(async () => {
    author = await createAuthor(urls.api);
  });

  it('answers a profile made before ORCID iDs with none, then stores the iD as its https URL', async () => {
    expect((await stored(author.uid)).data).not.toHaveProperty('orcid');
    const before = await call('GET', author.idToken);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(await before.json()).toEqual({
      status: 200,
      data: { username: author.username, email: author.email, orcid: null },
    });

    const saved = await put(author.idToken, '0000-0002-1825-0097');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      status: 200,
      message: profileMessages.orcidSaved,
      data: { username: author.username, email: author.email, orcid: VALID },
    });
    expect((await stored(author.uid)).data).toMatchObject({ orcid: VALID, username: author.username });
    expect(await orcidOf(await call('GET', author.idToken))).toBe(VALID);
  });

  it('takes the iD as a URL with a lower-case x and stores it in the one form', async () => {
    const res = await put(author.idToken, 'https://orcid.org/0000-0002-9079-593x');
    expect(res.status).toBe(200);
    expect(await orcidOf(res)).toBe('https://orcid.org/0000-0002-9079-593X');
    expect((await stored(author.uid)).data?.orcid).toBe('https://orcid.org/0000-0002-9079-593X');
  });

  it('refuses a wrong check digit or form with a 400 in the form’s words, storing nothing', async () => {
    const fresh = await createAuthor(urls.api);
    const untouched = await stored(fresh.uid);
    await expectRefusal(
      await put(fresh.idToken, '0000-0002-1825-0098'),
      400,
      'orcid-invalid',
      scholarlyMessages.invalidOrcid,
    );
    expect(await stored(fresh.uid)).toEqual(untouched);

    await put(fresh.idToken, VALID);
    const withId = await stored(fresh.uid);
    for (const wrong of ['0000-0002-1825-0098', '0000-0002-1825', 'https://orcid.org/0000-0002-1825-009Y']) {
      await expectRefusal(
        await put(fresh.idToken, wrong),
        400,
        'orcid-invalid',
        scholarlyMessages.invalidOrcid,
      );
    }
    const notText = await put(fresh.idToken, 16);
    expect(notText.status).toBe(400);
    expect(await notText.json()).toMatchObject({ status: 400, code: 'invalid-input' });
    expect(await stored(fresh.uid)).toEqual(withId);
  });

  it('removes the iD when it is sent blank', async () => {
    for (const blank of ['', '   ', null]) {
      await put(author.idToken, VALID);
      const res = await put(author.idToken, blank);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 200,
        message: profileMessages.orcidRemoved,
        data: { username: author.username, email: author.email, orcid: null },
      });
      expect((await stored(author.uid)).data?.orcid).toBeNull();
    }
  });

  it('changes only the signed-in author’s own profile', async () => {
    const other = await createAuthor(urls.api);
    await put(author.idToken, VALID);
    expect(await orcidOf(await call('GET', other.idToken))).toBeNull();
    expect((await stored(other.uid)).data).not.toHaveProperty('orcid');
  });

  it('reads one document to answer and one to save', async () => {
    await mailSettled();
    await recorder.reset(recordedProject);
    expect((await call('GET', author.idToken)).status).toBe(200);
    expect(await recorder.reads(recordedProject)).toBe(1);
    await recorder.reset(recordedProject);
    expect((await put(author.idToken, VALID)).status).toBe(200);
    expect(await recorder.reads(recordedProject)).toBe(1);
  });
});

describe('who has a profile', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { orcid: VALID } : undefined;
      await expectRefusal(await call(method, null, body), 401, 'token-missing', authMessages.missingToken);
      await expectRefusal(
        await call(method, 'not-a-token', body),
        401,
        'token-invalid',
        authMessages.invalidToken,
      );
    }
  });

  it('refuses the admin, who signs in elsewhere and has no author profile, and writes nothing', async () => {
    const admin = await adminToken();
    const { uid } = await adminAuth.getUserByEmail(config.adminEmail);
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { orcid: VALID } : undefined;
      await expectRefusal(
        await call(method, admin, body),
        403,
        'use-admin-login',
        authMessages.useAdminLogin,
      );
    }
    expect((await profileRef(uid).get()).exists).toBe(false);
  });

  it('answers 405 to a DELETE: a profile goes with its account', async () => {
    const { idToken } = await createAuthor(urls.api);
    const res = await fetch(`${urls.api}${userApi.profile.path({})}`, {
      method: 'DELETE',
      headers: bearer(idToken),
    });
    await expectRefusal(res, 405, 'method-not-allowed', apiMessages.methodNotAllowed);
  });

  it('answers 404 to an account that never signed up, and makes no profile for it', async () => {
    const account = await createAccount();
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { orcid: VALID } : undefined;
      await expectRefusal(
        await call(method, account.idToken, body),
        404,
        'no-author-account',
        authMessages.noAuthorAccount,
      );
    }
    expect((await profileRef(account.uid).get()).exists).toBe(false);
  });
});
