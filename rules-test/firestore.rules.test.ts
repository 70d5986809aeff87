/**
 * Firestore rules, checked by the official emulator's rules engine: the API (firebase-admin,
 * which bypasses rules) owns every read and write, so a browser client is refused everything,
 * in every collection the app uses, whoever it is. The collections come from the functions'
 * data model, so a new collection is covered the day it is added.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../functions/src/services/model';
import { envHostPort } from '../scripts/test/emulator-env';

let env: RulesTestEnvironment;

// Every refusal below is expected, and the SDK logs each one as a warning (a failed write
// stream, about 140 in all), which buried the rest of a test run's output. Errors still show.
setLogLevel('error');

beforeAll(async () => {
  // The emulator itself, not the recording proxy in front of it: the web SDK speaks
  // WebChannel over HTTP/1.1, not gRPC.
  const [host, port] = envHostPort('JOURNAL_FIRESTORE_EMULATOR');
  env = await initializeTestEnvironment({
    projectId: 'demo-journal-rules',
    firestore: { host, port, rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const SEEDED_ID = 'seeded';

// Seeded once: every test below expects each write to be refused, so none changes the seed, and
// the last test checks that the seeded documents are all still there.
beforeAll(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const name of Object.values(collections)) {
      await db.doc(`${name}/${SEEDED_ID}`).set({ authorUid: 'alice', title: 'Seeded' });
      await db.doc(`${name}/${SEEDED_ID}/nested/child`).set({ authorUid: 'alice' });
    }
  });
});

const clients: Array<[string, () => RulesTestContext]> = [
  ['a visitor without a session', () => env.unauthenticatedContext()],
  ['a signed-in author (even the owner of the document)', () => env.authenticatedContext('alice')],
  [
    'the admin (verified, with the admin claim)',
    () =>
      env.authenticatedContext('root', { admin: true, email: 'admin@journal.test', email_verified: true }),
  ],
];

describe.each(Object.values(collections))('collection %s', (name) => {
  it.each(clients)('refuses %s every direct read and write', async (_who, context) => {
    const db = context().firestore();
    const doc = db.doc(`${name}/${SEEDED_ID}`);
    await assertFails(doc.get());
    await assertFails(db.collection(name).get());
    await assertFails(db.collection(name).where('authorUid', '==', 'alice').get());
    await assertFails(db.doc(`${name}/new-one`).set({ authorUid: 'alice' }));
    await assertFails(doc.update({ title: 'Changed' }));
    await assertFails(doc.delete());
    await assertFails(db.doc(`${name}/${SEEDED_ID}/nested/child`).get());
    await assertFails(db.collectionGroup('nested').get());
  });
});

describe('the seeded documents themselves', () => {
  it('are there as seeded after every refusal above: the rules spoke, and no write went through', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const name of Object.values(collections)) {
        const seeded = await assertSucceeds(db.doc(`${name}/${SEEDED_ID}`).get());
        expect(seeded.data(), name).toEqual({ authorUid: 'alice', title: 'Seeded' });
        const child = await assertSucceeds(db.doc(`${name}/${SEEDED_ID}/nested/child`).get());
        expect(child.exists, `${name}/${SEEDED_ID}/nested/child`).toBe(true);
        const created = await assertSucceeds(db.doc(`${name}/new-one`).get());
        expect(created.exists, `${name}/new-one`).toBe(false);
      }
    });
  });
});
