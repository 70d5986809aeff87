/**
 * `npm test`: every check a change can break, running every step even after a failure. Two
 * lanes of test steps run at once, each on a stack of its own: unit, integration and Firestore
 * rules tests (vitest against the official Firestore emulator) then the index coverage check on
 * what they queried; and the end-to-end suite in headless Chromium against the `npm start`
 * stack, then the Storage rules suite where its runtime exists. The type check, lint and format
 * go on beside them the whole time on the CPU they leave idle. Exits non-zero if any step
 * failed, and ends with what was skipped and why, the tests that failed (by name, with the first
 * line of their error), then one summary line. Last, when the stack was not already running
 * before the run, it checks that nothing of it is left: every port free, no emulator, Java or
 * Functions worker running.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightFailures, vitestFailures } from './lib/failure-recap';
import { describeNodeRuntime, requireFunctionsNode } from './lib/node-runtime';
import { busyStackPorts, stackLeftovers } from './lib/stack-leftovers';
import { storageRulesRuntime } from './lib/storage-rules-runtime';
import { buildWeb, webBuildIsFresh } from './lib/web-build';

requireFunctionsNode();
console.log(`The functions run on ${describeNodeRuntime()}.`);
// A developer's own `npm start` stack, if one is running, is reused by the end-to-end tests and
// is theirs to stop; otherwise the run starts and stops its own, and nothing of it may remain.
const stackRunningBefore = (await busyStackPorts()).length > 0;
if (!stackRunningBefore) {
  // The run's own stacks have the demo's configuration whatever the shell exports: the suite's
  // setup and `npm start` then want the same web build, the one made below, and neither
  // rebuilds it while the other lane reads it.
  for (const key of Object.keys(process.env)) {
    if (key.startsWith('VITE_') || key === 'ADMIN_EMAIL' || key === 'ADMIN_PASSWORD') delete process.env[key];
  }
}

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The failed tests' names, read from the step's JSON report. */
  failures?: () => string[];
}

const reports = mkdtempSync(join(tmpdir(), 'journal-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const coverageReport = join(reports, 'index-coverage.json');
// What the suite's Firestore recorder saw, for the index coverage check after it.
const recording = join(reports, 'firestore-recording.json');
const playwrightReport = join(reports, 'playwright.json');

/**
 * Checks that read the sources only and share nothing with the tests: they start with the run
 * and go on beside the test steps, their output held back and printed whole after the step they
 * end in. The tests leave part of the CPU idle while they wait on the emulators and the browser;
 * at the lowest priority these checks fill that time and yield whenever a test wants the CPU,
 * so the deadlines the tests assert are not squeezed.
 */
const background: Step[] = [
  { name: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
];

/**
 * The lanes of test steps. The lanes run at once and share nothing: each starts a stack of its
 * own, on ports of its own, with its own Firestore emulator. In a lane the steps run one after
 * another: each starts a stack or reads what the one before left. The first lane prints as it
 * goes; the others' output is held back and printed whole after the step it ends in.
 */
const suiteLane: Step[] = [
  // Unit, integration, web component and Firestore rules tests, all against the official
  // Firestore emulator that the global setup starts.
  {
    name: 'unit, integration and rules tests',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    // A stack of its own, never one a developer keeps running: the index coverage check must
    // see this run's queries only.
    env: { JOURNAL_RECORDING_FILE: recording, JOURNAL_FRESH_STACK: '1' },
    failures: () => vitestFailures(vitestReport),
  },
  {
    name: 'index coverage',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--config',
      'vitest.index-coverage.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${coverageReport}`,
    ],
    env: { JOURNAL_RECORDING_FILE: recording },
    failures: () => vitestFailures(coverageReport),
  },
];
const browserLane: Step[] = [
  {
    name: 'end-to-end tests',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    failures: () => playwrightFailures(playwrightReport),
  },
];

const storageRules = storageRulesRuntime();
const skipped: string[] = [];
if (storageRules.available) {
  // After the end-to-end suite: its emulator takes the Storage port that `npm start` uses.
  browserLane.push({
    name: 'Storage rules tests',
    command: 'npx',
    args: [
      'firebase',
      'emulators:exec',
      '--only',
      'storage',
      '--project',
      'demo-journal-rules',
      'npx vitest run',
    ],
    env: { JOURNAL_STORAGE_RULES_TESTS: '1' },
  });
} else {
  skipped.push(`Storage rules suite (rules-test/storage.rules.test.ts) SKIPPED: ${storageRules.why}`);
}

let passed = 0;
let failed = 0;
const recap: string[] = [];

interface Outcome {
  status: number | null;
  seconds: string;
  /** What the step printed, when its output was held back. */
  output?: string;
}

/**
 * A command that runs only on CPU nothing else wants. On Linux that is the SCHED_IDLE policy: any
 * other process that wakes takes the CPU back at once. `nice -n 19` is not enough here: the
 * tests wake for each of the emulators' answers and waited behind the niced checks, and in a
 * clean-clone run their step took 74 s longer; under SCHED_IDLE it stayed within the run-to-run
 * spread (docs/decisions.md, "Tooling"). Elsewhere, `nice` is the nearest there is.
 */
function idlePriority(command: string, args: string[]): [string, string[]] {
  return process.platform === 'linux'
    ? ['chrt', ['--idle', '0', command, ...args]]
    : ['nice', ['-n', '19', command, ...args]];
}

/**
 * How a step runs: `live`, its output straight to this process's; `held`, its output kept for
 * later; `idle`, held and at the lowest priority.
 */
type Mode = 'live' | 'held' | 'idle';

function runStep(step: Step, mode: Mode): Promise<Outcome> {
  const started = Date.now();
  const held = mode !== 'live';
  const [command, args] = mode === 'idle' ? idlePriority(step.command, step.args) : [step.command, step.args];
  const child = spawn(command, args, {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const done = (status: number | null) =>
      resolve({
        status,
        seconds: ((Date.now() - started) / 1000).toFixed(0),
        output: held ? Buffer.concat(chunks).toString() : undefined,
      });
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(null);
    });
    child.once('close', done);
  });
}

function report(step: Step, outcome: Outcome) {
  if (outcome.output !== undefined) {
    console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
    process.stdout.write(outcome.output);
  }
  const ok = outcome.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(`=== ${step.name}: ${ok ? 'passed' : 'FAILED'} (${outcome.seconds} s)`);
  // Flaky end-to-end tests are named even when their step passed on the retry.
  const failures = step.failures?.() ?? [];
  if (!ok || failures.length > 0) {
    recap.push(`${step.name}: ${ok ? 'passed' : 'FAILED'}`);
    for (const line of failures) recap.push(`  ${line}`);
  }
}

/** A step whose output is held back, reported once it has ended. */
interface HeldRun {
  step: Step;
  outcome: Promise<Outcome>;
  ended: boolean;
  reported: boolean;
}

function heldRun(step: Step, outcome: Promise<Outcome>): HeldRun {
  const run: HeldRun = { step, outcome, ended: false, reported: false };
  void outcome.then(() => (run.ended = true));
  return run;
}

const heldRuns: HeldRun[] = background.map((step) => {
  console.log(`=== ${step.name}, beside the tests at the lowest priority`);
  return heldRun(step, runStep(step, 'idle'));
});
// One web build for both lanes, made while the checks start beside it. Should it fail, the
// lanes still run, and their setups report the build's error again.
if (webBuildIsFresh('emulator')) console.log('The web app is built already: no source changed.');
else {
  console.log('Building the web app…');
  await buildWeb('emulator').catch((err: unknown) => {
    failed += 1;
    recap.push(`web build: FAILED: ${err instanceof Error ? err.message : String(err)}`);
  });
}
// The browser lane, its steps one after another, beside the suite's.
let previous: Promise<unknown> = Promise.resolve();
for (const step of browserLane) {
  console.log(`=== ${step.name}, beside the suite`);
  const outcome = previous.then(() => runStep(step, 'held'));
  heldRuns.push(heldRun(step, outcome));
  previous = outcome;
}

/** Reports the held steps that have ended (all of them, when `wait`). */
async function reportHeld(wait: boolean) {
  for (const run of heldRuns) {
    if (run.reported || (!run.ended && !wait)) continue;
    report(run.step, await run.outcome);
    run.reported = true;
  }
}

for (const step of suiteLane) {
  console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
  report(step, await runStep(step, 'live'));
  await reportHeld(false);
}
await reportHeld(true);
rmSync(reports, { recursive: true, force: true });

if (!stackRunningBefore) {
  console.log("\n=== nothing left running: the stack's ports and processes");
  const left = await stackLeftovers(30_000);
  if (left.length === 0) {
    passed += 1;
    console.log('=== nothing left running: passed');
  } else {
    failed += 1;
    console.log('=== nothing left running: FAILED');
    recap.push('nothing left running: FAILED', ...left.map((line) => `  still there: ${line}`));
  }
}
console.log('');
for (const line of skipped) console.log(line);
for (const line of recap) console.log(line);
console.log(
  `steps: ${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`,
);
process.exit(failed === 0 ? 0 : 1);
