/**
 * Where the test suite's emulators and API listen. Ports are picked free for each `vitest`
 * run (in vitest.config.ts), so test runs never collide with a developer's `npm start` stack
 * or with another test run; everything reads them back from the environment.
 */
import { freePort } from '../lib/free-port.ts';
import { NO_METADATA_SERVER } from '../lib/no-metadata-server.ts';

export const TEST_PROJECT = 'demo-journal-test';
export const TEST_ADMIN_EMAIL = 'admin@journal.test';

export interface TestPorts {
  auth: number;
  /** The Firestore emulator itself. */
  firestore: number;
  /** The Firestore recorder that firebase-admin talks to, and its control server. */
  firestoreRecorder: number;
  recorderControl: number;
  storage: number;
  /** The configured origin of the site (SITE_URL); each namespace's API listens on a port of its own. */
  api: number;
  /** The control server of the suite's namespaces (namespaces.ts). */
  stack: number;
  /** The mail sink (mail-sink.ts). */
  smtp: number;
}

export async function pickTestPorts(): Promise<TestPorts> {
  return {
    auth: await freePort(),
    firestore: await freePort(),
    firestoreRecorder: await freePort(),
    recorderControl: await freePort(),
    storage: await freePort(),
    api: await freePort(),
    stack: await freePort(),
    smtp: await freePort(),
  };
}

/** The functions' environment under test (firebase-admin reads the emulator hosts itself). */
export function testEnvironment(ports: TestPorts) {
  return {
    GCLOUD_PROJECT: TEST_PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    // firebase-admin talks to the Firestore recorder (firestore-recorder.ts), which forwards
    // every call to the emulator and records query shapes and document reads.
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestoreRecorder}`,
    // The emulator's own address, for clients that must not go through the recorder (the web
    // SDK of the rules tests speaks WebChannel over HTTP/1, which the recorder does not).
    JOURNAL_FIRESTORE_EMULATOR: `127.0.0.1:${ports.firestore}`,
    JOURNAL_FIRESTORE_RECORDER: `http://127.0.0.1:${ports.recorderControl}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    STORAGE_BUCKET: `${TEST_PROJECT}.appspot.com`,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_RESERVED_EMAIL: 'editor@journal.test',
    // The site's configured origin: every absolute URL the functions answer starts with it,
    // whichever address a request came to. A namespace's own API and site use their own address.
    SITE_URL: `http://127.0.0.1:${ports.api}`,
    ...NO_METADATA_SERVER,
    JOURNAL_TEST_STACK: `http://127.0.0.1:${ports.stack}`,
    // The suite's mail goes to a sink that accepts it (mail-sink.ts).
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    // What the web app under test is built with (import.meta.env).
    VITE_FIREBASE_API_KEY: 'test-api-key',
    VITE_FIREBASE_PROJECT_ID: TEST_PROJECT,
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    VITE_ADMIN_EMAIL: TEST_ADMIN_EMAIL,
  };
}

/** host and port of an `host:port` environment variable that the config has set. */
export function envHostPort(name: string): [string, number] {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through vitest (vitest.config.ts sets it)`);
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return [host, Number(port)];
}
