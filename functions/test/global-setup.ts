/** Starts the Auth, Firestore and Storage emulators once for the whole integration suite. */
import { startAuthEmulator, startFirestoreFallback, startStorageFallback } from '../../scripts/lib/emulators';
import { TEST_HOSTS, TEST_PROJECT } from './emulator-env';

function hostPort(hostAndPort: string): [string, number] {
  const [host = '127.0.0.1', port = '0'] = hostAndPort.split(':');
  return [host, Number(port)];
}

export default async function setup() {
  const services = [
    await startAuthEmulator(TEST_PROJECT, ...hostPort(TEST_HOSTS.auth)),
    await startFirestoreFallback(...hostPort(TEST_HOSTS.firestore)),
    await startStorageFallback(TEST_PROJECT, ...hostPort(TEST_HOSTS.storage)),
  ];
  return async () => {
    for (const service of services.reverse()) await service.stop();
  };
}
