/**
 * Storage rules, checked by the Storage emulator's rules runtime. That runtime is a Java
 * download these machines cannot make, so scripts/test.ts runs this file (inside
 * `firebase emulators:exec --only storage`) only where it is already cached, and otherwise
 * names it as skipped in the last lines of `npm test`.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-journal-rules',
    storage: { rules: readFileSync('storage.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
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
