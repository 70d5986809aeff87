/**
 * Debian's Chromium (never a downloaded browser) and the flags every tool here starts it
 * with: without the background-networking ones it reaches for outside hosts at every start,
 * which this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell: the same Chromium build without the browser's window machinery
 * (package chromium-headless-shell), which Playwright's own headless runs use too. The
 * end-to-end tests run in it: on this 2-core machine a page loads in it with half the CPU time
 * of the full browser (five pages: 3.0 s against 6.5 s of user and system time). Lighthouse
 * audits in it too (docs/decisions.md, Tooling); the bench keeps the full browser.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** For tools that launch Chromium themselves (Playwright adds its own headless switch). */
export const HEADLESS_CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
