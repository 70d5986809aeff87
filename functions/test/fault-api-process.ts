/**
 * The API and the site in a process of their own (fixtures/fault-api.ts, as the global setup
 * bundled it: scripts/test/api-bundles.ts), for the tests that take its emulators away, kill it
 * in the middle of a request or watch it start.
 */
import { spawn } from 'node:child_process';
import { FAULT_API_BUNDLE } from '../../scripts/test/api-bundles';

const HOST = '127.0.0.1';
const STARTS_WITHIN_MS = 30_000;

export interface ApiProcess {
  url: string;
  /** Ends the process at once (SIGKILL): no cleanup of the work in progress runs. */
  kill(): Promise<void>;
}

/**
 * Starts the process with `env`, which names the emulators it uses; answers once it listens.
 * firebase-admin in the test's own process has derived STORAGE_EMULATOR_HOST from the suite's
 * Storage emulator, and it would take precedence in the child over the FIREBASE_ variable: so
 * the child never inherits it.
 */
export function startFaultApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const { STORAGE_EMULATOR_HOST: _derived, ...own } = env;
  const child = spawn(process.execPath, [FAULT_API_BUNDLE], { env: own, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the API process did not start within ${STARTS_WITHIN_MS} ms:\n${output}`)),
      STARTS_WITHIN_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /fault-api listening on (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://${HOST}:${port}`, kill });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process exited (${code}):\n${output}`));
    });
  });
}
