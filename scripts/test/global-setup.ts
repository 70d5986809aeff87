/**
 * Once for the whole `vitest` run: the official Firestore emulator (started by firebase-tools,
 * as `npm start` starts it) with the Firestore recorder in front of it (every firebase-admin
 * call of the run goes through the recorder, which the index coverage and reads budget tests
 * read back), the Auth emulator, the Storage emulator's GCS API and a mail sink on the ports
 * vitest.config.ts picked, and the demo content, which every test file's namespace copies
 * (namespaces.ts: each file has a Firestore project, a bucket and an admin of its own, asked for
 * on JOURNAL_TEST_STACK). And the web app's builds, when its sources are newer: the `site`
 * function renders pages with them. When the run ends, it leaves what the recorder saw in
 * JOURNAL_RECORDING_FILE, if set, for the index coverage check (scripts/test.ts).
 */
import { writeFileSync } from 'node:fs';
import { startFirestoreEmulator } from '../lib/firebase-emulators';
import { startAuthEmulator, startStorageEmulator } from '../lib/emulators';
import { envHostPort, freePort, TEST_ADMIN_EMAIL, TEST_PROJECT } from './emulator-env';
import { startFirestoreRecorder } from './firestore-recorder';
import { startMailSink } from './mail-sink';
import { ADMIN_PASSWORD, Namespaces, serveNamespaces } from './namespaces';
import { buildWeb, webBuildIsFresh } from '../lib/web-build';

/**
 * The builds `npm start` makes: with the emulator mode's configuration, not the test run's
 * VITE_* (which name this run's ports).
 */
async function buildWebIfStale() {
  if (webBuildIsFresh()) return;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  await buildWeb('emulator', env);
}

function hostPort(name: string) {
  const [host, port] = envHostPort(name);
  return { host, port };
}

export default async function setup() {
  await buildWebIfStale();
  const emulator = hostPort('JOURNAL_FIRESTORE_EMULATOR');
  const recorder = hostPort('FIRESTORE_EMULATOR_HOST');
  // What the suite's environment was before any namespace: each namespace's API starts from it.
  const suiteEnv = { ...process.env };
  const firestore = await startFirestoreEmulator({
    projectId: TEST_PROJECT,
    ...emulator,
    freePort,
    verbose: process.env.JOURNAL_VERBOSE === '1',
  });
  const recording = await startFirestoreRecorder({
    listen: recorder,
    upstream: emulator,
    controlPort: Number(new URL(String(process.env.JOURNAL_FIRESTORE_RECORDER)).port),
  });
  const services = [
    firestore,
    recording,
    await startAuthEmulator(TEST_PROJECT, ...envHostPort('FIREBASE_AUTH_EMULATOR_HOST')),
    await startStorageEmulator(TEST_PROJECT, ...envHostPort('FIREBASE_STORAGE_EMULATOR_HOST')),
    await startMailSink('127.0.0.1', Number(new URL(String(process.env.SMTP_URL)).port)),
  ];
  // The demo content every namespace copies, delivered as a deployed stack would have delivered
  // its mail by then.
  const { startOutboxTrigger } = await import('./outbox-trigger');
  const trigger = await startOutboxTrigger();
  const { seedDemoContent } = await import('../lib/seed');
  await seedDemoContent({ adminEmail: TEST_ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  await trigger.settled();
  await trigger.stop();
  const namespaces = new Namespaces({ recorder, emulator, env: suiteEnv });
  const control = await serveNamespaces(
    namespaces,
    Number(new URL(String(process.env.JOURNAL_TEST_STACK)).port),
  );
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await namespaces.stopAll();
    const recordingFile = process.env.JOURNAL_RECORDING_FILE;
    if (recordingFile) writeFileSync(recordingFile, JSON.stringify(recording.recording.summary()));
    for (const service of services.reverse()) await service.stop();
  };
}
