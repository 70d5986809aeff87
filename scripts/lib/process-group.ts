/**
 * Child processes in their own process group, so that stopping one stops all it started, and
 * a reaper (reaper.mjs) that stops every such group when this process ends without doing so
 * itself: killed by a test runner, crashed, or its terminal lost.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

let reaper: ChildProcess | undefined;

/**
 * The reaper of this process, started with the first group: in a group of its own, so that a
 * signal to this process's group does not reach it, and tied to this process by a pipe only
 * (unreferenced, so that it never keeps this process alive). The pipe closes when this process
 * ends, however it ends; the reaper then stops what is left.
 */
function reaperOfThisProcess(): ChildProcess {
  if (!reaper) {
    reaper = spawn(process.execPath, [fileURLToPath(new URL('./reaper.mjs', import.meta.url))], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    reaper.unref();
    (reaper.stdin as unknown as Socket).unref();
  }
  return reaper;
}

export function startGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) reaperOfThisProcess().stdin?.write(`${child.pid}\n`);
  return child;
}

/** SIGINT to the whole group, then SIGKILL if it has not exited within `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  };
  signal('SIGINT');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export async function waitForUrl(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process serving ${url} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
