/**
 * Keys no input can break: whatever a username's folded key holds ('/' from ノ, ﾉ, 丿 or ½, '..',
 * `__x__`, nothing at all, 1,500 bytes), its claim is one top-level document of its own, so
 * sign-up answers 201 or a 4xx, never 500, and never lands on another name's claim. A sign-up
 * repeated with the same account and name (a retried commit) succeeds without a second write.
 */
import { describe, expect, it } from 'vitest';
import { usernameErrors } from '@journal/common/contracts/signup';
import { authErrors } from '@journal/common/contracts/users';
import { volumeErrors } from '@journal/common/contracts/volumes';
import { usernameKey } from '@journal/common/username-key';
import { DomainError } from '../src/services/errors';
import { documentIdForKey, isLegalDocumentId } from '../src/services/input';
import { createWithClaim } from '../src/services/slug-claims';
import { createAccount, db, unique, useApi } from './harness';
import { readJson } from './people-fixtures';

const urls = useApi();

interface Body {
  status: number;
  code?: string;
  message: string;
  user?: { username: string };
}

const post = (path: 'signup' | 'login', body: unknown) =>
  fetch(`${urls.api}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function signUp(username: string) {
  const account = await createAccount();
  const res = await post('signup', { idToken: account.idToken, username });
  return { account, status: res.status, body: await readJson<Body>(res) };
}

/** Every claim in the usernames collection held by the account. */
async function claimsOf(uid: string) {
  return (await db.collection('usernames').where('uid', '==', uid).get()).docs;
}

/** The account's one claim: top-level, a legal id, holding its name and key, with nothing under it. */
async function expectOneClaim(uid: string, username: string) {
  const claims = await claimsOf(uid);
  expect(claims, username).toHaveLength(1);
  const claim = claims[0]!;
  expect(isLegalDocumentId(claim.id), username).toBe(true);
  expect(claim.data(), username).toEqual({ uid, username, key: usernameKey(username) });
  expect(await claim.ref.listCollections(), username).toEqual([]);
  return claim;
}

const lookAlike = {
  status: 409,
  code: usernameErrors.lookAlike.code,
  message: usernameErrors.lookAlike.message,
};
const taken = { status: 409, code: authErrors.usernameTaken.code, message: authErrors.usernameTaken.message };

describe('documentIdForKey', () => {
  const keys = [
    'a/b',
    '/',
    '/リ',
    'a/b/c',
    '.',
    '..',
    '...',
    '__x__',
    '',
    '%2e',
    '~',
    'x'.repeat(1500),
    'x'.repeat(1501),
    '\u00e9'.repeat(750),
    '\u00e9'.repeat(751),
    '\u30ce'.repeat(2000),
    '\ud800',
    '\udc00',
    'volume:2024',
    'issue:AbC123xyz:issue-1',
    'rnary.banda',
  ];

  it('gives every key exactly one legal id of its own, and keeps plain keys as they are', () => {
    const ids = keys.map(documentIdForKey);
    for (const [i, id] of ids.entries()) {
      expect(isLegalDocumentId(id), JSON.stringify(keys[i]).slice(0, 40)).toBe(true);
      expect(db.collection('usernames').doc(id).path).toBe(`usernames/${id}`);
    }
    expect(new Set(ids).size).toBe(keys.length);
    expect(documentIdForKey('volume:2024')).toBe('volume:2024');
    expect(documentIdForKey('issue:AbC123xyz:issue-1')).toBe('issue:AbC123xyz:issue-1');
    expect(documentIdForKey('x'.repeat(1500))).toBe('x'.repeat(1500));
    expect(documentIdForKey('a/b')).toMatch(/^~[0-9a-f]{64}$/);
  });

  it('names documents Firestore accepts, one per key', async () => {
    const scratch = db.collection(unique('scratch-key-ids'));
    await Promise.all(keys.map((key, i) => scratch.doc(documentIdForKey(key)).create({ i })));
    const stored = await scratch.get();
    expect(stored.docs.map((d) => d.get('i') as number).sort((a, b) => a - b)).toEqual(keys.map((_, i) => i));
  });
});

describe('sign-up with usernames whose key is not a plain id', () => {
  const claimed = new Map<string, string>();
  const NAMES: [string, string][] = [
    ["Katakana \u30ce, whose skeleton is '/'", `${unique('k')}\u30ceb`],
    ['halfwidth \uff89', `${unique('k')}\uff89b`],
    ['\u4e3f', `${unique('k')}\u4e3fb`],
    ["\u00bd, whose NFKC fraction slash folds to '/'", `${unique('k')}\u00bdb`],
    ['two slashes, once a nested usernames/…/b/c', `${unique('k')}\u30ceb\u30cec`],
    ["'..'", '..'],
    ["'.'", '.'],
    ['__x__', `__${unique('k')}__`],
    ['the Hangul filler, whose key is empty', '\u3164'],
    ['the longest key the rule admits (1,500 bytes)', '\ufdfa'.repeat(50)],
  ];

  it.each(NAMES)(
    'answers 201 to %s, with one top-level claim and nothing nested',
    async (_label, username) => {
      const { account, status, body } = await signUp(username);
      expect(body.status, body.message).toBe(201);
      expect(status).toBe(201);
      const claim = await expectOneClaim(account.uid, username);
      claimed.set(username, claim.id);
      const login = await readJson<Body>(await post('login', { idToken: account.idToken }));
      expect(login.user?.username).toBe(username);
      // Where the former ids wrote a key with two '/'s: a document nested under the first part.
      const [first = '', ...rest] = usernameKey(username).split('/');
      if (rest.length > 0 && first) {
        expect(await db.collection('usernames').doc(first).listCollections()).toEqual([]);
      }
    },
  );

  it('gave those names claims of their own, none shared', () => {
    expect(Buffer.byteLength(usernameKey('\ufdfa'.repeat(50)))).toBe(1500);
    expect([...claimed.keys()]).toEqual(NAMES.map(([, name]) => name));
    expect(new Set(claimed.values()).size).toBe(NAMES.length);
  });

  it('keeps ノ{name} and {name} apart: neither takes the other’s claim', async () => {
    const name = unique('riku');
    const first = await signUp(`\u30ce${name}`);
    expect(first.status).toBe(201);
    const second = await signUp(name);
    expect(second.status).toBe(201);
    const a = await expectOneClaim(first.account.uid, `\u30ce${name}`);
    const b = await expectOneClaim(second.account.uid, name);
    expect(a.id).not.toBe(b.id);
  });

  it('still refuses look-alikes of such a name, storing nothing', async () => {
    const base = unique('o');
    const first = await signUp(`${base}\u30ceb`);
    expect(first.status).toBe(201);
    // Halfwidth ﾉ is ノ after NFKC, and a capital is case: the same name. 丿 and a Cyrillic о only look alike.
    for (const [other, refusal] of [
      [`${base}\uff89b`, taken],
      [`${base.toUpperCase()}\u30ceb`, taken],
      [`${base}\u4e3fb`, lookAlike],
      [`\u043e${base.slice(1)}\u30ceb`, lookAlike],
    ] as const) {
      const { account, status, body } = await signUp(other);
      expect(status, other).toBe(409);
      expect(body, other).toEqual(refusal);
      expect((await db.collection('users').doc(account.uid).get()).exists, other).toBe(false);
      expect(await claimsOf(account.uid), other).toEqual([]);
    }
    await expectOneClaim(first.account.uid, `${base}\u30ceb`);
  });
});

describe('a sign-up run again', () => {
  const usersCount = async () => (await db.doc('meta/counts').get()).get('users') as number;

  it('answers 201 to the same account and name again, writing nothing more; another account gets 409', async () => {
    const username = unique('Again');
    const account = await createAccount();
    const before = await usersCount();
    for (const attempt of [1, 2]) {
      const res = await post('signup', { idToken: account.idToken, username });
      expect(res.status, `attempt ${attempt}`).toBe(201);
    }
    expect(await usersCount()).toBe(before + 1);
    expect((await db.collection('users').where('username', '==', username).get()).size).toBe(1);
    await expectOneClaim(account.uid, username);

    const other = await signUp(username);
    expect(other.status).toBe(409);
    expect(other.body).toEqual(taken);
    expect(await claimsOf(other.account.uid)).toEqual([]);
    expect(await usersCount()).toBe(before + 1);
  });

  it('recognises a claim that holds its own record, and refuses any other', async () => {
    // Scratch collections, so that no volume slug is left claimed by a record that does not exist.
    const slug = unique('again');
    const claimRef = db.collection(unique('scratch-claims')).doc(documentIdForKey(`volume:${slug}`));
    const records = db.collection(unique('scratch-claim-records'));
    const takenRefusal = volumeErrors.slugTaken(slug);
    const claimFor = (recordId: string) => ({
      ref: claimRef,
      data: { kind: 'volume', recordId },
      taken: takenRefusal,
    });
    const mine = records.doc();
    const create = () =>
      createWithClaim(claimFor(mine.id), async (tx) => {
        tx.create(mine, { slug });
        return mine.id;
      });
    expect(await create()).toBe(mine.id);
    // The same transaction again, as after a commit that was applied but answered UNAVAILABLE.
    expect(await create()).toBe(mine.id);

    const theirs = records.doc();
    const refused = await createWithClaim(claimFor(theirs.id), async (tx) => {
      tx.create(theirs, { slug });
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).refusal).toBe(takenRefusal);
    expect((await claimRef.get()).data()).toEqual({ kind: 'volume', recordId: mine.id });
    expect((await records.get()).docs.map((d) => d.id)).toEqual([mine.id]);
  });
});
