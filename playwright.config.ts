import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 5000);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the stack that
 * `npm start` runs. The background-networking flags keep Chromium from reaching for outside
 * hosts, which this machine cannot reach.
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
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
