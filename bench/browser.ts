/**
 * Pages as a browser loads them, in headless Debian Chromium: the bytes of API data, of
 * JavaScript (as sent and gzip-compressed) and of images, and the time to a quiet network.
 * Every same-origin response is kept, so the static baseline can replay the same page.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import type { Capture } from './baseline';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../scripts/lib/chromium';

export interface PageFigures {
  path: string;
  apiRequests: number;
  apiBytes: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** Each script, largest first. */
  scripts: { path: string; bytes: number; gzipBytes: number }[];
  imageBytes: number;
  totalBytes: number;
  /** Median of the timed loads, navigation start to a quiet network. */
  loadMs: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_FLAGS });
}

interface Seen {
  path: string;
  kind: string;
  contentType: string;
  status: number;
  body: Buffer;
}

async function loadOnce(
  browser: Browser,
  origin: string,
  path: string,
): Promise<{ seen: Seen[]; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const seen: Seen[] = [];
  // What arrives after the network went quiet (a carousel's next slide) is not part of the load.
  let loaded = false;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (loaded || url.origin !== origin || response.status() < 200 || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => {
          seen.push({
            path: url.pathname + url.search,
            kind: response.request().resourceType(),
            contentType: response.headers()['content-type'] ?? 'application/octet-stream',
            status: response.status(),
            body,
          });
        },
        (err: unknown) => {
          // A response the page navigated away from (the SPA replacing its URL mid-load) is
          // not part of the page that loaded; Chromium has dropped its body.
          if (!/navigated away/.test(String(err))) throw err;
        },
      ),
    );
  });
  const started = Date.now();
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const ms = Date.now() - started;
  loaded = true;
  await Promise.all(pending);
  await context.close();
  return { seen, ms };
}

function figures(path: string, seen: Seen[], times: number[]): PageFigures {
  const sum = (list: Seen[]) => list.reduce((total, s) => total + s.body.length, 0);
  const api = seen.filter((s) => s.path.startsWith('/api/') && s.contentType.includes('json'));
  const scripts = seen
    .filter((s) => s.kind === 'script' || s.contentType.includes('javascript'))
    .map((s) => ({ path: s.path, bytes: s.body.length, gzipBytes: gzipSync(s.body).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const images = seen.filter((s) => s.kind === 'image');
  const sorted = [...times].sort((a, b) => a - b);
  return {
    path,
    apiRequests: api.length,
    apiBytes: sum(api),
    jsFiles: scripts.length,
    jsBytes: scripts.reduce((total, s) => total + s.bytes, 0),
    jsGzipBytes: scripts.reduce((total, s) => total + s.gzipBytes, 0),
    scripts,
    imageBytes: sum(images),
    totalBytes: sum(seen),
    loadMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
  };
}

/**
 * Loads the page `runs` times in fresh browser contexts (nothing cached); answers the figures
 * of the last load and its responses, keyed by path and query.
 */
export async function measurePage(browser: Browser, origin: string, path: string, runs = 3) {
  const times: number[] = [];
  let last: Seen[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { seen, ms } = await loadOnce(browser, origin, path);
    times.push(ms);
    last = seen;
  }
  const responses = new Map<string, Capture>(
    last.map((s) => [s.path, { status: s.status, contentType: s.contentType, body: s.body }]),
  );
  return { figures: figures(path, last, times), responses };
}
