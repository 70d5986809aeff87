/**
 * A stack `npm test` starts for a step and stops after it, as a process of its own: the
 * `npm start` stack of the end-to-end step and the test stack (scripts/test-stack.ts) that
 * both lanes of the vitest step run against. Its output is kept and shown when the step that
 * uses it begins.
 *
 * The end-to-end stack starts at the beginning of the run at the lowest priority
 * (cpu-priority.ts), so that it boots on the CPU the earlier steps leave idle instead of after
 * them: 38 s on an idle machine, 10 s of it firebase-tools compiling the Auth emulator's API
 * schema and 14 s the demo seed. When its step wants it, it is waited for and put back on the
 * normal policy, with everything it started.
 */
import type { ChildProcess } from 'node:child_process';
import { idlePriority, restoreNormalPriority } from './cpu-priority';
import { root } from './firebase-emulators';
import { startGroup, stopGroup } from './process-group';

/** As long as Playwright gives a stack it starts itself (playwright.config.ts). */
const START_TIMEOUT_MS = 300_000;

export interface StackProcess {
  /** Resolves once the stack is running (at normal priority); rejects if it stopped or never came up. */
  running(): Promise<void>;
  /** Everything the stack printed so far. */
  output(): string;
  stop(): Promise<void>;
}

interface StackCommand {
  command: string;
  args: string[];
  /** What the stack prints once it is running. */
  ready: RegExp;
  env?: Record<string, string>;
  /** Started at the lowest priority, and put back on the normal policy once waited for. */
  idle?: boolean;
  /** Given to SIGINT before SIGKILL, as Playwright gives its web server. */
  stopGraceMs?: number;
}

export function startStackProcess(stack: StackCommand): StackProcess {
  const [command, args] = stack.idle ? idlePriority(stack.command, stack.args) : [stack.command, stack.args];
  const child: ChildProcess = startGroup(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...stack.env },
  });
  const log: string[] = [];
  const up = new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (stack.ready.test(log.join(''))) resolve();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) =>
      reject(new Error(`${stack.command} ${stack.args.join(' ')} exited (${code}) before it was running`)),
    );
  });
  // Awaited when the step that uses it begins; a failure before then is reported there.
  up.catch(() => {});
  let restored = !stack.idle || process.platform !== 'linux';
  return {
    async running() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${stack.command} ${stack.args.join(' ')} was not running within ${START_TIMEOUT_MS / 1000} s`,
              ),
            ),
          START_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([up, late]);
      } finally {
        clearTimeout(timer);
      }
      if (!restored && child.pid !== undefined) {
        restoreNormalPriority(child.pid);
        restored = true;
      }
    },
    output: () => log.join(''),
    stop: () => stopGroup(child, stack.stopGraceMs),
  };
}
