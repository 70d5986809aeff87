/**
 * Nothing outlives the command that started it: a launcher killed outright (SIGKILL, as a test
 * runner does when its grace period runs out) leaves no emulator behind, because its reaper
 * (scripts/lib/reaper.mjs) stops every process group it had started, and the groups those
 * started in turn (firebase-tools' Java).
 */
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { firestoreEmulatorConfigPath } from '../lib/firebase-emulators';

const fixture = fileURLToPath(new URL('./fixtures/crashing-launcher.ts', import.meta.url));

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The emulator's Java processes for this port, found by their command line. */
function javaFor(port: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => /\bjava\b/.test(line) && new RegExp(`--port[ =]${port}\\b`).test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function eventually(check: () => Promise<boolean>, tries = 40): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

describe('a launcher killed with SIGKILL', () => {
  it('leaves no Firestore emulator (Java) and no open port behind', async () => {
    const launcher = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      launcher.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const ready = /ready (\d+)/.exec(out);
        if (ready) resolve(Number(ready[1]));
      });
      launcher.once('exit', (code) => reject(new Error(`The launcher exited (${code}) before it was ready`)));
    });
    // Killed outright, the launcher cannot remove the configuration it wrote.
    onTestFinished(() => rmSync(firestoreEmulatorConfigPath(port), { force: true }));
    expect(await listening(port)).toBe(true);
    expect(javaFor(port)).not.toEqual([]);

    launcher.kill('SIGKILL');

    expect(await eventually(async () => !(await listening(port)))).toBe(true);
    expect(await eventually(() => Promise.resolve(javaFor(port).length === 0))).toBe(true);
  }, 120_000);
});
