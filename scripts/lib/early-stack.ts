/**
 * The `npm start` stack of `npm test`'s end-to-end step, started at the beginning of the run at
 * the lowest priority (cpu-priority.ts), so that it boots (firebase-tools' Auth emulator alone
 * compiles its API schema for about 10 s, then the demo seed) on the CPU the earlier steps
 * leave idle instead of after them. When the end-to-end step wants it, it is waited for and put
 * back on the normal policy, with everything it started; the tests then run against it as
 * against any stack already running (playwright.config.ts, JOURNAL_STACK_RUNNING).
 */
import type { ChildProcess } from 'node:child_process';
import { idlePriority, restoreNormalPriority } from './cpu-priority';
import { root } from './firebase-emulators';
import { startGroup, stopGroup } from './process-group';

/** What `npm start` prints once the demo seed is complete and /api/health answers `ready`. */
const RUNNING = /The journal is running at/;
/** As long as Playwright gives a stack it starts itself (playwright.config.ts). */
const BOOT_TIMEOUT_MS = 300_000;

export interface EarlyStack {
  /** Resolves once the stack is running, now at normal priority; rejects if it stopped or never came up. */
  running(): Promise<void>;
  /** Everything the stack printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export function startStackEarly(): EarlyStack {
  const [command, args] = idlePriority('npm', ['start']);
  const child: ChildProcess = startGroup(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  let seenRunning = false;
  const up = new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      log.push(chunk.toString());
      // The whole output so far: the line may arrive in two chunks.
      if (!seenRunning && RUNNING.test(log.join(''))) {
        seenRunning = true;
        resolve();
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before the stack was running`)),
    );
  });
  // Awaited only when the end-to-end step starts; a failure before then is reported there.
  up.catch(() => {});
  let restored = false;
  return {
    async running() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`npm start was not running within ${BOOT_TIMEOUT_MS / 1000} s`)),
          BOOT_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([up, late]);
      } finally {
        clearTimeout(timer);
      }
      if (!restored && process.platform === 'linux' && child.pid !== undefined) {
        restoreNormalPriority(child.pid);
        restored = true;
      }
    },
    output: () => log.join(''),
    stop: () => stopGroup(child, 20_000),
  };
}
