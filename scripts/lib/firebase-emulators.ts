/**
 * Runs `firebase emulators:start` from the pinned firebase-tools with a configuration written
 * for this run (its own ports, its own set of emulators), in its own process group, and waits
 * until every emulator it was asked for answers. Used by `npm start` and by the test suite, so
 * both run the same official Firestore emulator the same way.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  prepareFirestoreEmulator,
  type EmulatorJavaOptions,
  type FirestoreEmulatorSetup,
} from './firestore-emulator';
import { startGroup, stopGroup } from './process-group';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const firebaseBin = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

export interface FirebaseEmulatorsOptions extends EmulatorJavaOptions {
  projectId: string;
  /** firebase.json's content for this run (its `emulators` block names hosts and ports). */
  config: Record<string, unknown>;
  /** Where the configuration is written; relative paths in it resolve from its folder. */
  configPath: string;
  only: string[];
  env?: Record<string, string | undefined>;
  /** Echo the emulators' output as it comes (otherwise it is kept and shown on failure). */
  verbose?: boolean;
  /** Called for each chunk of output, for callers that surface warnings. */
  onOutput?: (text: string) => void;
}

export interface RunningEmulators {
  process: ChildProcess;
  firestore: FirestoreEmulatorSetup;
  output(): string;
  stop(): Promise<void>;
}

const READY = /All emulators ready/;

export async function startFirebaseEmulators(options: FirebaseEmulatorsOptions): Promise<RunningEmulators> {
  const firestore = prepareFirestoreEmulator(options);
  mkdirSync(dirname(options.configPath), { recursive: true });
  writeFileSync(options.configPath, `${JSON.stringify(options.config, null, 2)}\n`);
  // The configuration lives as long as the emulators: it goes when they stop or fail to start,
  // or a cache of per-port files would keep one for every run there ever was.
  const forgetConfig = () => rmSync(options.configPath, { force: true });

  const child = startGroup(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      options.only.join(','),
      '--project',
      options.projectId,
      '--config',
      options.configPath,
    ],
    {
      cwd: dirname(options.configPath),
      stdio: ['ignore', 'pipe', 'pipe'],
      // The caller's variables last: they may put a `java` of their own first on PATH (firestore-door.ts).
      env: { ...process.env, ...firestore.env, ...options.env },
    },
  );
  // Should this process end without stopping the emulators (an uncaught error, a lost
  // terminal), they must not outlive it. firebase-tools starts Java in a process group of its
  // own, so each of its children's groups goes too, then firebase-tools' group.
  const childGroups = () => {
    const children = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout ?? '';
    return children.split(/\s+/).filter(Boolean).map(Number);
  };
  const killGroups = (pids: number[]) => {
    for (const pid of pids) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
      }
    }
  };
  const killOnExit = () => killGroups([...childGroups(), child.pid!]);
  process.once('exit', killOnExit);
  // The children's groups are listed before firebase-tools stops: once it has exited they
  // belong to init and can no longer be found from it. A Java it did not stop in time (under
  // load its shutdown can outlast the grace period) goes with them.
  const stop = async (graceMs?: number) => {
    const groups = childGroups();
    await stopGroup(child, graceMs);
    killGroups(groups);
    process.off('exit', killOnExit);
    forgetConfig();
  };

  const log: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      options.onOutput?.(text);
      if (options.verbose) process.stdout.write(text);
      if (READY.test(log.join(''))) resolve();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) =>
      reject(new Error(`The Firebase emulators exited (${code}) before they were ready:\n${log.join('')}`)),
    );
    setTimeout(
      () => reject(new Error(`The Firebase emulators were not ready within 180 s:\n${log.join('')}`)),
      180_000,
    ).unref();
  });
  try {
    await ready;
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    process: child,
    firestore,
    output: () => log.join(''),
    stop: () => stop(15_000),
  };
}

/** Where startFirestoreEmulator writes its configuration: named by the port, as runs side by side need. */
export const firestoreEmulatorConfigPath = (port: number) =>
  join(root, 'node_modules', '.cache', 'journal', `firebase.firestore-${port}.json`);

/**
 * The official Firestore emulator, with the project's rules, on the given port, and the Auth
 * emulator beside it when given a port for it; hub, logging and websocket ports are picked free
 * so that they run beside `npm start` and beside other test runs.
 */
export async function startFirestoreEmulator(
  options: EmulatorJavaOptions & {
    projectId: string;
    host: string;
    port: number;
    authPort?: number;
    freePort: () => Promise<number>;
    verbose?: boolean;
  },
): Promise<{ host: string; port: number; stop(): Promise<void> }> {
  const { host, port, authPort, freePort } = options;
  const emulators = await startFirebaseEmulators({
    projectId: options.projectId,
    configPath: firestoreEmulatorConfigPath(port),
    only: authPort === undefined ? ['firestore'] : ['firestore', 'auth'],
    config: {
      firestore: { rules: join(root, 'firestore.rules') },
      emulators: {
        firestore: { host, port, websocketPort: await freePort() },
        ...(authPort === undefined ? {} : { auth: { host, port: authPort } }),
        hub: { host, port: await freePort() },
        logging: { host, port: await freePort() },
        ui: { enabled: false },
        // Tests may use projects of their own beside the suite's.
        singleProjectMode: false,
      },
    },
    verbose: options.verbose,
    quickCompilerOnly: options.quickCompilerOnly,
  });
  return { host, port, stop: () => emulators.stop() };
}
