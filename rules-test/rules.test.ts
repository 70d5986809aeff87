/**
 * Security rules, checked by the official emulators' rules engines (the Node fallbacks have
 * none). scripts/test.ts runs this file inside `firebase emulators:exec` when Java 21+ and the
 * official emulators are present, and prints a line saying it was skipped where they are not.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-journal-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
    storage: { rules: readFileSync('storage.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('articles/a1').set({ title: 'Seeded', featured: false });
    await db.doc('submissions/s1').set({ authorUid: 'alice', paperTitle: 'Private' });
    await db.doc('users/alice').set({ username: 'alice' });
  });
});

describe('Firestore rules: the API owns every read and write', () => {
  it('refuses visitors reading or writing the archive directly', async () => {
    const visitor = env.unauthenticatedContext().firestore();
    await assertFails(visitor.doc('articles/a1').get());
    await assertFails(visitor.doc('articles/a2').set({ title: 'Injected' }));
  });

  it('refuses an author reading even their own submission or profile directly', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(alice.doc('submissions/s1').get());
    await assertFails(alice.doc('users/alice').update({ username: 'mallory' }));
  });

  it('refuses the admin too: admin work goes through the API', async () => {
    const admin = env.authenticatedContext('root', { admin: true }).firestore();
    await assertFails(admin.doc('articles/a1').update({ featured: true }));
  });
});

describe('Storage rules: files are streamed by the API only', () => {
  it('refuses direct reads and writes of manuscripts and article files', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertFails(alice.ref('manuscripts/alice/s1/paper.pdf').getDownloadURL());
    // An UploadTask is a thenable, not a Promise.
    await assertFails(
      Promise.resolve(alice.ref('articles/a1/article.pdf').put(new Uint8Array([37, 80, 68, 70]))),
    );
    const visitor = env.unauthenticatedContext().storage();
    await assertFails(visitor.ref('articles/a1/cover.webp').getDownloadURL());
  });
});
