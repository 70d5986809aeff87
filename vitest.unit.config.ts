/**
 * The fast lane, `npm run test:unit`: the test files named `*.unit.test.ts(x)`, which import only
 * pure modules and need no emulator, no API, no web build and no Java, so there is no global
 * setup. vitest.config.ts runs the same project beside the emulator suites, so that `npm test`
 * runs each of these files exactly once too.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { shareCompileCache } from './scripts/lib/compile-cache.ts';

/** The name of a test file that needs nothing running; the emulator projects leave these out. */
export const UNIT_TEST_FILES = '**/*.unit.test.{ts,tsx}';

/**
 * As many test files at once as the machine has cores, in every project (vitest reads the
 * setting per project, never from the root, and runs projects with one setting in one pool).
 * vitest's default, one core fewer, ran one file at a time on a 2-core machine. With two at once
 * the whole suite took 393 s instead of 553 s on a kept test stack, and this lane 12.9 s instead
 * of 19.8 s: the files wait on the emulators, the API and their own workers' start often enough
 * that a second file fills the other core.
 */
export const TEST_FILES_AT_ONCE = availableParallelism();

// Each test file's worker reads back the code the first one compiled (scripts/lib/compile-cache.ts).
shareCompileCache();

export const unitProject: TestProjectConfiguration = {
  test: {
    name: 'unit',
    include: [UNIT_TEST_FILES],
    maxWorkers: TEST_FILES_AT_ONCE,
    // The web app's unit tests read files and build schemas, nothing of a page: jsdom would double
    // the lane's time. A test that needs a document names it: `// @vitest-environment jsdom`.
    environment: 'node',
    // The functions' configuration (functions/src/config.ts) as a deployment gives it, the same in
    // both lanes: the addresses in mails and the signatures of tokens do not depend on the ports
    // the emulator suite picked.
    env: {
      SITE_URL: 'https://journal.example.edu',
      OAI_TOKEN_SECRET: 'unit-tests-only-oai-resumption-token-secret',
    },
  },
};

export default defineConfig({ test: { projects: [unitProject] } });
