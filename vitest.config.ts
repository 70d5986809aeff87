import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { pickTestPorts, testEnvironment } from './scripts/test/emulator-env.ts';
import { UNIT_TEST_FILES, unitProject } from './vitest.unit.config.ts';

const READS_BUDGET = 'functions/test/reads-budget.test.ts';
const INDEX_COVERAGE = 'scripts/test/index-coverage.test.ts';
const BUDGET_PROJECT = 'demo-journal-budget';
/**
 * Web test files that change what the others read: the admin's journeys revoke the admin's
 * sessions and feature articles, and the archive test adds a volume. They run after the web
 * files that only read, one at a time, and before the API's tests, which use the admin too.
 */
const WEB_WRITERS = [
  'web/test/admin.test.tsx',
  'web/test/archive.test.tsx',
  'web/test/admin-action-failures.test.tsx',
  'web/test/admin-downloads.test.tsx',
  'web/test/admin-session.test.tsx',
  'web/test/article-pdf.test.tsx',
  'web/test/admin-unverified.test.tsx',
];

// Groups run one after another, lowest first (sequence.groupOrder): the readers of group 1 in
// parallel, then the web files that write, then the API's integration tests one file at a
// time, then the index coverage check, which reads the query shapes every earlier test left
// with the Firestore recorder. No project is left in group 0: vitest 5 runs a group-0 project
// whose files get one worker (the default on a 2-core machine) after every numbered group.
const projects: TestProjectConfiguration[] = [
  // The fast lane's tests (vitest.unit.config.ts), each once; every other project leaves them out.
  unitProject,
  {
    test: {
      name: 'common',
      include: ['common/test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, UNIT_TEST_FILES],
      environment: 'node',
      sequence: { groupOrder: 1 },
    },
  },
  {
    extends: './web/vite.config.ts',
    test: {
      name: 'web',
      include: ['web/test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, UNIT_TEST_FILES, ...WEB_WRITERS],
      environment: 'jsdom',
      sequence: { groupOrder: 1 },
      setupFiles: ['web/test/setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    extends: './web/vite.config.ts',
    test: {
      name: 'web-writers',
      include: WEB_WRITERS,
      environment: 'jsdom',
      setupFiles: ['web/test/setup.ts'],
      fileParallelism: false,
      sequence: { groupOrder: 2 },
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'firestore-rules',
      include: ['rules-test/firestore.rules.test.ts'],
      environment: 'node',
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'functions',
      include: ['functions/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, UNIT_TEST_FILES, READS_BUDGET, INDEX_COVERAGE],
      environment: 'node',
      // The built page renderer runs under plain Node, as in the `site` function, not through
      // vitest's transforms.
      server: { deps: { external: [/\/web\/dist-server\//] } },
      // One emulator set for the whole suite: files run one after another so that global
      // facts (exactly one featured article) are not disturbed by another file.
      fileParallelism: false,
      sequence: { groupOrder: 3 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'reads-budget',
      include: [READS_BUDGET],
      environment: 'node',
      // A project of its own in the same emulators, so that its archive can grow to 2,000
      // articles and its reads are counted apart from every other test's.
      env: { GCLOUD_PROJECT: BUDGET_PROJECT, STORAGE_BUCKET: `${BUDGET_PROJECT}.appspot.com` },
      // One worker, as the functions project beside it: projects of one group share a pool.
      fileParallelism: false,
      sequence: { groupOrder: 3 },
      testTimeout: 60_000,
      hookTimeout: 300_000,
    },
  },
  {
    test: {
      name: 'index-coverage',
      include: [INDEX_COVERAGE],
      environment: 'node',
      sequence: { groupOrder: 4 },
    },
  },
];

// The Storage rules suite runs alone, inside `firebase emulators:exec --only storage`, where
// the Storage rules runtime exists (scripts/test.ts); everything else shares the emulators,
// the API on JOURNAL_TEST_API_PORT and the demo content started by the global setup.
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
  // Free ports for this run; the global setup (this process) and the workers read them back.
  const env = testEnvironment(await pickTestPorts());
  Object.assign(process.env, env);
  return { test: { globalSetup: ['scripts/test/global-setup.ts'], env, projects } };
});
