/**
 * Documents read per request of each target, counted by the test suite's Firestore recorder
 * (scripts/test/firestore-recorder.ts) put between an API-alone process and the stack's
 * Firestore emulator. It is a process of its own, apart from the one the load runs use, so
 * the recorder's extra hop is in no latency figure.
 */
import { freePort } from '../scripts/lib/free-port';
import { startFirestoreRecorder } from '../scripts/test/firestore-recorder';
import { stackFirestoreHost, stackProject, startDirectApi } from './stack';

export interface Target {
  name: string;
  path: string;
  /** Sent with the request: the admin's token for an admin route. */
  headers?: Record<string, string>;
}

export interface ReadsFigures {
  /** Articles in the archive when measured. */
  articles: number;
  /** Documents read by one request of each target (after one warm-up request), by name. */
  reads: Record<string, number>;
}

async function get(url: string, headers?: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
}

/**
 * One warm-up request per target (search builds a per-instance index on its first request),
 * then one counted request.
 */
export async function measureReads(articles: number, targets: Target[]): Promise<ReadsFigures> {
  const emulator = new URL(`http://${stackFirestoreHost()}`);
  const listen = { host: '127.0.0.1', port: await freePort() };
  const recorder = await startFirestoreRecorder({
    listen,
    upstream: { host: emulator.hostname, port: Number(emulator.port) },
  });
  const { recording } = recorder;
  const project = stackProject();
  try {
    const api = await startDirectApi(`${listen.host}:${listen.port}`);
    try {
      const reads: Record<string, number> = {};
      for (const target of targets) {
        await get(`${api.url}${target.path}`, target.headers);
        recording.reset(project);
        await get(`${api.url}${target.path}`, target.headers);
        reads[target.name] = recording.readsOf(project);
      }
      if (recording.problems.length) {
        throw new Error(`The Firestore recorder could not read: ${recording.problems.join('; ')}`);
      }
      return { articles, reads };
    } finally {
      await api.stop();
    }
  } finally {
    await recorder.stop();
  }
}
