/**
 * The `npm start` stack of `npm test`'s end-to-end step, started at the beginning of the run at
 * the lowest priority (cpu-priority.ts), so that it boots (firebase-tools' Auth emulator alone
 * compiles its API schema for about 10 s, then the demo seed) on the CPU the earlier steps
 * leave idle instead of after them. When the end-to-end step wants it, it is waited for and put
 * back on the normal policy, with everything it started; the tests then run against it as
 * against any stack already running (playwright.config.ts, JOURNAL_STACK_RUNNING).
 */
import { idlePriority, restoreNormalPriority } from './cpu-priority';
import { root } from './firebase-emulators';
import { QUICK_COMPILER_ONLY } from './firestore-emulator';
import { startGroup, stopGroup, waitForUrl } from './process-group';
import { appPort, STACK_HOST } from './stack-ports';

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
  // The JVM's quick compiler only, as for the vitest suite's stack (firestore-emulator.ts says
  // why): through JAVA_TOOL_OPTIONS, as `npm start` is a process of its own. Options of the
  // caller's own come after it and win.
  const javaOptions = [QUICK_COMPILER_ONLY, process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' ');
  const child = startGroup(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, JAVA_TOOL_OPTIONS: javaOptions },
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  let restored = false;
  return {
    async running() {
      // What Playwright waits for: /api/health answers 200 once the demo seed is complete.
      await waitForUrl(
        `http://${STACK_HOST}:${appPort()}/api/health`,
        BOOT_TIMEOUT_MS,
        () => child.exitCode === null && child.signalCode === null,
      );
      if (!restored && process.platform === 'linux' && child.pid !== undefined) {
        restoreNormalPriority(child.pid);
        restored = true;
      }
    },
    output: () => log.join(''),
    stop: () => stopGroup(child, 20_000),
  };
}
