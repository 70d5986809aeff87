/**
 * Once for the whole `vitest` run: the Auth emulator, a Firestore emulator and a Storage
 * emulator on the ports vitest.config.ts picked, the demo content, and the real API (and
 * site) app on JOURNAL_TEST_API_PORT for the web component tests to render against. The
 * functions tests start their own copies of the app in their own process
 * (functions/test/harness.ts).
 */
import type { Server } from 'node:http';
import { startAuthEmulator, startFirestoreFallback, startStorageFallback } from '../lib/emulators';
import { envHostPort, TEST_ADMIN_EMAIL, TEST_PROJECT } from './emulator-env';

export default async function setup() {
  const services = [
    await startAuthEmulator(TEST_PROJECT, ...envHostPort('FIREBASE_AUTH_EMULATOR_HOST')),
    await startFirestoreFallback(...envHostPort('FIRESTORE_EMULATOR_HOST')),
    await startStorageFallback(TEST_PROJECT, ...envHostPort('FIREBASE_STORAGE_EMULATOR_HOST')),
  ];
  const { seedDemoContent } = await import('../lib/seed');
  await seedDemoContent({ adminEmail: TEST_ADMIN_EMAIL, adminPassword: 'journal-admin' });
  const { startSiteServer } = await import('./site-server');
  const server: Server = await startSiteServer(Number(process.env.JOURNAL_TEST_API_PORT));
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const service of services.reverse()) await service.stop();
  };
}
