/**
 * `npm run bench`: seeds a large archive into the local stack (starting one if none runs),
 * loads the hot API routes and an article page at fixed concurrency, loads public pages in
 * headless Chromium, measures the same bytes from a static baseline, and reports against the
 * targets in bench/README.md. Options: see bench/options.ts.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { capture, startBaseline, type Capture } from './baseline';
import { launchChromium, measurePage, type PageFigures } from './browser';
import { measure, settle, type LoadFigures } from './load';
import { readOptions } from './options';
import { checkTargets, machine, printReport, writeResults, type LoadResult } from './report';
import { SEARCH_TERM } from './archive-text';
import { adminToken, seedLargeArchive } from './seed-large';
import type { Helper } from './processes';
import { startDirectApi, useStack, type Stack } from './stack';

const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

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

    console.log(`Seeding ${options.articles} articles in ${options.volumes} volumes through the admin API…`);
    const seed = await seedLargeArchive(stack.url, await adminToken(stack.authHost), {
      articles: options.articles,
      volumes: options.volumes,
      parallel: options.seedParallel,
    });
    console.log(`  ${seed.created} created, ${seed.existing} already there (${seed.seconds.toFixed(0)} s)`);

    const { sample } = seed;
    const articlePage = `/archives/${sample.volume.slug}/${sample.issue.slug}/${sample.slug}`;
    const targets = [
      { name: 'articles?limit=4', path: '/api/articles?limit=4' },
      { name: 'article by slug', path: `/api/articles/${sample.slug}` },
      { name: 'search', path: `/api/search?q=${encodeURIComponent(SEARCH_TERM)}` },
      { name: 'article page HTML', path: articlePage },
    ];
    const collectionBytes = (await capture(`${stack.url}/api/articles`)).body.length;

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
