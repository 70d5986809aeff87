/**
 * `npm run lighthouse`: Lighthouse 13 with its default mobile settings, in Debian's Chromium
 * headless shell (docs/decisions.md, Tooling: the full browser adds blocking time of its own),
 * against the built app of the local stack (a running `npm start` stack, or one started for
 * the run): the home page, an article page, the archive, /about and, when the stack has one, an
 * article with a full text. Each page is audited beside "the limit": the same HTML and CSS
 * with every script taken out, served from a static server of its own (lib/script-free-copy.ts),
 * which is what the page would score if no JavaScript ran. Writes each JSON report to
 * lighthouse/ and prints, per page, the category scores, the timings, the long tasks and the
 * JavaScript it ran, against the targets of docs/plans/rendered-pages.md and issue 28; exits
 * non-zero when a page (not its copy) misses one. The first row is the instrument's floor: a
 * page of one heading and one paragraph, audited the same way, so that each run shows how much
 * of a figure the browser and this machine bring to every page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import type { Article } from '@journal/common/contracts/articles';
import { useStack, type Stack } from '../bench/stack';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './lib/chromium';
import { CATEGORIES, figuresOf, type Category, type PageFigures } from './lib/lighthouse-figures';
import { loadLighthouse, type Lighthouse } from './lib/lighthouse-runtime';
import { serveScriptFreeCopies, type ScriptFreeCopies } from './lib/script-free-copy';

const SCORE_TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Timings with an upper limit: largest contentful paint, layout shift, blocking time. */
const TIMING_LIMITS = [
  { figure: 'lcpMs', label: 'LCP', unit: ' ms', limit: 1800 },
  { figure: 'cls', label: 'CLS', unit: '', limit: 0 },
  { figure: 'tbtMs', label: 'TBT', unit: ' ms', limit: 150 },
] as const;
const OUT_DIR = fileURLToPath(new URL('../lighthouse/', import.meta.url));

/**
 * The browser audited in: the headless shell unless told otherwise. `LIGHTHOUSE_BROWSER=full`
 * measures in the full browser (`--headless=new`), whose own work on this machine gives even
 * the floor page 100–250 ms of blocking time.
 */
const FULL_BROWSER = process.env.LIGHTHOUSE_BROWSER === 'full';
const BROWSER_PATH = FULL_BROWSER ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;

/** The floor: what a page of one heading and one paragraph scores, with no style and no script. */
const FLOOR_PATH = '/lighthouse-floor';
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<meta name="description" content="A page of one heading and one paragraph: what every page costs.">
</head>
<body><main><h1>Floor</h1><p>One heading and one paragraph, and nothing else.</p></main></body>
</html>
`;

/** The largest article list the API gives in one answer (common/src/contracts/articles.ts). */
const ARTICLE_LIST_LIMIT = 1000;

const articleAddress = (article: Pick<Article, 'slug' | 'volume' | 'issue'>) =>
  `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;

/** A demo article if there is one (the seeded content), else the newest article. */
async function articlePath(base: string): Promise<string> {
  for (const query of ['volume=volume-1&limit=1', 'limit=1']) {
    const res = await fetch(`${base}/api/articles?${query}`);
    const article = ((await res.json()) as { data?: Article[] }).data?.[0];
    if (article) return articleAddress(article);
  }
  throw new Error('The stack has no articles to audit: seed it first (npm start seeds demo content).');
}

/**
 * The article with the longest full text, if any has one: the page that hydrates the most.
 * Read loosely (`fullText: { words, … } | null` on each article), so that a stack from before
 * full texts simply has none.
 */
async function fullTextArticlePath(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/articles?limit=${ARTICLE_LIST_LIMIT}`);
  const articles = ((await res.json()) as { data?: unknown[] }).data ?? [];
  let longest: { words: number; path: string } | null = null;
  for (const entry of articles) {
    const article = entry as Article & { fullText?: { words?: unknown } | null };
    if (!article.fullText || typeof article.fullText !== 'object') continue;
    const words = Number(article.fullText.words ?? 0);
    if (!longest || words > longest.words) longest = { words, path: articleAddress(article) };
  }
  return longest?.path ?? null;
}

const COLUMNS = [
  ['page', 18],
  ['perf', 5],
  ['a11y', 5],
  ['b-p', 5],
  ['seo', 5],
  ['FCP ms', 8],
  ['LCP ms', 8],
  ['CLS', 7],
  ['TBT ms', 8],
  ['long tasks', 17],
  ['scripts', 8],
  ['JS KB sent/run', 16],
  ['JS ms', 7],
] as const;

/** The first cell to the left, the figures to the right, each in its column's width. */
const aligned = (cells: string[]) =>
  cells
    .map((cell, i) => {
      const width = COLUMNS[i]?.[1] ?? 0;
      return i === 0 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join('');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function row(label: string, f: PageFigures): string {
  const cells = [
    label,
    ...CATEGORIES.map((category) => String(f.scores[category])),
    String(Math.round(f.fcpMs)),
    String(Math.round(f.lcpMs)),
    f.cls.toFixed(3),
    String(Math.round(f.tbtMs)),
    // How many, their total, and the longest.
    `${f.longTasks.count} × ${Math.round(f.longTasks.totalMs)} (${Math.round(f.longTasks.longestMs)})`,
    String(f.scripts.count),
    `${kb(f.scripts.transferBytes)} / ${kb(f.scripts.resourceBytes)}`,
    String(Math.round(f.scriptMs)),
  ];
  return aligned(cells);
}

/** The targets a page misses, in words. */
function missesOf(f: PageFigures): string[] {
  const misses = CATEGORIES.filter((category) => f.scores[category] < SCORE_TARGETS[category]).map(
    (category) => `${category} ${f.scores[category]} < ${SCORE_TARGETS[category]}`,
  );
  for (const { figure, label, unit, limit } of TIMING_LIMITS) {
    if (!(f[figure] <= limit)) {
      const shown = unit ? Math.round(f[figure]) : f[figure].toFixed(3);
      misses.push(`${label} ${shown}${unit} > ${limit}${unit}`);
    }
  }
  return misses;
}

async function audit(
  lighthouse: Lighthouse,
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  reportName: string,
) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  writeFileSync(`${OUT_DIR}${reportName}.report.json`, String(result.report));
  if (result.lhr.runtimeError) console.log(`  runtime error: ${result.lhr.runtimeError.message}`);
  return figuresOf(result.lhr);
}

async function main() {
  let stack: Stack | null = null;
  let copies: ScriptFreeCopies | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let missed = 0;
  try {
    // Before the stack: an install that fails stops the run before anything was started.
    const lighthouse = await loadLighthouse();
    stack = await useStack();
    const pages: [string, string][] = [
      ['home', '/'],
      ['article', await articlePath(stack.url)],
      ['archive', '/archives'],
      ['about', '/about'],
    ];
    const fullText = await fullTextArticlePath(stack.url);
    if (fullText) pages.push(['full-text', fullText]);
    copies = await serveScriptFreeCopies(stack.url);
    copies.add(
      FLOOR_PATH,
      new Response(null, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      FLOOR_PAGE,
    );
    mkdirSync(OUT_DIR, { recursive: true });
    chrome = await chromeLauncher.launch({ chromePath: BROWSER_PATH, chromeFlags: HEADLESS_CHROMIUM_FLAGS });

    console.log(
      `Lighthouse (mobile) in ${BROWSER_PATH} against ${stack.url}; each page's copy without scripts at ${copies.url}`,
    );
    if (!fullText) console.log('No article with a full text was found: none audited.');
    console.log(
      'Long tasks: how many × their total (the longest), in ms. JS: scripts fetched, KB sent / unpacked, ms run.',
    );
    console.log(aligned(COLUMNS.map(([title]) => title)));
    console.log(
      `${row('floor', await audit(lighthouse, chrome, `${copies.url}${FLOOR_PATH}`, 'floor'))}   one heading, one paragraph`,
    );
    for (const [name, path] of pages) {
      // A warm instance, as most readers meet it (and the CDN keeps the page besides): the
      // first request of a fresh Functions instance loads the renderer, which is its own figure.
      // Its answer is also the copy's page.
      const started = performance.now();
      const answer = await fetch(`${stack.url}${path}`);
      const html = await answer.text();
      const firstMs = Math.round(performance.now() - started);
      copies.add(path, answer, html);

      const page = await audit(lighthouse, chrome, `${stack.url}${path}`, name);
      const limit = await audit(lighthouse, chrome, `${copies.url}${path}`, `${name}.no-script`);
      const misses = missesOf(page);
      missed += misses.length;
      console.log(`${row(name, page)}   ${path} (first request ${firstMs} ms)`);
      console.log(row('  without scripts', limit));
      if (misses.length) console.log(`  missed: ${misses.join('; ')}`);
      for (const failed of [...page.failedRequests, ...limit.failedRequests]) {
        console.log(`  failed request: ${failed}`);
      }
    }
    console.log(
      `\nTargets: performance ≥ 95, accessibility, best practices and SEO 100; LCP ≤ 1800 ms, CLS 0, TBT ≤ 150 ms (the pages, not their copies). Reports in ${OUT_DIR}`,
    );
    console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
  } finally {
    chrome?.kill();
    await copies?.close();
    await stack?.stop();
  }
  process.exitCode = missed === 0 ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
