/**
 * Cloud Storage faults for the API's tests, with firebase-admin untouched: an HTTP proxy in front
 * of the suite's Storage emulator, and the API in a process of its own (fault-api-process.ts)
 * whose Storage is that proxy. Everything is forwarded, except that the proxy can
 * - answer the next object deletions 503, as a Storage that is briefly unavailable does;
 * - keep back its answer to an upload the emulator has stored, so that the test can kill the API's
 *   process while it waits: the work stops between storing a file and committing its document.
 * - tell how the API's download of an object ended: read to its end, or given up half-way.
 * Both sides of the proxy are real: the Storage client of firebase-admin in the API's process,
 * and the emulator, which this process's `bucket` reads too.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { leaveIdleConnectionsToClients } from '../../scripts/test/idle-connections';
import { startFaultApi, type ApiProcess } from './fault-api-process';

const HOST = '127.0.0.1';

export interface StorageProxy {
  /** host:port, for FIREBASE_STORAGE_EMULATOR_HOST. */
  address: string;
  /** The next `count` object deletions answer 503 and delete nothing. */
  failDeletes(count: number): void;
  /**
   * Resolves with the object's name once the emulator has stored an upload whose name matches;
   * the uploader never hears back.
   */
  holdUpload(name: RegExp): Promise<string>;
  /**
   * Resolves once the next download of the object `name` ends: `read` when the API took every
   * byte, `abandoned` when it closed the connection before.
   */
  downloadEnd(name: string): Promise<'read' | 'abandoned'>;
  stop(): Promise<void>;
}

/** The object a media download asks for: `/…/o/<name>?alt=media`, or null for any other call. */
function downloadedObject(req: IncomingMessage, url: URL): string | null {
  if (req.method !== 'GET' || url.searchParams.get('alt') !== 'media') return null;
  const name = /\/o\/([^/]+)$/.exec(url.pathname)?.[1];
  return name === undefined ? null : decodeURIComponent(name);
}

export async function startStorageProxy(emulator = String(process.env.FIREBASE_STORAGE_EMULATOR_HOST)) {
  const [upstreamHost, upstreamPort] = emulator.split(':');
  let deletesToFail = 0;
  const holds: { name: RegExp; stored(name: string): void }[] = [];
  const downloadWatches: { name: string; ended(how: 'read' | 'abandoned'): void }[] = [];

  const server = createServer((req, res) => {
    if (req.method === 'DELETE' && deletesToFail > 0) {
      deletesToFail -= 1;
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 503, message: 'Service Unavailable' } }));
      return;
    }
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const downloaded = downloadedObject(req, url);
    const watch = downloaded === null ? undefined : downloadWatches.find((w) => w.name === downloaded);
    if (watch) {
      downloadWatches.splice(downloadWatches.indexOf(watch), 1);
      res.once('close', () => watch.ended(res.writableFinished ? 'read' : 'abandoned'));
    }
    const name = url.searchParams.get('name');
    const hold = req.method === 'POST' && name ? holds.find((h) => h.name.test(name)) : undefined;
    const upstream = request(
      {
        host: upstreamHost,
        port: Number(upstreamPort),
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (hold && name && answer.statusCode === 200) {
          holds.splice(holds.indexOf(hold), 1);
          answer.resume();
          hold.stored(name);
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => res.destroy(err));
    // The API's process may be killed while its request is open.
    res.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  leaveIdleConnectionsToClients(server);
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));

  const proxy: StorageProxy = {
    address: `${HOST}:${(server.address() as AddressInfo).port}`,
    failDeletes: (count) => {
      deletesToFail = count;
    },
    holdUpload: (pattern) => new Promise((stored) => holds.push({ name: pattern, stored })),
    downloadEnd: (name) => new Promise((ended) => downloadWatches.push({ name, ended })),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

/** The API and site in a process whose Storage is `storage` (host:port). */
export function startApiProcess(storage: string): Promise<ApiProcess> {
  return startFaultApi({ ...process.env, FIREBASE_STORAGE_EMULATOR_HOST: storage });
}
