/**
 * `npm run bench:site`: the `site` function's cold start and render time per public page, over a
 * running `npm start` stack's emulators (its demo content). Each run is a fresh Node process
 * (bench/site-worker.mjs) that loads the functions' built entry as Cloud Functions would and
 * renders every page `--rounds` times. `--baseline <folder>` measures a second build the same
 * way (for example a copy of an earlier `functions/lib`, kept inside functions/ so that it finds
 * its dependencies) and says, page by page, whether the two answer the same page (`comparable`).
 * Figures, never a verdict: nothing here fails a build.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appPort, STACK_HOST } from '../scripts/lib/stack-ports';
import { percentile } from './load';
import { stackEmulatorEnv } from './stack';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORKER = fileURLToPath(new URL('./site-worker.mjs', import.meta.url));

interface PageFigures {
  status: number;
  times: number[];
  bytes: number;
  body: string;
}

interface RunFigures {
  loadMs: number;
  firstPageMs: number;
  pages: Record<string, PageFigures>;
}

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '100' },
    starts: { type: 'string', default: '5' },
  },
});

const site = `http://${STACK_HOST}:${appPort()}`;

/** The emulators of the running stack, and the configuration `npm start` gives the functions. */
const env: NodeJS.ProcessEnv = { ...stackEmulatorEnv(), FUNCTIONS_EMULATOR: 'true', SITE_URL: site };

async function publicPages(): Promise<string[]> {
  const res = await fetch(`${site}/api/articles?limit=1&sort=newest`).catch(() => null);
  if (!res?.ok) throw new Error(`No journal answers at ${site}: start one with npm start`);
  const [article] = (
    (await res.json()) as { data: { slug: string; volume: { slug: string }; issue: { slug: string } }[] }
  ).data;
  if (!article) throw new Error('The stack has no articles: its demo content is missing');
  const volume = `/archives/${article.volume.slug}`;
  return [
    '/',
    '/archives',
    volume,
    `${volume}/${article.issue.slug}`,
    `${volume}/${article.issue.slug}/${article.slug}`,
    '/current-issue',
    '/search/solar',
    '/about',
    '/no/such/page',
  ];
}

function run(libDir: string, pages: string[], rounds: number): RunFigures {
  const out = execFileSync(process.execPath, [WORKER, libDir, JSON.stringify(pages), String(rounds)], {
    cwd: path.join(ROOT, 'functions'),
    env,
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as RunFigures;
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** The bytes an instance of `site` loads from the build: index.js and, if there is one, site.js. */
function siteBytes(libDir: string): { files: string; bytes: number } {
  const files = readdirSync(libDir).filter((f) => f === 'index.js' || f === 'site.js');
  return {
    files: files.join(' + '),
    bytes: files.reduce((sum, f) => sum + statSync(path.join(libDir, f)).size, 0),
  };
}

interface Summary {
  label: string;
  libDir: string;
  loadMs: number;
  firstPageMs: number;
  p50: Record<string, number>;
  last: RunFigures;
}

function measure(label: string, libDir: string, pages: string[]): Summary {
  const starts = Number(values.starts);
  const runs = Array.from({ length: starts }, (_, i) =>
    run(libDir, pages, i === 0 ? Number(values.rounds) : 1),
  );
  const [full] = runs as [RunFigures];
  return {
    label,
    libDir,
    loadMs: median(runs.map((r) => r.loadMs)),
    firstPageMs: median(runs.map((r) => r.firstPageMs)),
    p50: Object.fromEntries(pages.map((page) => [page, median(full.pages[page]?.times ?? [])])),
    last: full,
  };
}

const fmt = (ms: number) => ms.toFixed(1).padStart(8);

/**
 * A page as two builds can be compared: the built files' content hashes taken out
 * (`/assets/start-3kD9x_1a.js` becomes `/assets/start.js`), the times the page's queries were
 * answered (every render has its own), and the list of the app's chunks in the page state,
 * which changes with any change to the web app's code. What is left is the page: its head, its
 * markup and the data it carries.
 */
const comparable = (html: string) =>
  html
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|woff2?|webp|png|svg))/g, '$1$2')
    .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0')
    .replace(/,"code":\[[^\]]*\]/, '');

const pages = await publicPages();
const builds = [measure('this build', path.join(ROOT, 'functions/lib'), pages)];
if (values.baseline) builds.push(measure('baseline', path.resolve(values.baseline), pages));

console.log(
  `\nsite function over ${site}'s emulators; ${values.starts} cold starts, ${values.rounds} renders per page\n`,
);
for (const build of builds) {
  const { files, bytes } = siteBytes(build.libDir);
  console.log(
    `${build.label.padEnd(11)} entry load p50 ${fmt(build.loadMs)} ms   first page ${fmt(build.firstPageMs)} ms   loads ${files}: ${(bytes / 1024).toFixed(0)} KiB`,
  );
}
console.log(
  `\n${'page'.padEnd(44)}${builds.map((b) => `${b.label} p50 ms`.padStart(20)).join('')}  status  same page`,
);
for (const page of pages) {
  const [current, baseline] = builds as [Summary, Summary | undefined];
  const figures = builds.map((b) => fmt(b.p50[page] ?? NaN).padStart(20)).join('');
  const status = current.last.pages[page]?.status ?? 0;
  const [ours, theirs] = builds.map((b) => comparable(b.last.pages[page]?.body ?? ''));
  const same = baseline ? (ours === theirs ? 'yes' : 'NO') : '';
  console.log(`${page.slice(0, 43).padEnd(44)}${figures}  ${String(status).padEnd(6)}  ${same}`);
}
