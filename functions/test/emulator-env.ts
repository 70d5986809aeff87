/**
 * Where the integration tests' emulators listen: ports of their own, so the tests can run
 * beside a developer's `npm start` stack.
 */
export const TEST_PROJECT = 'demo-journal-test';
export const TEST_HOSTS = {
  auth: '127.0.0.1:19099',
  firestore: '127.0.0.1:18080',
  storage: '127.0.0.1:19199',
} as const;

export const testEnv = {
  GCLOUD_PROJECT: TEST_PROJECT,
  FIREBASE_AUTH_EMULATOR_HOST: TEST_HOSTS.auth,
  FIRESTORE_EMULATOR_HOST: TEST_HOSTS.firestore,
  FIREBASE_STORAGE_EMULATOR_HOST: TEST_HOSTS.storage,
  STORAGE_BUCKET: `${TEST_PROJECT}.appspot.com`,
  ADMIN_EMAIL: 'admin@journal.test',
  ADMIN_RESERVED_EMAIL: 'editor@journal.test',
};
