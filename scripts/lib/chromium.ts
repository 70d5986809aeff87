/**
 * Debian's Chromium (never a downloaded browser) and the flags every tool here starts it
 * with: without the background-networking ones it reaches for outside hosts at every start,
 * which this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
