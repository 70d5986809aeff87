/**
 * The reaper: a small process that outlives its parent by design, to make sure that nothing the
 * parent started outlives it. The parent (scripts/lib/process-group.ts) writes the id of each
 * process group it starts, one per line, to the reaper's standard input. The reaper follows
 * those groups' descendants every second, since some of them start groups of their own
 * (firebase-tools starts the Firestore emulator's Java in one), and once its standard input
 * ends, however the parent ended (Ctrl-C, SIGTERM, an uncaught error, SIGKILL from a test
 * runner), it stops every group it knows: SIGTERM, then SIGKILL a few seconds later.
 *
 * Plain JavaScript, so that Node runs it directly, with no loader to start first.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const GRACE_MS = 3000;
const FOLLOW_MS = 1000;
/** Process group ids to stop when the parent goes. */
const watched = new Set();

/**
 * [pid, ppid, pgid] of every process, read from /proc. The reaper looks every second for as long
 * as its parent lives, three reapers live through a whole `npm test`, and a reaper running `ps`
 * each second used 0.19 CPU-seconds in 20 s against 0.11 reading /proc (docs/decisions.md).
 */
function processesFromProc() {
  const rows = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'latin1');
    } catch {
      continue; // Ended since the listing.
    }
    // The command name, in parentheses, may hold spaces and parentheses: the fields after it
    // start after its last ')'. They are state, ppid, pgrp (proc(5)).
    const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    rows.push([Number(name), Number(ppid), Number(pgid)]);
  }
  return rows;
}

/** [pid, ppid, pgid] of every process on the machine. */
function processes() {
  try {
    if (process.platform === 'linux') return processesFromProc();
    return execFileSync('ps', ['-eo', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
  } catch {
    return [];
  }
}

/**
 * Adds the groups of every descendant of a watched group, and forgets groups that have no
 * process left (so that a group id the system gives out again later is never signalled).
 */
function follow() {
  const rows = processes();
  for (;;) {
    const members = new Set(rows.filter(([, , pgid]) => watched.has(pgid)).map(([pid]) => pid));
    const joined = rows.filter(([, ppid, pgid]) => members.has(ppid) && !watched.has(pgid));
    if (joined.length === 0) break;
    for (const [, , pgid] of joined) watched.add(pgid);
  }
  const alive = new Set(rows.map(([, , pgid]) => pgid));
  for (const pgid of watched) if (!alive.has(pgid)) watched.delete(pgid);
}

function signalAll(signal) {
  for (const pgid of watched) {
    try {
      process.kill(-pgid, signal);
    } catch {
      // Gone already.
    }
  }
}

let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) if (/^\d+$/.test(line)) watched.add(Number(line));
  follow();
});
process.stdin.on('end', () => {
  follow();
  if (watched.size === 0) process.exit(0);
  signalAll('SIGTERM');
  setTimeout(() => {
    follow();
    signalAll('SIGKILL');
    process.exit(0);
  }, GRACE_MS);
});
setInterval(follow, FOLLOW_MS);
