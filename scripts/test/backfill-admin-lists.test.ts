/**
 * `npm run backfill:admin-lists` on data written before the admin lists were paged and
 * searched: documents without `searchKeys` get them, `meta/counts` is set from the
 * collections, and a second run changes nothing. In a Firestore project of its own, so that
 * its counts are its own.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from './run-command';

// A project of this run's own: a test stack kept running (npm run test:stack) still holds what
// an earlier run wrote to a fixed one.
const PROJECT = `demo-journal-backfill-${Date.now().toString(36)}`;
const app = initializeApp({ projectId: PROJECT }, 'backfill-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

function backfill() {
  return runScript('backfill-admin-lists.ts', ['--project', PROJECT]);
}

describe('npm run backfill:admin-lists', () => {
  it('writes the search keys and the list counts, and a second run changes nothing', async () => {
    const createdAt = Timestamp.now();
    await db.doc('users/u1').set({ username: 'Mwila_Banda', email: 'mwila@example.test', createdAt });
    await db.doc('users/u2').set({ username: 'chanda', email: 'chanda@example.test', createdAt });
    for (const [id, status] of [
      ['s1', 'Pending'],
      ['s2', 'Approved'],
      ['s3', 'Approved'],
    ] as const) {
      await db.doc(`submissions/${id}`).set({
        paperTitle: `Solar drying of cassava ${id}`,
        correspondingAuthor: 'Chipo Zulu',
        authorEmail: 'chipo@example.test',
        status,
        createdAt,
      });
    }
    await db.doc('articles/a1').set({ title: 'Grid-forming inverters', slug: 'grid-inverters', createdAt });

    const first = await backfill();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('users: search keys written on 2 documents');
    expect(first.stdout).toContain('submissions: search keys written on 3 documents');
    expect(first.stdout).toContain('articles: search keys written on 1 documents');

    const user = (await db.doc('users/u1').get()).get('searchKeys') as string[];
    expect(user).toEqual(expect.arrayContaining(['mwila_banda', 'banda', 'mwila@example.test', 'm']));
    const submission = (await db.doc('submissions/s2').get()).get('searchKeys') as string[];
    expect(submission).toEqual(
      expect.arrayContaining(['cassava', 'chipo zulu', 'zulu', 'chipo@example.test']),
    );
    expect((await db.doc('articles/a1').get()).get('searchKeys')).toEqual(
      expect.arrayContaining(['grid-forming inverters', 'inverters', 'grid-inv']),
    );
    expect((await db.doc('meta/counts').get()).data()).toEqual({
      users: 2,
      articles: 1,
      submissions: { all: 3, Pending: 1, Approved: 2, Rejected: 0 },
    });

    const second = await backfill();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('users: search keys written on 0 documents');
    expect(second.stdout).toContain('submissions: search keys written on 0 documents');
  });
});
