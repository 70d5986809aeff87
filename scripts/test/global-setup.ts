/**
 * Once for the whole `vitest` run: the Auth emulator, a Firestore emulator and a Storage
 * emulator on test ports, then the real API (and site) app on WEB_TEST_API with the demo
 * content seeded, for the web component tests to render against. The functions tests start
 * their own copies of the app in their own process (functions/test/harness.ts).
 */
import type { Server } from 'node:http';
import { startAuthEmulator, startFirestoreFallback, startStorageFallback } from '../lib/emulators';
import { TEST_HOSTS, TEST_PROJECT, WEB_TEST_API_PORT, testEnv } from './emulator-env';

function hostPort(hostAndPort: string): [string, number] {
  const [host = '127.0.0.1', port = '0'] = hostAndPort.split(':');
  return [host, Number(port)];
}

export default async function setup() {
  Object.assign(process.env, testEnv);
  const services = [
    await startAuthEmulator(TEST_PROJECT, ...hostPort(TEST_HOSTS.auth)),
    await startFirestoreFallback(...hostPort(TEST_HOSTS.firestore)),
    await startStorageFallback(TEST_PROJECT, ...hostPort(TEST_HOSTS.storage)),
  ];
  const { startSiteServer } = await import('./site-server');
  const server: Server = await startSiteServer(WEB_TEST_API_PORT);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const service of services.reverse()) await service.stop();
  };
}
