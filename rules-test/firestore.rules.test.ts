/**
 * Firestore rules, checked by the official emulator's rules engine: the API (firebase-admin,
 * which bypasses rules) owns every read and write, so a browser client is refused everything,
 * in every collection the app uses, whoever it is. The collections come from the functions'
 * data model, so a new collection is covered the day it is added.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../functions/src/services/model';
import { envHostPort } from '../scripts/test/emulator-env';
import { FirestoreRest, stringFields, type Caller } from './emulator-rest';

// The emulator itself, not the recording proxy in front of it, which speaks gRPC only.
const [host, port] = envHostPort('JOURNAL_FIRESTORE_EMULATOR');
const firestore = new FirestoreRest(`http://${host}:${port}`, 'demo-journal-rules');

const SEEDED_ID = 'seeded';
const SEEDED = stringFields({ authorUid: 'alice', title: 'Seeded' });
const CHILD = stringFields({ authorUid: 'alice' });

// Seeded once: every test below expects each write to be refused, so none changes the seed, and
// the last test checks that the seeded documents are all still there.
beforeAll(async () => {
  await firestore.loadRules(readFileSync('firestore.rules', 'utf8'));
  await firestore.clear();
  for (const name of Object.values(collections)) {
    for (const [path, fields] of [
      [`${name}/${SEEDED_ID}`, SEEDED],
      [`${name}/${SEEDED_ID}/nested/child`, CHILD],
    ] as const) {
      const response = await firestore.set('owner', path, fields);
      expect(response.status, `seeding ${path}`).toBe(200);
    }
  }
});

const clients: Array<[string, Caller]> = [
  ['a visitor without a session', 'visitor'],
  ['a signed-in author (even the owner of the document)', { uid: 'alice' }],
  [
    'the admin (verified, with the admin claim)',
    { uid: 'root', claims: { admin: true, email: 'admin@journal.test', email_verified: true } },
  ],
];

/** The answer the rules give a refused call: 403 with gRPC's PERMISSION_DENIED. */
async function expectRefused(call: string, answer: Promise<Response>) {
  const response = await answer;
  const body = (await response.json()) as
    { error?: { status?: string } } | Array<{ error?: { status?: string } }>;
  const error = Array.isArray(body) ? body[0]?.error : body.error;
  expect({ call, status: response.status, error: error?.status }).toEqual({
    call,
    status: 403,
    error: 'PERMISSION_DENIED',
  });
}

describe.each(Object.values(collections))('collection %s', (name) => {
  it.each(clients)('refuses %s every direct read and write', async (_who, caller) => {
    const seeded = `${name}/${SEEDED_ID}`;
    await expectRefused('get', firestore.get(caller, seeded));
    await expectRefused('list', firestore.query(caller, { collectionId: name }));
    await expectRefused(
      'query',
      firestore.query(caller, { collectionId: name }, { field: 'authorUid', equals: 'alice' }),
    );
    await expectRefused('create', firestore.set(caller, `${name}/new-one`, CHILD));
    await expectRefused('update', firestore.update(caller, seeded, stringFields({ title: 'Changed' })));
    await expectRefused('delete', firestore.delete(caller, seeded));
    await expectRefused('get nested', firestore.get(caller, `${seeded}/nested/child`));
    await expectRefused(
      'collection group',
      firestore.query(caller, { collectionId: 'nested', allDescendants: true }),
    );
  });
});

describe('the seeded documents themselves', () => {
  it('are there as seeded after every refusal above: the rules spoke, and no write went through', async () => {
    for (const name of Object.values(collections)) {
      const seeded = await firestore.get('owner', `${name}/${SEEDED_ID}`);
      expect(seeded.status, name).toBe(200);
      expect(((await seeded.json()) as { fields: unknown }).fields, name).toEqual(SEEDED);
      const child = await firestore.get('owner', `${name}/${SEEDED_ID}/nested/child`);
      expect(child.status, `${name}/${SEEDED_ID}/nested/child`).toBe(200);
      const created = await firestore.get('owner', `${name}/new-one`);
      expect(created.status, `${name}/new-one`).toBe(404);
    }
  });
});
