/**
 * A setup file of the emulator test projects (vitest.config.ts): before the test file imports
 * anything, it asks the stack for a namespace of its own (namespaces.ts) and points this worker's
 * environment at it, so firebase-admin, the web app under test and the helpers all work in it.
 * The namespace holds a copy of the demo content, or nothing when the project sets
 * JOURNAL_NAMESPACE_CONTENT=empty; with JOURNAL_NAMESPACE_API=1 it has its own API and site too.
 * It is dropped when the file is done.
 */
import { afterAll } from 'vitest';
import { namespaceEnv, type TestNamespace } from './namespace-env';

const stack = process.env.JOURNAL_TEST_STACK;
if (!stack)
  throw new Error('JOURNAL_TEST_STACK is not set: run the tests through vitest (vitest.config.ts sets it)');

const query = new URLSearchParams({
  content: process.env.JOURNAL_NAMESPACE_CONTENT === 'empty' ? 'empty' : 'demo',
  api: process.env.JOURNAL_NAMESPACE_API === '1' ? '1' : '0',
});
const response = await fetch(`${stack}/namespaces?${query}`, { method: 'POST' });
if (!response.ok)
  throw new Error(`The test stack gave no namespace: ${response.status} ${await response.text()}`);
const namespace = (await response.json()) as TestNamespace;
Object.assign(process.env, namespaceEnv(namespace));

afterAll(async () => {
  await fetch(`${stack}/namespaces/${namespace.project}`, { method: 'DELETE' });
});
