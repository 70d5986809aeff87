import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/lib/chromium.ts';

const port = Number(process.env.PORT ?? 5000);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian's Chromium headless shell (never a downloaded browser) against the stack that
 * `npm start` runs. They start once /api/health answers `ready`, which it does only after the
 * demo seed is complete. In CI the stack is always this run's own; a developer may reuse one
 * they have running, which first forgets the rate-limit counts of earlier runs (global-setup.ts).
 *
 * The featuring bursts change what the others read (the featured article) and must run alone
 * (races.spec.ts says why), so they run first, before any other spec; the races spec's other
 * tests run side by side after every other spec, each on data of its own. First, not last: the
 * bursts spend most of their time waiting out the Firestore emulator's lock timeouts, and at the
 * start that idle CPU goes to the checks that `npm test` runs beside this suite; at the end
 * nothing was left to use it (docs/decisions.md).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three browsers at once on this 2-core machine: a test spends much of its time waiting on the
  // stack (Hosting, the Functions workers, the emulators). docs/decisions.md has the figures.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console. Not
    // the filmstrip: recording it makes Chromium paint and encode frames the whole time, and the
    // suite took 223 core-seconds with it off against 282 with it on. Under CI nothing is
    // recorded: CI keeps the log of a run and discards its clone, traces with it, and recording
    // cost the suite 228 core-seconds against 212 without.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    acceptDownloads: true,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'featuring race', testMatch: /races\.spec\.ts/, grep: /@featuring/ },
    { name: 'journeys', testIgnore: /races\.spec\.ts/, dependencies: ['featuring race'] },
    {
      name: 'races',
      testMatch: /races\.spec\.ts/,
      grepInvert: /@featuring/,
      fullyParallel: true,
      dependencies: ['journeys'],
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    // `npm test` may have started it already (scripts/lib/early-stack.ts).
    reuseExistingServer: !process.env.CI || process.env.JOURNAL_STACK_RUNNING === '1',
    timeout: 300_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
