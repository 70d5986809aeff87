/**
 * The stack under test: a running `npm start` stack if one answers (BENCH_URL, then PORT,
 * then the default port 5000), else one started here with scripts/start.ts on PORT (default
 * 5000) and stopped when the benchmark ends. The emulators' own ports are fixed, so a second
 * stack cannot run beside another one.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { NO_METADATA_SERVER } from '../scripts/lib/no-metadata-server';
import { startGroup, stopGroup } from '../scripts/lib/process-group';
import { startHelper, type Helper } from './processes';

const HOST = '127.0.0.1';
const EMULATOR_PORTS = [9099, 5001, 8080, 9199, 4400, 4500];
const START_TIMEOUT_MS = 300_000;
const READY_LINE = 'The journal is running at';

export interface Stack {
  url: string;
  /** Host and port of the Auth emulator, for the admin's ID token. */
  authHost: string;
  startedHere: boolean;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/volumes`, { signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, HOST);
  });
}

function startStack(port: number): Promise<ChildProcess> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
  const child = startGroup(process.execPath, [tsx, 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The stack did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/start.ts exited (${code}) before the stack was ready:\n${output}`));
    });
  });
}

export async function useStack(): Promise<Stack> {
  const port = Number(process.env.PORT ?? 5000);
  const candidates = [process.env.BENCH_URL, `http://${HOST}:${port}`, `http://${HOST}:5000`].filter(
    (u): u is string => Boolean(u),
  );
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:9099`;
  for (const url of new Set(candidates)) {
    if (await answers(url))
      return { url: url.replace(/\/$/, ''), authHost, startedHere: false, stop: async () => undefined };
  }
  const busy: number[] = [];
  for (const p of EMULATOR_PORTS) if (!(await portFree(p))) busy.push(p);
  if (busy.length) {
    throw new Error(
      `No stack answers at ${candidates.join(' or ')}, yet emulator ports ${busy.join(', ')} are in use. Set BENCH_URL to the running stack's app URL.`,
    );
  }
  console.log(`Starting the local stack on port ${port} (npm start)…`);
  const child = await startStack(port);
  return { url: `http://${HOST}:${port}`, authHost, startedHere: true, stop: () => stopGroup(child, 20_000) };
}

/** The stack's Firestore emulator: the fixed port of scripts/start.ts, unless the environment names another. */
export const stackFirestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:8080`;
export const stackProject = () => process.env.GCLOUD_PROJECT ?? 'demo-journal';

/**
 * The API alone in a process of its own over the same emulators as the stack (their fixed
 * ports of scripts/start.ts, unless the environment names others); its Firestore calls may go
 * to another address (the reads measurement puts the Firestore recorder there).
 */
export function startDirectApi(firestoreHost = stackFirestoreHost()): Promise<Helper> {
  return startHelper('./api-server.ts', [], 'api listening', stackEmulatorEnv(firestoreHost));
}

/** The environment of a process that runs the functions' code over the stack's emulators. */
export function stackEmulatorEnv(firestoreHost = stackFirestoreHost()): NodeJS.ProcessEnv {
  return {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? `${HOST}:9199`,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:9099`,
    GCLOUD_PROJECT: stackProject(),
    ...NO_METADATA_SERVER,
  };
}
