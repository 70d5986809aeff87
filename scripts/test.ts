/**
 * `npm test`: every check a change can break, in order, running every step even after a
 * failure: type check, lint and format, unit and integration tests (vitest against the
 * emulators), security rules tests (where the official emulators exist), then the end-to-end
 * suite in headless Chromium against the `npm start` stack. Exits non-zero if any step
 * failed, and ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { chooseEmulators } from './lib/emulator-choice';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const choice = chooseEmulators();
const rulesEmulatorsPresent = choice.firestore === 'official' && choice.storage === 'official';

const steps: Step[] = [
  { name: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'unit and integration tests', command: 'npx', args: ['vitest', 'run'] },
  ...(rulesEmulatorsPresent
    ? [
        {
          name: 'security rules tests',
          command: 'npx',
          args: [
            'firebase',
            'emulators:exec',
            '--only',
            'firestore,storage',
            '--project',
            'demo-journal-rules',
            'npx vitest run',
          ],
          env: { JOURNAL_RULES_TESTS: '1' },
        },
      ]
    : []),
  { name: 'end-to-end tests', command: 'npx', args: ['playwright', 'test'] },
];

if (!rulesEmulatorsPresent) {
  console.log(
    'Security rules tests SKIPPED: they need the official Firestore and Storage emulators (Java 21+ and their downloaded runtimes), which this machine lacks.',
  );
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
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
