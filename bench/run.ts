/**
 * `npm run bench`: seeds a large archive into the local stack (starting one if none runs),
 * counts the documents each target reads per request before and after seeding, loads the hot
 * API routes and an article page at fixed concurrency, loads public pages in headless
 * Chromium, measures the same bytes from a static baseline, and reports against the targets in
 * bench/README.md. Options: see bench/options.ts.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import type { Article } from '@journal/common/contracts/articles';
import { capture, startBaseline, type Capture } from './baseline';
import { launchChromium, measurePage, type PageFigures } from './browser';
import { measure, settle, type LoadFigures } from './load';
import { readOptions } from './options';
import { checkTargets, machine, printReport, writeResults, type LoadResult } from './report';
import { SEARCH_TERM } from './archive-text';
import { measureReads, type Target } from './reads';
import { adminToken, seedLargeArchive } from './seed-large';
import type { Helper } from './processes';
import { startDirectApi, useStack, type Stack } from './stack';

const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

const articlePageOf = (a: Article) => `/archives/${a.volume.slug}/${a.issue.slug}/${a.slug}`;

function targetsOf(sample: Article): Target[] {
  return [
    { name: 'articles?limit=4', path: '/api/articles?limit=4' },
    { name: 'article by slug', path: `/api/articles/${sample.slug}` },
    { name: 'search', path: `/api/search?q=${encodeURIComponent(SEARCH_TERM)}` },
    { name: 'article page HTML', path: articlePageOf(sample) },
  ];
}

/** The whole article collection as the API answers it, and its size in bytes. */
async function wholeCollection(url: string): Promise<{ articles: Article[]; bytes: number }> {
  const { body } = await capture(`${url}/api/articles`);
  return { articles: (JSON.parse(body.toString()) as { data: Article[] }).data, bytes: body.length };
}

async function main() {
  const started = Date.now();
  const loadAtStart = Math.round(loadavg()[0]! * 100) / 100;
  const options = readOptions();
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  let baseline: Helper | null = null;
  let direct: Helper | null = null;
  try {
    stack = await useStack();
    console.log(`Stack: ${stack.url}${stack.startedHere ? ' (started for this run)' : ' (already running)'}`);

    const found = await wholeCollection(stack.url);
    console.log(
      `Counting documents read per request with the archive as found (${found.articles.length} articles)…`,
    );
    const newest = found.articles[0];
    if (!newest) throw new Error('The archive is empty: has the stack finished seeding the demo content?');
    const readsBefore = await measureReads(found.articles.length, targetsOf(newest));

    console.log(`Seeding ${options.articles} articles in ${options.volumes} volumes through the admin API…`);
    const seed = await seedLargeArchive(stack.url, await adminToken(stack.authHost), {
      articles: options.articles,
      volumes: options.volumes,
      parallel: options.seedParallel,
    });
    console.log(`  ${seed.created} created, ${seed.existing} already there (${seed.seconds.toFixed(0)} s)`);

    const targets = targetsOf(seed.sample);
    const articlePage = articlePageOf(seed.sample);
    const seeded = await wholeCollection(stack.url);
    const collectionBytes = seeded.bytes;
    console.log(`Counting documents read per request with ${seeded.articles.length} articles…`);
    const reads = [readsBefore, await measureReads(seeded.articles.length, targets)];

    console.log('Loading pages in headless Chromium…');
    browser = await launchChromium();
    const replay = new Map<string, Capture>();
    const pages: PageFigures[] = [];
    for (const path of ['/', articlePage, '/archives']) {
      const { figures, responses } = await measurePage(browser, stack.url, path);
      pages.push(figures);
      if (path === '/') for (const [p, c] of responses) replay.set(p, c);
    }
    for (const t of targets) replay.set(t.path, await capture(`${stack.url}${t.path}`));
    baseline = await startBaseline(replay);
    const baselineHome = await measurePage(browser, baseline.url, '/');
    await browser.close();
    browser = null;
    direct = await startDirectApi();

    // The static server and the API alone go first: a loaded Functions emulator keeps working
    // on abandoned requests for a while, which would slow whatever is measured after it.
    const settings = { connections: options.connections, duration: options.duration, warmup: options.warmup };
    const quiet = new Map<string, { direct: LoadFigures; baseline: LoadFigures }>();
    for (const t of targets) {
      console.log(`Load, static server and API alone: ${t.name} (${t.path})…`);
      quiet.set(t.name, {
        baseline: await measure(`${baseline.url}${t.path}`, settings),
        direct: await measure(`${direct.url}${t.path}`, settings),
      });
    }
    await direct.stop();
    direct = null;
    const load: LoadResult[] = [];
    for (const t of targets) {
      const measured = quiet.get(t.name)!;
      if (!options.stackLoad) {
        load.push({ ...t, ...measured });
        continue;
      }
      console.log(`Load, whole stack: ${t.name} (${t.path})…`);
      load.push({ ...t, ...measured, app: await measure(`${stack.url}${t.path}`, settings) });
      await settle(`${stack.url}${t.path}`);
    }

    const results = {
      when: new Date().toISOString(),
      machine: machine(loadAtStart),
      settings: { ...options, searchTerm: SEARCH_TERM },
      stack: { url: stack.url, startedHere: stack.startedHere },
      seed: {
        articles: options.articles,
        created: seed.created,
        existing: seed.existing,
        seconds: Math.round(seed.seconds),
      },
      collectionBytes,
      reads,
      load,
      pages: { app: pages, baselineHomeLoadMs: baselineHome.figures.loadMs },
      targets: checkTargets(load, pages, collectionBytes),
      seconds: Math.round((Date.now() - started) / 1000),
    };
    writeResults(RESULTS_FILE, results);
    printReport(results);
    console.log(`\nWrote ${RESULTS_FILE} (${results.seconds} s in all).`);
  } finally {
    await baseline?.stop();
    await direct?.stop();
    await browser?.close();
    if (stack?.startedHere) console.log('Stopping the stack started for this run…');
    await stack?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
