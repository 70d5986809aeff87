/**
 * Storage rules, checked by the Storage emulator's rules runtime. That runtime is a Java
 * download these machines cannot make, so scripts/test.ts runs this file (inside
 * `firebase emulators:exec --only storage`) only where it is already cached, and otherwise
 * names it as skipped in the last lines of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { StorageRest, type Caller } from './emulator-rest';

const PROJECT = 'demo-journal-rules';
const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!host) throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: run this file inside emulators:exec');
const storage = new StorageRest(`http://${host}`, PROJECT, PROJECT);

beforeAll(async () => {
  await storage.loadRules(readFileSync('storage.rules', 'utf8'));
});

/** The Storage emulator's answer to a call the rules refuse. */
async function expectRefused(answer: Promise<Response>, permission: 'READ' | 'WRITE') {
  const response = await answer;
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    error: { code: 403, message: `Permission denied. No ${permission} permission.` },
  });
}

describe('Storage rules: files are streamed by the API only', () => {
  it('refuses direct reads and writes of manuscripts and article files', async () => {
    const alice: Caller = { uid: 'alice' };
    await expectRefused(storage.metadata(alice, 'manuscripts/alice/s1/paper.pdf'), 'READ');
    await expectRefused(
      storage.upload(alice, 'articles/a1/article.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf'),
      'WRITE',
    );
    await expectRefused(storage.metadata('visitor', 'articles/a1/cover.webp'), 'READ');
  });
});
