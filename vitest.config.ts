import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { pickTestPorts, testEnvironment } from './scripts/test/emulator-env.ts';
import { REUSED_STACK, runningStackEnv } from './scripts/test/running-stack.ts';
import { UNIT_TEST_FILES, unitProject } from './vitest.unit.config.ts';

// Every file runs in a namespace of its own (NAMESPACE: its own Firestore project, bucket and
// admin, scripts/test/namespaces.ts), so files run in parallel in any order: no group waits for
// another. The emulator projects' workers run one file after another and keep the packages
// loaded between them; each file starts afresh otherwise (FRESH_FILE).
const FRESH_FILE = 'scripts/test/fresh-file.ts';
const NAMESPACE = 'scripts/test/file-namespace.ts';

/**
 * Twice as many test files at once as the machine has cores, in every project (vitest reads the
 * setting per project, never from the root, and runs projects with one setting in one pool). An
 * integration file spends much of its time waiting: on the emulators, on its API's process, on
 * deadlines and retries it provokes on purpose (faults, retried commits, mail). On a kept test
 * stack on this 2-core machine, 27 Nov: 225–240 s with two at once (70–80 CPU-seconds idle),
 * 199 s with three, 173–202 s with four (7–11 idle), 197 s with five. The fast lane alone keeps
 * one per core (vitest.unit.config.ts): its files wait on nothing.
 */
const FILES_AT_ONCE = 2 * availableParallelism();

const projects: TestProjectConfiguration[] = [
  // The fast lane's tests (vitest.unit.config.ts), each once; every other project leaves them out.
  unitProject(FILES_AT_ONCE),
  {
    test: {
      name: 'common',
      maxWorkers: FILES_AT_ONCE,
      include: ['common/test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, UNIT_TEST_FILES],
      environment: 'node',
    },
  },
  {
    extends: './web/vite.config.ts',
    test: {
      name: 'web',
      maxWorkers: FILES_AT_ONCE,
      include: ['web/test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, UNIT_TEST_FILES],
      environment: 'jsdom',
      isolate: false,
      // Each file's namespace comes with its own API and site, which the app under test calls.
      env: { JOURNAL_NAMESPACE_API: '1' },
      setupFiles: [FRESH_FILE, NAMESPACE, 'web/test/setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'firestore-rules',
      maxWorkers: FILES_AT_ONCE,
      include: ['rules-test/firestore.rules.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'functions',
      maxWorkers: FILES_AT_ONCE,
      include: ['functions/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, UNIT_TEST_FILES],
      environment: 'node',
      isolate: false,
      setupFiles: [FRESH_FILE, NAMESPACE, 'scripts/test/admin-apps.ts'],
      // The built page renderer runs under plain Node, as in the `site` function, not through
      // vitest's transforms.
      server: { deps: { external: [/\/web\/dist-server\//] } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

// The Storage rules suite runs alone, inside `firebase emulators:exec --only storage`, where
// the Storage rules runtime exists (scripts/test.ts); everything else shares the emulators and
// the demo content started by the global setup, each file in its own namespace.
const storageRulesOnly = process.env.JOURNAL_STORAGE_RULES_TESTS === '1';

export default defineConfig(async () => {
  if (storageRulesOnly) {
    return {
      test: {
        projects: [
          {
            test: {
              name: 'storage-rules',
              include: ['rules-test/storage.rules.test.ts'],
              environment: 'node',
            },
          },
        ],
      },
    };
  }
  // A test stack that `npm run test:stack` keeps running, or free ports for this run's own; the
  // global setup (this process) and the workers read them back.
  const running = await runningStackEnv();
  const env = running ? { ...running, [REUSED_STACK]: '1' } : testEnvironment(await pickTestPorts());
  Object.assign(process.env, env);
  return {
    test: {
      globalSetup: ['scripts/test/global-setup.ts'],
      env,
      projects,
    },
  };
});
