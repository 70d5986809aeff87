/**
 * Work that runs on CPU nothing else wants, and back. On Linux that is the SCHED_IDLE policy:
 * any other process that wakes takes the CPU back at once. `nice -n 19` is not enough here: the
 * tests wake for each of the emulators' answers and waited behind niced work, and in a
 * clean-clone run their step took 74 s longer; under SCHED_IDLE it stayed within the run-to-run
 * spread (docs/decisions.md, "Tooling"). Elsewhere, `nice` is the nearest there is.
 */
import { execFileSync } from 'node:child_process';

/**
 * Set to '1' in the environment of what `npm test` runs at the lowest priority, for a tool whose
 * limits must allow for waiting on the CPU (vitest.unit.config.ts).
 */
export const AT_IDLE_PRIORITY = 'JOURNAL_AT_IDLE_PRIORITY';

/** The command and arguments that run `command` at the lowest priority. */
export function idlePriority(command: string, args: string[]): [string, string[]] {
  return process.platform === 'linux'
    ? ['chrt', ['--idle', '0', command, ...args]]
    : ['nice', ['-n', '19', command, ...args]];
}

/** `pid` and every process below it, from the process table. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child || parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree: number[] = [];
  const next = [pid];
  while (next.length > 0) {
    const current = next.pop()!;
    tree.push(current);
    next.push(...(children.get(current) ?? []));
  }
  return tree;
}

/**
 * Puts `pid` and everything it started, every thread of each, back on the normal policy, so that
 * what they start from now on runs at normal priority too. Linux only, as `idlePriority`'s
 * SCHED_IDLE is; a process that has ended meanwhile is skipped.
 */
export function restoreNormalPriority(pid: number): void {
  for (const member of processTree(pid)) {
    try {
      execFileSync('chrt', ['--other', '--all-tasks', '--pid', '0', String(member)], { stdio: 'ignore' });
    } catch {
      // Gone between the listing and now.
    }
  }
}
