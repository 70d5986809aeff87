/**
 * Where the test suite's emulators and API listen: ports of their own, so the tests can run
 * beside a developer's `npm start` stack.
 */
export const TEST_PROJECT = 'demo-journal-test';
export const TEST_HOSTS = {
  auth: '127.0.0.1:19099',
  firestore: '127.0.0.1:18080',
  storage: '127.0.0.1:19199',
} as const;
export const WEB_TEST_API_PORT = 15050;

export const testEnv = {
  GCLOUD_PROJECT: TEST_PROJECT,
  FIREBASE_AUTH_EMULATOR_HOST: TEST_HOSTS.auth,
  FIRESTORE_EMULATOR_HOST: TEST_HOSTS.firestore,
  FIREBASE_STORAGE_EMULATOR_HOST: TEST_HOSTS.storage,
  STORAGE_BUCKET: `${TEST_PROJECT}.appspot.com`,
  ADMIN_EMAIL: 'admin@journal.test',
  ADMIN_RESERVED_EMAIL: 'editor@journal.test',
};

/** What the web app under test is built with (import.meta.env). */
export const webTestEnv = {
  VITE_FIREBASE_API_KEY: 'test-api-key',
  VITE_FIREBASE_PROJECT_ID: TEST_PROJECT,
  VITE_AUTH_EMULATOR_HOST: TEST_HOSTS.auth,
  VITE_ADMIN_EMAIL: testEnv.ADMIN_EMAIL,
  VITE_API_BASE: `http://127.0.0.1:${WEB_TEST_API_PORT}`,
};
