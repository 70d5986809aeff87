/**
 * A test stack that `npm run test:stack` keeps running (test-stack.ts): the file where it leaves
 * its environment (its ports), and how a `vitest run` finds it alive and reuses it instead of
 * starting emulators of its own. `npm test` always starts a fresh one (JOURNAL_FRESH_STACK=1):
 * its index coverage check must see only its own queries.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set for a run that reuses a running stack: its global setup starts none. */
export const REUSED_STACK = 'JOURNAL_TEST_STACK_REUSED';

const STATE_FILE = fileURLToPath(
  new URL('../../node_modules/.cache/journal/test-stack.json', import.meta.url),
);

interface StackState {
  pid: number;
  env: Record<string, string>;
}

export function announceRunningStack(env: Record<string, string>) {
  mkdirSync(dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ pid: process.pid, env } satisfies StackState));
}

export function withdrawRunningStack() {
  rmSync(STATE_FILE, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The environment of a running test stack that answers, or null. */
export async function runningStackEnv(): Promise<Record<string, string> | null> {
  if (process.env.JOURNAL_FRESH_STACK === '1' || !existsSync(STATE_FILE)) return null;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
  if (!alive(state.pid)) return null;
  const answers = await fetch(`${state.env.JOURNAL_TEST_STACK}/health`, {
    signal: AbortSignal.timeout(2000),
  }).then(
    (response) => response.ok,
    () => false,
  );
  return answers ? state.env : null;
}
