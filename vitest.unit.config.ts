/**
 * The fast lane, `npm run test:unit`: the test files named `*.unit.test.ts(x)`, which import only
 * pure modules and need no emulator, no API, no web build and no Java, so there is no global
 * setup. vitest.config.ts runs the same project beside the emulator suites, so that `npm test`
 * runs each of these files exactly once too.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { shareCompileCache } from './scripts/lib/compile-cache.ts';
import { AT_IDLE_PRIORITY } from './scripts/lib/cpu-priority.ts';

/** The name of a test file that needs nothing running; the emulator projects leave these out. */
export const UNIT_TEST_FILES = '**/*.unit.test.{ts,tsx}';

/**
 * `npm test` runs this lane at the lowest priority beside the end-to-end tests (scripts/test.ts),
 * where a file waits for whatever CPU the browsers and the stack leave, almost none while the
 * journeys run: in two clean-clone runs on 28 Nov the test that bundles the API's citation
 * formatter took 21.6 and 28.8 s, against 30 s allowed then, and Crossref's schema compiled in
 * 38.7 s. No test here measures a time: the limits stop a hang, so at that priority they cover
 * the whole end-to-end step. Elsewhere a minute covers Crossref's schema beside the emulator
 * suites, where `npx vitest run` runs this lane too.
 */
const HANG_LIMIT_MS = process.env[AT_IDLE_PRIORITY] === '1' ? 300_000 : 60_000;

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
    // No test here measures a time: the limits stop a hang (HANG_LIMIT_MS).
    testTimeout: HANG_LIMIT_MS,
    hookTimeout: HANG_LIMIT_MS,
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
