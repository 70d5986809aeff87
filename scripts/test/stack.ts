/**
 * The test stack: the official Firestore emulator and the Auth emulator (started together by
 * firebase-tools' own `emulators:start`, as `npm start` starts them) with the Firestore recorder
 * in front of Firestore (every firebase-admin call goes through it, or through a namespace's door,
 * which records into the same recording: the index coverage and reads budget tests read it back),
 * the Storage emulator's GCS API and a mail sink, on the ports the environment names
 * (emulator-env.ts), and the demo content, which every test file's namespace copies
 * (namespaces.ts: a Firestore project, a bucket and an admin of its own, asked for on
 * JOURNAL_TEST_STACK).
 *
 * A `vitest run` starts one for itself (global-setup.ts), unless a developer keeps one running
 * with `npm run test:stack` (test-stack.ts), which the runs then reuse.
 */
import { startFirestoreEmulator } from '../lib/firebase-emulators';
import { startStorageEmulator } from '../lib/emulators';
import { freePort } from '../lib/free-port';
import { envHostPort, TEST_ADMIN_EMAIL, TEST_PROJECT } from './emulator-env';
import { startFirestoreRecorder, type FirestoreRecording } from './firestore-recorder';
import { startMailSink } from './mail-sink';
import { ADMIN_PASSWORD, Namespaces, serveNamespaces } from './namespaces';

export interface TestStack {
  recording: FirestoreRecording;
  stop(): Promise<void>;
}

function hostPort(name: string) {
  const [host, port] = envHostPort(name);
  return { host, port };
}

const portOf = (name: string) => Number(new URL(String(process.env[name])).port);

/**
 * Starts the stack on the ports of this process's environment (testEnvironment()); `kept`: it
 * serves run after run (`npm run test:stack`), not one run's files only.
 */
export async function startTestStack({ kept }: { kept: boolean }): Promise<TestStack> {
  const emulator = hostPort('JOURNAL_FIRESTORE_EMULATOR');
  const recorder = hostPort('FIRESTORE_EMULATOR_HOST');
  // What the suite's environment was before any namespace: each namespace's API starts from it.
  const suiteEnv = { ...process.env };
  const emulators = await startFirestoreEmulator({
    projectId: TEST_PROJECT,
    ...emulator,
    authPort: envHostPort('FIREBASE_AUTH_EMULATOR_HOST')[1],
    freePort,
    verbose: process.env.JOURNAL_VERBOSE === '1',
    quickCompilerOnly: true,
  });
  const recording = await startFirestoreRecorder({
    listen: recorder,
    upstream: emulator,
    controlPort: portOf('JOURNAL_FIRESTORE_RECORDER'),
  });
  const services = [
    emulators,
    recording,
    await startStorageEmulator(TEST_PROJECT, ...envHostPort('FIREBASE_STORAGE_EMULATOR_HOST')),
    await startMailSink('127.0.0.1', portOf('SMTP_URL')),
  ];
  // The demo content every namespace copies, delivered as a deployed stack would have delivered
  // its mail by then.
  const { startOutboxTrigger } = await import('./outbox-trigger');
  const trigger = await startOutboxTrigger();
  const { seedDemoContent } = await import('../lib/seed');
  await seedDemoContent({ adminEmail: TEST_ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  await trigger.settled();
  await trigger.stop();
  const namespaces = new Namespaces({ tap: recording.tap, emulator, env: suiteEnv, dropReleasedData: kept });
  const control = await serveNamespaces(namespaces, portOf('JOURNAL_TEST_STACK'));
  return {
    recording: recording.recording,
    stop: async () => {
      await new Promise((resolve) => control.close(resolve));
      await namespaces.stopAll();
      for (const service of services.reverse()) await service.stop();
    },
  };
}
