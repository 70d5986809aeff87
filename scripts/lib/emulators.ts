/**
 * The Storage emulator's own GCS JSON API from firebase-tools, started inside the calling process
 * without its rules engine: `firebase emulators:start` always starts the engine, a Java runtime
 * that firebase-tools downloads and these machines cannot (see the README). Every other emulator
 * is started through the public CLI (firebase-emulators.ts).
 *
 * This is the one place that reaches into firebase-tools internals (docs/decisions.md
 * "Tooling"); firebase-tools is pinned to one exact version and
 * functions/test/emulators-smoke.test.ts fails loudly if they move.
 */
import type { Server as HttpServer } from 'node:http';
import { StorageEmulator } from 'firebase-tools/lib/emulator/storage/index.js';
import { createApp } from 'firebase-tools/lib/emulator/storage/server.js';
import { EmulatorRegistry } from 'firebase-tools/lib/emulator/registry.js';

export interface RunningService {
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startStorageEmulator(
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
  // Node closes an idle kept-alive connection after 5 s, as long as the Storage client keeps
  // one for reuse: a request sent on it as it closes failed with ECONNRESET (a submission
  // answered 500 in one CI run). Cloud Storage keeps connections far longer than its clients,
  // so here too the client is the one to let them go.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
