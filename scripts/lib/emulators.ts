/**
 * Emulators started inside the calling process: the Auth emulator of firebase-tools, and the
 * offline stand-ins for the two emulators that need Java 21 and a download this machine cannot
 * make (see ARCHITECTURE.md): a Node gRPC Firestore emulator and the Storage emulator's own GCS
 * JSON API from firebase-tools, started without its rules engine. `stop()` closes each.
 *
 * These reach into firebase-tools internals; firebase-tools is pinned to one exact version and
 * functions/test/emulators-smoke.test.ts fails loudly if they move.
 */
import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type * as GrpcJs from '@grpc/grpc-js';
import { StorageEmulator } from 'firebase-tools/lib/emulator/storage/index.js';
import { createApp } from 'firebase-tools/lib/emulator/storage/server.js';
import { EmulatorRegistry } from 'firebase-tools/lib/emulator/registry.js';
import { AuthEmulator } from 'firebase-tools/lib/emulator/auth/index.js';

// Loaded as CommonJS: the package's ES module build has unresolvable import paths.
const require = createRequire(import.meta.url);
const { FirestoreServer } =
  require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
// The credentials must come from the same copy of grpc-js as the emulator's server.
const emulatorRequire = createRequire(require.resolve('@firestore-emulator/server'));
const { ServerCredentials } = emulatorRequire('@grpc/grpc-js') as typeof GrpcJs;

export interface RunningService {
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startFirestoreFallback(host: string, port: number): Promise<RunningService> {
  const firestore = new FirestoreServer();
  // FirestoreServer.start() binds every interface; we only ever listen on loopback, so we
  // bind its gRPC server ourselves.
  const grpc = (firestore as unknown as { server: GrpcJs.Server }).server;
  await new Promise<void>((resolve, reject) =>
    grpc.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(),
    ),
  );
  return {
    host,
    port,
    stop: async () => firestore.stop(),
  };
}

export async function startStorageFallback(
  projectId: string,
  host: string,
  port: number,
): Promise<RunningService> {
  const emulator = new StorageEmulator({ projectId, host, port, auto_download: false, rules: [] });
  // The GCS API handlers look their emulator up in the registry, so it must be there even
  // though we never call its start() (which would launch the Java rules runtime).
  (EmulatorRegistry as unknown as { set(name: string, e: unknown): void }).set('storage', emulator);
  const app = await createApp(projectId, emulator);
  const server: HttpServer = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s));
    s.on('error', reject);
  });
  return {
    host,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startAuthEmulator(
  projectId: string,
  host: string,
  port: number,
): Promise<RunningService> {
  const emulator = new AuthEmulator({ projectId, host, port, singleProjectMode: true });
  await emulator.start();
  return { host, port, stop: () => emulator.stop() };
}
