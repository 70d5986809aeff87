/// <reference types="node" />
/**
 * A journal with nothing in it yet, as on the day it is deployed: an API of its own in front of
 * a Firestore emulator of its own, started empty, beside the suite's (whose demo content the
 * other web tests read). It shares the suite's Auth and Storage emulators, so the suite's admin
 * signs in to it as to the other. Both run in a child process (web code may not import the
 * scripts that start them), stopped when the caller is done or when this process ends.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { volumeApi } from '@journal/common/contracts/volumes-routes';

/** The repository's root: vitest runs from it (vitest.config.ts is there). */
const ROOT = `${process.cwd()}/`;
if (!existsSync(`${ROOT}scripts/test/site-server.ts`)) {
  throw new Error(`Run the web tests from the repository root (the current folder is ${ROOT})`);
}

// Runs in the child (Node with tsx), from the repository root.
const CHILD = `
const root = process.env.JOURNAL_ROOT;
const { startFirestoreEmulator } = await import(root + 'scripts/lib/firebase-emulators.ts');
const { freePort } = await import(root + 'scripts/test/emulator-env.ts');
const firestore = await startFirestoreEmulator({
  projectId: process.env.GCLOUD_PROJECT,
  host: '127.0.0.1',
  port: Number(process.env.JOURNAL_EMPTY_FIRESTORE_PORT),
  freePort,
});
const { startSiteServer } = await import(root + 'scripts/test/site-server.ts');
const server = await startSiteServer(0);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close();
  await firestore.stop();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
console.log('journal-api-port ' + server.address().port);
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits for the API's first answer from Firestore. The first read of a fresh emulator (a cold
 * channel, an emulator still warming up) can take many seconds on a busy machine; it is taken
 * here, before a test's own waiting starts, so a test measures the dashboard, not the start-up.
 */
async function warmUp(url: string, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until)
      throw new Error(`the empty journal's API did not answer ${url} (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface EmptyJournal {
  /** Where its API answers, e.g. http://127.0.0.1:41234. */
  apiBase: string;
  stop(): Promise<void>;
}

export async function startEmptyJournal(): Promise<EmptyJournal> {
  const firestorePort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      JOURNAL_ROOT: ROOT,
      JOURNAL_EMPTY_FIRESTORE_PORT: String(firestorePort),
      // The API's firebase-admin reads this: the empty emulator, not the suite's recorder.
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /journal-api-port (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`the empty journal stopped (${code}) before it answered:\n${output}`)),
    );
  });
  const apiBase = `http://127.0.0.1:${port}`;
  await warmUp(`${apiBase}${volumeApi.list.path({})}`);
  return {
    apiBase,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
