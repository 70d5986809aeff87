/**
 * `npm test`: every check a change can break, in order, running every step even after a
 * failure: type check, lint and format, unit, integration and Firestore rules tests (vitest
 * against the official Firestore emulator), then the end-to-end suite in headless Chromium
 * against the `npm start` stack, and the Storage rules suite where its runtime exists. Exits
 * non-zero if any step failed, and ends with what was skipped and why, then one summary line.
 */
import { spawnSync } from 'node:child_process';
import { storageRulesRuntime } from './lib/storage-rules-runtime';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  // Unit, integration, web component and Firestore rules tests, all against the official
  // Firestore emulator that the global setup starts.
  { name: 'unit, integration and rules tests', command: 'npx', args: ['vitest', 'run'] },
  { name: 'end-to-end tests', command: 'npx', args: ['playwright', 'test'] },
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
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) passed += 1;
  else failed += 1;
  console.log(`=== ${step.name}: ${result.status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
}
console.log('');
for (const line of skipped) console.log(line);
console.log(
  `steps: ${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`,
);
process.exit(failed === 0 ? 0 : 1);
