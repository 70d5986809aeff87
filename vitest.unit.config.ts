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

// Each test file's worker reads back the code the first one compiled (scripts/lib/compile-cache.ts).
shareCompileCache();

/** The fast lane's tests as a project that runs `filesAtOnce` files at once. */
export const unitProject = (filesAtOnce: number): TestProjectConfiguration => ({
  test: {
    name: 'unit',
    include: [UNIT_TEST_FILES],
    maxWorkers: filesAtOnce,
    // The web app's unit tests read files and build schemas, nothing of a page: jsdom would double
    // the lane's time. A test that needs a document names it: `// @vitest-environment jsdom`.
    environment: 'node',
    // `npm test` runs this lane at the lowest priority beside the end-to-end tests, where a file
    // can wait seconds for a core (scripts/test.ts): the limit is there to stop a hang, and no
    // test here measures a time.
    testTimeout: 30_000,
    // The functions' configuration (functions/src/config.ts) as a deployment gives it, the same in
    // both lanes: the addresses in mails and the signatures of tokens do not depend on the ports
    // the emulator suite picked.
    env: {
      SITE_URL: 'https://journal.example.edu',
      OAI_TOKEN_SECRET: 'unit-tests-only-oai-resumption-token-secret',
    },
  },
});

/**
 * In the fast lane, as many test files at once as the machine has cores: its files wait on
 * nothing, so more would only take turns (on this 2-core machine, 27 Nov: 12–14 s with two, 15 s
 * with four). vitest's default, one core fewer, ran one file at a time here, and this lane took
 * 19.8 s against 12.9 s. The emulator suite runs more at once (vitest.config.ts).
 */
export default defineConfig({ test: { projects: [unitProject(availableParallelism())] } });
