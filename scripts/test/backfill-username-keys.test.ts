/**
 * `npm run backfill:username-keys` on claims written under the former ids (the key itself, '/'s
 * making paths; '.', '..' and `__x__` escaped with '%'): each moves to its new id holding
 * `{uid, username, key}`, the old one (nested ones included) is gone, a name whose former id was
 * another's claim is freed, a new id held by another account is left alone and reported, and a
 * second run changes nothing. In a Firestore project of its own.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { usernameKey } from '@journal/common/username-key';
import { documentIdForKey } from '../../functions/src/services/input';
import { runScript } from './run-command';

// A project of this run's own: a test stack kept running (npm run test:stack) still holds what
// an earlier run wrote to a fixed one.
const PROJECT = `demo-journal-username-keys-${Date.now().toString(36)}`;
const app = initializeApp({ projectId: PROJECT }, 'backfill-username-keys-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

function backfill() {
  return runScript('backfill-username-keys.ts', ['--project', PROJECT]);
}

/** Seeds a profile and its claim at the path the former ids gave it. */
async function seed(uid: string, username: string, formerPath: string) {
  await db.doc(`users/${uid}`).set({ username, email: `${uid}@example.test`, createdAt: Timestamp.now() });
  await db.doc(formerPath).set({ uid, username });
}

const newId = (username: string) => documentIdForKey(usernameKey(username));

async function claims() {
  const snap = await db.collection('usernames').get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
}

describe('npm run backfill:username-keys', () => {
  it('moves every claim to its new id, frees names, reports conflicts, and a second run changes nothing', async () => {
    await seed('u-plain', 'Mwila', 'usernames/rnwila');
    await seed('u-nested', 'a\u30ceb\u30cec', 'usernames/a/b/c');
    // 'ノリ' had the key '/リ', which Firestore read as usernames/リ: the claim of 'リ'.
    await seed('u-no-ri', '\u30ce\u30ea', 'usernames/\u30ea');
    await seed('u-dots', '..', 'usernames/%2e.');
    await seed('u-reserved', '__x__', 'usernames/%5f_x__');
    await seed('u-letters', 'chipo.\u0436anda', `usernames/${usernameKey('chipo.\u0436anda')}`);
    // Someone signed up after the deploy, before the backfill, under the new id of an old claim.
    await seed('u-old', 'Zambezi\u00e9', `usernames/${usernameKey('Zambezi\u00e9')}`);
    await db.doc(`usernames/${newId('Zambezi\u00e9')}`).set({
      uid: 'u-new',
      username: 'ZAMBEZI\u00c9',
      key: usernameKey('Zambezi\u00e9'),
    });

    const first = await backfill();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      'usernames: 6 claims written at their new ids, 1 already in place, 1 conflicts',
    );
    expect(first.stdout).toContain(
      `conflict, left as it is: usernames/${usernameKey('Zambezi\u00e9')} (u-old,`,
    );

    const claim = (uid: string, username: string) => ({ uid, username, key: usernameKey(username) });
    expect(await claims()).toEqual({
      [newId('Mwila')]: claim('u-plain', 'Mwila'),
      [newId('a\u30ceb\u30cec')]: claim('u-nested', 'a\u30ceb\u30cec'),
      [newId('\u30ce\u30ea')]: claim('u-no-ri', '\u30ce\u30ea'),
      [newId('..')]: claim('u-dots', '..'),
      [newId('__x__')]: claim('u-reserved', '__x__'),
      [newId('chipo.\u0436anda')]: claim('u-letters', 'chipo.\u0436anda'),
      [newId('Zambezi\u00e9')]: claim('u-new', 'ZAMBEZI\u00c9'),
      [usernameKey('Zambezi\u00e9')]: { uid: 'u-old', username: 'Zambezi\u00e9' },
    });
    expect(newId('Mwila')).toBe('rnwila');
    expect((await db.doc('usernames/a/b/c').get()).exists).toBe(false);
    expect(await db.doc('usernames/a').listCollections()).toEqual([]);
    expect((await db.doc('usernames/\u30ea').get()).exists).toBe(false);

    const second = await backfill();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      'usernames: 0 claims written at their new ids, 7 already in place, 1 conflicts',
    );
    expect(Object.keys(await claims())).toHaveLength(8);
  });
});
