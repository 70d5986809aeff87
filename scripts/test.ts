/**
 * `npm test`: every check a change can break, running every step even after a failure:
 * integration, web and Firestore rules tests (vitest against the official Firestore emulator),
 * then the end-to-end suite in headless Chromium against the `npm start` stack, and the Storage
 * rules suite where its runtime exists. The boot of that stack and the type check run beside the
 * vitest suite on the CPU it leaves idle; lint, the format check and the fast lane's unit tests
 * run beside the end-to-end suite. Exits non-zero if any step failed, and ends with what was
 * skipped and why, the tests that failed (by name, with the first line of their error), then
 * one summary line.
 * Last, when the stack was not already running before the run, it checks that nothing of it
 * is left: every port free, no emulator, Java or Functions worker running.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AT_IDLE_PRIORITY, idlePriority } from './lib/cpu-priority';
import { startStackEarly, type EarlyStack } from './lib/early-stack';
import { outputTail, playwrightFailures, vitestFailures } from './lib/failure-recap';
import { shareCompileCache } from './lib/compile-cache';
import { describeNodeRuntime, requireFunctionsNode } from './lib/node-runtime';
import { busyStackPorts, stackLeftovers } from './lib/stack-leftovers';
import { storageRulesRuntime } from './lib/storage-rules-runtime';
import { buildWebForLocalStack } from './lib/web-build';

requireFunctionsNode();
console.log(`The functions run on ${describeNodeRuntime()}.`);
// Every step's processes share one cache of compiled code (lib/compile-cache.ts): what the
// test workers compile, the end-to-end stack's workers, lint and Playwright read back.
shareCompileCache();
// A developer's own `npm start` stack, if one is running, is reused by the end-to-end tests and
// is theirs to stop; otherwise the run starts and stops its own, and nothing of it may remain.
const stackRunningBefore = (await busyStackPorts()).length > 0;
if (!stackRunningBefore) {
  // The run's own stacks have the demo's configuration whatever the shell exports: the suite's
  // setup and `npm start`, which boots while the suite runs, then want the same web build, the
  // one made below, and neither rebuilds it while the other reads it.
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
  /** A stack started early for this step: waited for before it, stopped after it. */
  stack?: EarlyStack;
  /** Background steps that start when this step starts, to fill the CPU it leaves idle. */
  beside?: Step[];
}

/**
 * The end-to-end step's `npm start` stack, when the run starts its own on Linux: it boots from
 * the beginning on the CPU the other steps leave idle (lib/early-stack.ts). Elsewhere Playwright
 * starts it when the step begins. The web app's builds come first, as the stack and the suite's
 * `site` both render with them and must not build them at once.
 */
let earlyStack: EarlyStack | undefined;
if (!stackRunningBefore && process.platform === 'linux') {
  try {
    await buildWebForLocalStack();
    console.log(
      "=== the end-to-end tests' stack (npm start), booting beside the tests at the lowest priority",
    );
    earlyStack = startStackEarly();
  } catch (err) {
    // The steps that need the builds fail on their own, and say why.
    console.log(`The web app did not build: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const reports = mkdtempSync(join(tmpdir(), 'journal-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const coverageReport = join(reports, 'index-coverage.json');
// What the suite's Firestore recorder saw, for the index coverage check after it.
const recording = join(reports, 'firestore-recording.json');
const playwrightReport = join(reports, 'playwright.json');

/**
 * Checks that read the sources only and share nothing with the tests: they run beside a test
 * step, their output held back and printed whole after the step they end in. The tests leave
 * part of the CPU idle while they wait on the emulators, the browser and the stack; at the
 * lowest priority these checks fill that time and yield whenever a test wants the CPU, so the
 * deadlines the tests assert are not squeezed. The end-to-end step leaves the most idle, and
 * takes lint and the format check; the vitest step leaves less (about 19 CPU-seconds), enough
 * for the type check's 7–11 (docs/decisions.md, Tooling).
 */
const typeCheck: Step = { name: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] };
const checks: Step[] = [
  // `npm run lint`'s two halves, each a process of its own: one after the other, they were the
  // last work of the run, on one core, for 14 s after the end-to-end tests (docs/decisions.md).
  { name: 'lint', command: 'npm', args: ['run', 'lint:code', '--silent'] },
  { name: 'format check', command: 'npm', args: ['run', 'format:check', '--silent'] },
];

/** A `vitest run` with `args`, which also writes a JSON report that the recap reads its failures from. */
function vitestRun(name: string, report: string, args: string[]): Step {
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    failures: () => vitestFailures(report),
  };
}

/**
 * The fast lane's tests need nothing running, and no test of theirs asserts a time, so they run
 * in the background too, beside the end-to-end step with the checks: at normal priority inside
 * the emulator suite, these files took their 37 CPU-seconds from the tests that wait on deadlines.
 */
const fastLane = vitestRun('fast lane (unit tests)', join(reports, 'fast-lane.json'), [
  '--config',
  'vitest.unit.config.ts',
]);

/** The test steps, one after another: each starts a stack or reads what the one before left. */
const steps: Step[] = [
  // Integration, web component and Firestore rules tests, all against the official
  // Firestore emulator that the global setup starts.
  {
    // Every project but the fast lane's, which runs beside the end-to-end tests (below).
    ...vitestRun('integration, web and rules tests', vitestReport, ['--project', '!unit']),
    // A stack of its own, never one a developer keeps running: the index coverage check must
    // see this run's queries only.
    env: { JOURNAL_RECORDING_FILE: recording, JOURNAL_FRESH_STACK: '1' },
    beside: [typeCheck],
  },
  {
    ...vitestRun('index coverage', coverageReport, ['--config', 'vitest.index-coverage.config.ts']),
    env: { JOURNAL_RECORDING_FILE: recording },
  },
  {
    name: 'end-to-end tests',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
      ...(earlyStack ? { JOURNAL_STACK_RUNNING: '1' } : {}),
    },
    failures: () => playwrightFailures(playwrightReport),
    stack: earlyStack,
    beside: [...checks, fastLane],
  },
];

const storageRules = storageRulesRuntime();
const skipped: string[] = [];
if (storageRules.available) {
  steps.push({
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
  /** What the step printed, when it ran in the background and its output was held back. */
  output?: string;
  /** The end of what it printed, for the recap when its report names no failed test. */
  ending: string;
}

const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(0);

/** How much of a foreground step's output is kept: far more than the recap's last lines. */
const KEPT_ENDING = 64 * 1024;

/**
 * Runs a step, its output passed through as it comes, its end kept; or `inBackground`, at the
 * lowest priority with its output kept for later.
 */
function runStep(step: Step, inBackground: boolean): Promise<Outcome> {
  const started = Date.now();
  const [command, args] = inBackground ? idlePriority(step.command, step.args) : [step.command, step.args];
  // Through a pipe, vitest and Playwright would stop colouring what a terminal shows in colour.
  const colour = !inBackground && process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, {
    stdio: [inBackground ? 'ignore' : 'inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...colour, ...step.env, ...(inBackground ? { [AT_IDLE_PRIORITY]: '1' } : {}) },
  });
  const chunks: Buffer[] = [];
  let ending = '';
  const take = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (inBackground) {
      chunks.push(chunk);
      return;
    }
    to.write(chunk);
    ending = (ending + chunk.toString()).slice(-KEPT_ENDING);
  };
  child.stdout.on('data', take(process.stdout));
  child.stderr.on('data', take(process.stderr));
  return new Promise((resolve) => {
    const done = (status: number | null) => {
      const output = inBackground ? Buffer.concat(chunks).toString() : undefined;
      resolve({ status, seconds: secondsSince(started), output, ending: output ?? ending });
    };
    child.once('error', (error) => {
      take(process.stderr)(Buffer.from(`${error.message}\n`));
      done(null);
    });
    child.once('close', done);
  });
}

/**
 * Runs a step in the foreground, with the background steps it brings; with its stack, once that
 * is running, and stops the stack after.
 */
async function runForeground(step: Step): Promise<Outcome> {
  // Before the stack is waited for: they need nothing of it, and must run even if it never comes up.
  step.beside?.forEach(startBackground);
  const stack = step.stack;
  if (!stack) return runStep(step, false);
  const started = Date.now();
  const waited = await stack.running().then(
    () => null,
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
  process.stdout.write(stack.output().replace(/^(?=.)/gm, '[stack] '));
  try {
    if (waited !== null) {
      console.log(waited);
      return { status: null, seconds: secondsSince(started), ending: `${stack.output()}\n${waited}` };
    }
    const outcome = await runStep(step, false);
    return { ...outcome, seconds: secondsSince(started) };
  } finally {
    await stack.stop();
  }
}

function report(step: Step, outcome: Outcome) {
  if (outcome.output !== undefined) process.stdout.write(outcome.output);
  const ok = outcome.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(`=== ${step.name}: ${ok ? 'passed' : 'FAILED'} (${outcome.seconds} s)`);
  // Flaky end-to-end tests are named even when their step passed on the retry.
  const failures = step.failures?.() ?? [];
  if (!ok || failures.length > 0) {
    recap.push(`${step.name}: ${ok ? 'passed' : 'FAILED'}`);
    for (const line of failures) recap.push(`  ${line}`);
    if (!ok && failures.length === 0) {
      recap.push('  no failed test named; the last lines it printed:');
      for (const line of outputTail(outcome.ending)) recap.push(`  | ${line}`);
    }
  }
}

interface BackgroundRun {
  step: Step;
  outcome: Promise<Outcome>;
  ended: boolean;
  reported: boolean;
}
const backgroundRuns: BackgroundRun[] = [];
function startBackground(step: Step) {
  console.log(`=== ${step.name}, beside the tests at the lowest priority`);
  const run: BackgroundRun = { step, outcome: runStep(step, true), ended: false, reported: false };
  void run.outcome.then(() => (run.ended = true));
  backgroundRuns.push(run);
}

/** Reports the background steps that have ended (all of them, when `wait`), in their order. */
async function reportBackground(wait: boolean) {
  for (const run of backgroundRuns) {
    if (run.reported) continue;
    if (!run.ended && !wait) return;
    console.log(`\n=== ${run.step.name}: ${run.step.command} ${run.step.args.join(' ')}`);
    report(run.step, await run.outcome);
    run.reported = true;
  }
}

for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
  report(step, await runForeground(step));
  await reportBackground(false);
}
await reportBackground(true);
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
