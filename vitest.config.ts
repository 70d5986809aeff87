import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { pickTestPorts, testEnvironment } from './scripts/test/emulator-env.ts';

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'common',
      include: ['common/test/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'functions',
      include: ['functions/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
      environment: 'node',
      // One emulator set for the whole suite: files run one after another so that global
      // facts (exactly one featured article) are not disturbed by another file.
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    extends: './web/vite.config.ts',
    test: {
      name: 'web',
      include: ['web/test/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['web/test/setup.ts'],
      testTimeout: 20_000,
    },
  },
];

const rulesProject: TestProjectConfiguration = {
  test: { name: 'rules', include: ['rules-test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
};

// The rules tests run alone, inside `firebase emulators:exec` with the official emulators
// (scripts/test.ts); everything else shares the emulators, the API on JOURNAL_TEST_API_PORT and
// the demo content started by the global setup.
const rulesOnly = process.env.JOURNAL_RULES_TESTS === '1';

export default defineConfig(async () => {
  if (rulesOnly) return { test: { projects: [rulesProject] } };
  // Free ports for this run; the global setup (this process) and the workers read them back.
  const env = testEnvironment(await pickTestPorts());
  Object.assign(process.env, env);
  return { test: { globalSetup: ['scripts/test/global-setup.ts'], env, projects } };
});
