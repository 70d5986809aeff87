/** Sign-up and login of authors: POST /api/auth/signup and /api/auth/login. */
import { describe, expect, it } from 'vitest';
import { authMessages, apiMessages } from '@journal/common/messages';
import { adminToken, createAccount, db, fromClient, signIn, unique, useApi } from './harness';
import { readJson } from './people-fixtures';

const urls = useApi();

type Body = {
  status: number;
  code?: string;
  message: string;
  user?: { email: string; username: string };
  token?: string;
};

function post(path: 'signup' | 'login', body: unknown): Promise<Response> {
  return fetch(`${urls.api}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromClient },
    body: JSON.stringify(body),
  });
}

/** Re-encodes an emulator token's claims (the emulator's tokens are unsigned). */
function withClaims(idToken: string, changes: Record<string, unknown>): string {
  const [header = '', payload = ''] = idToken.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...changes };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

async function accountFor(email: string) {
  try {
    return await createAccount(email);
  } catch {
    return { email, idToken: await signIn(email, 'secret-pass') };
  }
}

describe('POST /api/auth/signup and /api/auth/login', () => {
  it('signs up an author, then logs them in with their username and e-mail', async () => {
    const account = await createAccount();
    const username = unique('Reader');
    const signup = await post('signup', { idToken: account.idToken, username });
    expect(signup.status).toBe(201);
    expect((await readJson<Body>(signup)).message).toBe(authMessages.signupSucceeded);

    const login = await post('login', { idToken: account.idToken });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const body = await readJson<Body>(login);
    expect(body.message).toBe(authMessages.loggedIn);
    expect(body.user).toEqual({ email: account.email, username });
    expect(body.token).toBe(account.idToken);
  });

  it('stores the e-mail lower-cased', async () => {
    const account = await createAccount(`${unique('Mixed.Case')}@Example.TEST`);
    expect((await post('signup', { idToken: account.idToken, username: unique('mixed') })).status).toBe(201);
    const body = await readJson<Body>(await post('login', { idToken: account.idToken }));
    expect(body.user?.email).toBe(account.email.toLowerCase());
  });

  it('refuses the admin e-mail at sign-up and at login', async () => {
    const token = await adminToken();
    const signup = await post('signup', { idToken: token, username: unique('admin') });
    expect(signup.status).toBe(403);
    expect(await readJson<Body>(signup)).toEqual({
      status: 403,
      code: 'email-reserved',
      message: authMessages.reservedEmail,
    });

    const login = await post('login', { idToken: token });
    expect(login.status).toBe(403);
    expect(await readJson<Body>(login)).toEqual({
      status: 403,
      code: 'use-admin-login',
      message: authMessages.useAdminLogin,
    });
  });

  it('refuses the admin-reserved e-mail at sign-up', async () => {
    const account = await accountFor(process.env.ADMIN_RESERVED_EMAIL ?? 'editor@journal.test');
    const res = await post('signup', { idToken: account.idToken, username: unique('editor') });
    expect(res.status).toBe(403);
    expect(await readJson<Body>(res)).toEqual({
      status: 403,
      code: 'email-reserved',
      message: authMessages.reservedEmail,
    });
  });

  it('answers 401 with a message for forged, foreign and expired tokens', async () => {
    const { idToken } = await createAccount();
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      'not-a-token',
      withClaims(idToken, { aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }),
      withClaims(idToken, { iat: now - 7200, exp: now - 3600, auth_time: now - 7200 }),
    ];
    for (const token of bad) {
      for (const path of ['signup', 'login'] as const) {
        const res = await post(path, { idToken: token, username: unique('forger') });
        expect(res.status, `${path} with ${token.slice(0, 20)}`).toBe(401);
        expect(await readJson<Body>(res)).toEqual({
          status: 401,
          code: 'token-invalid',
          message: authMessages.invalidToken,
        });
      }
    }
  });

  it('requires a token and a username', async () => {
    const { idToken } = await createAccount();
    const noToken = await post('signup', { username: unique('x') });
    expect(noToken.status).toBe(400);
    expect(await readJson<Body>(noToken)).toEqual({
      status: 400,
      code: 'invalid-input',
      message: authMessages.missingToken,
    });
    const noUsername = await post('signup', { idToken, username: '  ' });
    expect(noUsername.status).toBe(400);
    expect(await readJson<Body>(noUsername)).toEqual({
      status: 400,
      code: 'invalid-input',
      message: authMessages.allFieldsRequired,
    });
    const loginWithout = await post('login', {});
    expect(loginWithout.status).toBe(400);
    expect((await readJson<Body>(loginWithout)).code).toBe('invalid-input');
  });

  it('refuses a username that differs only in case, and a second sign-up of one account', async () => {
    const username = unique('Taken');
    const first = await createAccount();
    expect((await post('signup', { idToken: first.idToken, username })).status).toBe(201);

    const second = await createAccount();
    const clash = await post('signup', { idToken: second.idToken, username: username.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(await readJson<Body>(clash)).toEqual({
      status: 409,
      code: 'username-taken',
      message: authMessages.duplicateUsernameBackend,
    });

    const again = await post('signup', { idToken: first.idToken, username: unique('other') });
    expect(again.status).toBe(409);
    expect(await readJson<Body>(again)).toEqual({
      status: 409,
      code: 'username-taken',
      message: authMessages.duplicateUsernameBackend,
    });
    const login = await readJson<Body>(await post('login', { idToken: first.idToken }));
    expect(login.user?.username).toBe(username);
  });

  it.each([
    'admin',
    'Administrator',
    'ROOT',
    'support',
    'journal',
    'editor',
    'ad.min',
    // Cyrillic А, fullwidth letters, mathematical bold: they read as 'admin'.
    '\u0410dmin',
    '\uff41\uff44\uff4d\uff49\uff4e',
    '\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}',
  ])('refuses the reserved username %s, storing nothing', async (username) => {
    const account = await createAccount();
    const res = await post('signup', { idToken: account.idToken, username });
    expect(res.status).toBe(400);
    expect(await readJson<Body>(res)).toEqual({
      status: 400,
      code: 'username-reserved',
      message: "This username is reserved for the journal's own use. Please choose another.",
    });
    expect((await db.collection('users').doc(account.uid).get()).exists).toBe(false);
  });

  it('refuses a username that reads as one already taken, and says why', async () => {
    const username = unique('author');
    const first = await createAccount();
    expect((await post('signup', { idToken: first.idToken, username })).status).toBe(201);

    // A Cyrillic а for the first letter and a digit zero for the o look alike; a capital A is the same name.
    for (const lookAlike of [
      `\u0430${username.slice(1)}`,
      username.replace('o', '0'),
      username.replace(/^a/, 'A'),
    ]) {
      const other = await createAccount();
      const clash = await post('signup', { idToken: other.idToken, username: lookAlike });
      expect(clash.status, lookAlike).toBe(409);
      expect(await readJson<Body>(clash), lookAlike).toEqual(
        lookAlike.toLowerCase() === username.toLowerCase()
          ? { status: 409, code: 'username-taken', message: authMessages.duplicateUsernameBackend }
          : {
              status: 409,
              code: 'username-look-alike',
              message:
                "This username looks the same as another author's (letters from another alphabet or look-alike characters). Please choose another.",
            },
      );
      expect((await db.collection('users').doc(other.uid).get()).exists).toBe(false);
    }
  });

  for (const racers of [2, 10]) {
    it(`lets exactly one of ${racers} concurrent sign-ups claim a username`, async () => {
      const base = unique('race');
      const accounts = await Promise.all(Array.from({ length: racers }, () => createAccount()));
      const variants = accounts.map((_, i) => (i % 2 ? base.toUpperCase() : base));
      const responses = await Promise.all(
        accounts.map((a, i) => post('signup', { idToken: a.idToken, username: variants[i] })),
      );
      const bodies = await Promise.all(responses.map((r) => readJson<Body>(r)));
      const winners = responses.filter((r) => r.status === 201);
      expect(winners).toHaveLength(1);
      for (const [i, res] of responses.entries()) {
        if (res.status === 201) continue;
        expect(res.status).toBe(409);
        expect(bodies[i]?.code).toBe('username-taken');
        expect(bodies[i]?.message).toContain(authMessages.duplicateUsernameBackend);
      }
      // The losers have no half-made account: their login finds no profile.
      const logins = await Promise.all(accounts.map((a) => post('login', { idToken: a.idToken })));
      expect(logins.filter((r) => r.status === 200)).toHaveLength(1);
      expect(logins.filter((r) => r.status === 404)).toHaveLength(racers - 1);
    });
  }

  it('answers 404 at login for an account that never completed sign-up', async () => {
    const { idToken } = await createAccount();
    const res = await post('login', { idToken });
    expect(res.status).toBe(404);
    expect(await readJson<Body>(res)).toEqual({
      status: 404,
      code: 'no-author-account',
      message: authMessages.noAuthorAccount,
    });
  });

  it('answers 405 to other methods', async () => {
    for (const path of ['signup', 'login']) {
      const res = await fetch(`${urls.api}/api/auth/${path}`);
      expect(res.status).toBe(405);
      expect(await readJson<Body>(res)).toEqual({
        status: 405,
        code: 'method-not-allowed',
        message: apiMessages.methodNotAllowed,
      });
    }
  });
});
