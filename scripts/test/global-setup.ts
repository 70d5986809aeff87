/**
 * Once for the whole `vitest` run: the official Firestore emulator (started by firebase-tools,
 * as `npm start` starts it) with the Firestore recorder in front of it (every firebase-admin
 * call of the run goes through the recorder, which the index coverage and reads budget tests
 * read back), the Auth emulator, the Storage emulator's GCS API and a mail sink on the ports
 * vitest.config.ts picked, the demo content, and the real API (and site) app on
 * JOURNAL_TEST_API_PORT, with the `mailDelivery` trigger (outbox-trigger.ts), for the web
 * component tests to render against. The functions tests start their own copies of the app and
 * the trigger in their own process (functions/test/harness.ts). And the web app's builds, when
 * its sources are newer: the `site` function renders pages with them.
 */
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from '../lib/firebase-emulators';
import { startAuthEmulator, startStorageEmulator } from '../lib/emulators';
import { envHostPort, freePort, TEST_ADMIN_EMAIL, TEST_PROJECT } from './emulator-env';
import { startFirestoreRecorder } from './firestore-recorder';
import { startMailSink } from './mail-sink';
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

export default async function setup(project: TestProject) {
  await buildWebIfStale();
  const emulator = hostPort('JOURNAL_FIRESTORE_EMULATOR');
  const services = [
    await startFirestoreEmulator({
      projectId: TEST_PROJECT,
      ...emulator,
      freePort,
      verbose: process.env.JOURNAL_VERBOSE === '1',
    }),
    await startFirestoreRecorder({
      listen: hostPort('FIRESTORE_EMULATOR_HOST'),
      upstream: emulator,
      controlPort: Number(new URL(String(process.env.JOURNAL_FIRESTORE_RECORDER)).port),
    }),
    await startAuthEmulator(TEST_PROJECT, ...envHostPort('FIREBASE_AUTH_EMULATOR_HOST')),
    await startStorageEmulator(TEST_PROJECT, ...envHostPort('FIREBASE_STORAGE_EMULATOR_HOST')),
    await startMailSink('127.0.0.1', Number(new URL(String(process.env.SMTP_URL)).port)),
  ];
  // Before the seed, whose submissions queue mail.
  const { serveOutboxTriggerControl, startOutboxTrigger } = await import('./outbox-trigger');
  const trigger = await startOutboxTrigger();
  const control = await serveOutboxTriggerControl(trigger);
  project.provide('outboxTriggerControl', control.url);
  const { seedDemoContent } = await import('../lib/seed');
  await seedDemoContent({ adminEmail: TEST_ADMIN_EMAIL, adminPassword: 'journal-admin' });
  const { startSiteServer } = await import('./site-server');
  const server: Server = await startSiteServer(Number(process.env.JOURNAL_TEST_API_PORT));
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await control.stop();
    await trigger.stop();
    for (const service of services.reverse()) await service.stop();
  };
}
