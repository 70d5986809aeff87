/**
 * Rate limits (services/rate-limits.ts, docs/security.md "Rate limits"), with their real figures
 * against the real emulators: the request after the last one allowed answers 429 with
 * Retry-After (seconds) and the contract's message, and leaves nothing behind (no profile, no
 * outbox message, no submission, no file); concurrent requests let exactly as many through as
 * the limit allows. Only an author who signed up through the journal may submit. A test cannot
 * wait an hour: it moves the recorded uses back in time (letTimePass), or, where a figure is in
 * the hundreds, stores the uses an address made earlier (madeEarlier).
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authMessages, submissionMessages } from '@journal/common/messages';
import { clientAddress as addressOf } from '../src/http/visitor';
import { MAIL_COLLECTION } from '../src/services/mail';
import { mailboxOf } from '../src/services/mailbox';
import { allowanceOf, RATE_LIMITS, type RateLimit } from '../src/services/rate-limits';
import {
  adminAuth,
  bearer,
  bucket,
  clientAddress,
  createAccount,
  createAuthor,
  db,
  letTimePass,
  madeEarlier,
  signIn,
  unique,
  useApi,
} from './harness';
import { postSubmission, readJson, submissionForm, submit } from './people-fixtures';

const urls = useApi();

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type Refusal = { code: string; message: string };

/** A 429 with the refusal's body and a Retry-After of whole seconds within (min, max]. */
async function expectRetryLater(res: Response, refusal: Refusal, seconds: { min?: number; max: number }) {
  expect(await readJson(res)).toEqual({ status: 429, code: refusal.code, message: refusal.message });
  expect(res.status).toBe(429);
  const wait = res.headers.get('retry-after');
  expect(wait).toMatch(/^\d+$/);
  expect(Number(wait)).toBeGreaterThan(seconds.min ?? 0);
  expect(Number(wait)).toBeLessThanOrEqual(seconds.max);
}

/** A client address of its own (198.18.0.0/15 is reserved for tests), so no other test shares it. */
const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** `count` ages, a second apart, the oldest `oldest` milliseconds ago. */
const agesFrom = (oldest: number, count: number) =>
  Array.from({ length: count }, (_, n) => oldest - n * 1000);

const mailsTo = async (address: string) =>
  (await db.collection(MAIL_COLLECTION).where('to', '==', address).get()).size;
const hasProfile = async (uid: string) => (await db.collection('users').doc(uid).get()).exists;

async function signUp(email: string, address = clientAddress) {
  const account = await createAccount(email);
  const res = await fetch(`${urls.api}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ idToken: account.idToken, username: unique('signer') }),
  });
  return { account, res };
}

describe('the windows', () => {
  const limit: RateLimit = {
    name: 'example',
    windows: [
      { max: 2, ms: 10 },
      { max: 3, ms: 100 },
    ],
  };

  it('allow a use while every window has room, and say when the fullest one frees a place', () => {
    expect(allowanceOf([], limit, 1000)).toEqual({ allowed: true });
    expect(allowanceOf([995], limit, 1000)).toEqual({ allowed: true });
    expect(allowanceOf([994, 995], limit, 1000)).toEqual({ allowed: false, retryAfterMs: 4 });
    expect(allowanceOf([910, 920, 930], limit, 1000)).toEqual({ allowed: false, retryAfterMs: 10 });
    expect(allowanceOf([900, 920, 999], limit, 1000)).toEqual({ allowed: true });
  });

  it('fold the spellings of one mailbox and the addresses of one IPv6 network', () => {
    expect(mailboxOf(' Chanda+journal@Example.TEST ')).toBe('chanda@example.test');
    expect(mailboxOf('c.h.anda+x@googlemail.com')).toBe('chanda@gmail.com');
    expect(mailboxOf('c.h.anda@example.test')).toBe('c.h.anda@example.test');
    expect(addressOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressOf('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('sign-up', () => {
  const TOO_MANY = { code: 'signup-rate-limited', message: authMessages.tooManySignups };

  it('takes 3 sign-ups an hour and 5 a day for one mailbox, whatever alias; the next is refused, storing and mailing nothing', async () => {
    const local = unique('flooded');
    const alias = (n: number) => `${local}+${n}@example.test`;
    for (const n of [1, 2, 3]) expect((await signUp(alias(n))).res.status).toBe(201);

    const refused = await signUp(alias(4));
    await expectRetryLater(refused.res, TOO_MANY, { max: 3600 });
    expect(await hasProfile(refused.account.uid)).toBe(false);
    expect(await mailsTo(alias(4))).toBe(0);

    await letTimePass({ limit: RATE_LIMITS.signupsPerMailbox, subject: `${local}@example.test` }, HOUR_MS);
    for (const n of [5, 6]) expect((await signUp(alias(n))).res.status).toBe(201);
    const overDay = await signUp(alias(7));
    await expectRetryLater(overDay.res, TOO_MANY, { min: 22 * 3600, max: 23 * 3600 });
    expect(await hasProfile(overDay.account.uid)).toBe(false);
    expect(await mailsTo(alias(7))).toBe(0);
  });

  it('lets exactly 3 of 6 sign-ups at once for one mailbox through', async () => {
    const local = unique('burst');
    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, n) => createAccount(`${local}+${n}@example.test`)),
    );
    const responses = await Promise.all(
      accounts.map((account) =>
        fetch(`${urls.api}/api/auth/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
          body: JSON.stringify({ idToken: account.idToken, username: unique('burst') }),
        }),
      ),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const profiles = await Promise.all(accounts.map((account) => hasProfile(account.uid)));
    expect(profiles.filter(Boolean)).toHaveLength(3);
    const mails = await Promise.all(accounts.map((account) => mailsTo(account.email)));
    expect(mails.reduce((a, b) => a + b)).toBe(3);
  });

  it('takes 40 sign-ups an hour and 200 a day from one client address, whatever it writes into X-Forwarded-For', async () => {
    const address = freshAddress();
    const check = { limit: RATE_LIMITS.signupsPerAddress, subject: address };
    await madeEarlier(check, agesFrom(60_000, 39));
    expect((await signUp(`${unique('fortieth')}@example.test`, address)).res.status).toBe(201);
    // The proxy appends the address it saw; what the client wrote before it does not count.
    const refused = await signUp(`${unique('forty-first')}@example.test`, `${freshAddress()}, ${address}`);
    await expectRetryLater(refused.res, TOO_MANY, { min: 3400, max: 3540 });
    expect(await hasProfile(refused.account.uid)).toBe(false);
    expect(await mailsTo(refused.account.email)).toBe(0);
    expect((await signUp(`${unique('elsewhere')}@example.test`, freshAddress())).res.status).toBe(201);

    // 199 in the day, none in the last hour: the 200th passes, and the day is full until the
    // first of them is 24 hours old.
    await madeEarlier(check, agesFrom(20 * HOUR_MS, 199));
    expect((await signUp(`${unique('two-hundredth')}@example.test`, address)).res.status).toBe(201);
    const overDay = await signUp(`${unique('over')}@example.test`, address);
    await expectRetryLater(overDay.res, TOO_MANY, { min: 4 * 3600 - 60, max: 4 * 3600 });
    expect(await hasProfile(overDay.account.uid)).toBe(false);
  });
});

describe('verification messages again', () => {
  const TOO_MANY = { code: 'verification-rate-limited', message: authMessages.tooManyVerificationRequests };
  const resend = (token: string) =>
    fetch(`${urls.api}/api/auth/verification`, { method: 'POST', headers: bearer(token) });
  const aMinutePasses = async (uid: string, email: string) => {
    await letTimePass({ limit: RATE_LIMITS.verificationsPerAccount, subject: uid }, MINUTE_MS);
    await letTimePass({ limit: RATE_LIMITS.verificationsPerMailbox, subject: mailboxOf(email) }, MINUTE_MS);
  };

  it('sends one a minute and 5 a day to an account; the rest answer 429 and mail nothing', async () => {
    const author = await createAuthor(urls.api, undefined, { verified: false });
    const atSignUp = await mailsTo(author.email);
    expect(atSignUp).toBe(1);

    const first = await resend(author.idToken);
    expect(await readJson(first)).toEqual({ status: 200, message: authMessages.verificationSent });
    await expectRetryLater(await resend(author.idToken), TOO_MANY, { max: 60 });
    expect(await mailsTo(author.email)).toBe(atSignUp + 1);

    for (let n = 2; n <= 5; n += 1) {
      await aMinutePasses(author.uid, author.email);
      expect((await resend(author.idToken)).status).toBe(200);
    }
    await aMinutePasses(author.uid, author.email);
    await expectRetryLater(await resend(author.idToken), TOO_MANY, { min: 23 * 3600, max: 24 * 3600 });
    expect(await mailsTo(author.email)).toBe(atSignUp + 5);
  });

  it('counts every account and alias of one mailbox together', async () => {
    const local = unique('shared');
    const [a, b] = await Promise.all(
      ['a', 'b'].map(async (tag) => {
        const { account, res } = await signUp(`${local}+${tag}@example.test`);
        expect(res.status).toBe(201);
        return account;
      }),
    );
    expect((await resend(a!.idToken)).status).toBe(200);
    await expectRetryLater(await resend(b!.idToken), TOO_MANY, { max: 60 });
    expect(await mailsTo(b!.email)).toBe(1);
  });

  it('sends exactly one of 4 asked for at once', async () => {
    const author = await createAuthor(urls.api, undefined, { verified: false });
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => (await resend(author.idToken)).status),
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
    expect(await mailsTo(author.email)).toBe(2);
  });
});

describe('submissions', () => {
  const TOO_MANY = { code: 'submission-rate-limited', message: submissionMessages.tooManySubmissions };

  async function stored(uid: string, email: string) {
    const [files] = await bucket.getFiles({ prefix: `manuscripts/${uid}/` });
    const docs = await db.collection('submissions').where('authorUid', '==', uid).get();
    return { docs: docs.size, files: files.length, mails: await mailsTo(email) };
  }

  const postFrom = (address: string, token: string) =>
    fetch(`${urls.api}/api/submissions`, {
      method: 'POST',
      headers: { ...bearer(token), 'X-Forwarded-For': address },
      body: submissionForm(),
    });

  it('takes 10 an hour and 20 a day from an author; the next is refused, storing and mailing nothing', async () => {
    const author = await createAuthor(urls.api);
    for (let n = 0; n < 10; n += 1) await submit(urls.api, author.idToken);
    const before = await stored(author.uid, author.email);
    // A receipt for each, after the verification link of the sign-up.
    expect(before).toEqual({ docs: 10, files: 10, mails: 11 });
    await expectRetryLater(await postSubmission(urls.api, author.idToken, submissionForm()), TOO_MANY, {
      max: 3600,
    });
    expect(await stored(author.uid, author.email)).toEqual(before);

    // 20 in the day, none in the last hour: the day is full until the first is 24 hours old.
    await madeEarlier({ limit: RATE_LIMITS.submissionsPerAccount, subject: author.uid }, [
      ...agesFrom(3 * HOUR_MS, 10),
      ...agesFrom(2 * HOUR_MS, 10),
    ]);
    await expectRetryLater(await postSubmission(urls.api, author.idToken, submissionForm()), TOO_MANY, {
      min: 21 * 3600 - 60,
      max: 21 * 3600,
    });
    expect(await stored(author.uid, author.email)).toEqual(before);
  });

  it('lets exactly 10 of 12 sent at once by one author through', async () => {
    const author = await createAuthor(urls.api);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postSubmission(urls.api, author.idToken, submissionForm())),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(10).fill(201), 429, 429]);
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(await readJson(res)).toMatchObject({ code: TOO_MANY.code });
    }
    expect(await stored(author.uid, author.email)).toMatchObject({ docs: 10, files: 10 });
  });

  it('takes 120 an hour and 500 a day from one client address, whoever submits', async () => {
    const address = freshAddress();
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createAuthor(urls.api)));
    const check = { limit: RATE_LIMITS.submissionsPerAddress, subject: address };
    await madeEarlier(check, agesFrom(60_000, 119));
    expect((await postFrom(address, first!.idToken)).status).toBe(201);
    const before = await stored(second!.uid, second!.email);
    await expectRetryLater(await postFrom(address, second!.idToken), TOO_MANY, { max: 3600 });
    expect(await stored(second!.uid, second!.email)).toEqual(before);
    expect(before).toMatchObject({ docs: 0, files: 0 });
    expect((await postFrom(freshAddress(), second!.idToken)).status).toBe(201);

    // 499 in the day, none in the last hour: the 500th passes, and the day is full until the
    // first of them is 24 hours old.
    await madeEarlier(check, agesFrom(20 * HOUR_MS, 499));
    expect((await postFrom(address, third!.idToken)).status).toBe(201);
    await expectRetryLater(await postFrom(address, third!.idToken), TOO_MANY, {
      min: 4 * 3600 - 60,
      max: 4 * 3600,
    });
    expect(await stored(third!.uid, third!.email)).toMatchObject({ docs: 1, files: 1 });
  });

  it('come only from authors who signed up through the journal: an Auth account alone gets 403 and stores nothing', async () => {
    const account = await createAccount();
    await adminAuth.updateUser(account.uid, { emailVerified: true });
    const token = await signIn(account.email, account.password);
    const res = await postSubmission(urls.api, token, submissionForm());
    expect(await readJson(res)).toEqual({
      status: 403,
      code: 'author-account-required',
      message: submissionMessages.authorAccountRequired,
    });
    expect(res.status).toBe(403);
    expect(await stored(account.uid, account.email)).toEqual({ docs: 0, files: 0, mails: 0 });
  });
});
