import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const port = Number(process.env.PORT ?? 5000);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the stack that
 * `npm start` runs.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    acceptDownloads: true,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/volumes`,
    reuseExistingServer: true,
    timeout: 300_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
