/**
 * `npm run lighthouse`: Lighthouse 12 with its default mobile settings, in Debian's Chromium,
 * against the built app of the local stack (a running `npm start` stack, or one started for
 * the run): the home page, an article page, the archive and /about. Writes each JSON report
 * to lighthouse/ and prints the four category scores and the page's timings against the
 * targets of docs/plans/rendered-pages.md; exits non-zero when a target is missed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Article } from '@journal/common/contracts/articles';
import { useStack, type Stack } from '../bench/stack';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from './lib/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Lighthouse audits with an upper limit: largest contentful paint, layout shift, blocking time. */
const TIMINGS = [
  { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms', limit: Number.POSITIVE_INFINITY },
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms', limit: 2000 },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '', limit: 0.02 },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms', limit: 150 },
] as const;
const OUT_DIR = fileURLToPath(new URL('../lighthouse/', import.meta.url));

/** A demo article if there is one (the seeded content), else the newest article. */
async function articlePath(base: string): Promise<string> {
  for (const query of ['volume=volume-1&limit=1', 'limit=1']) {
    const res = await fetch(`${base}/api/articles?${query}`);
    const article = ((await res.json()) as { data?: Article[] }).data?.[0];
    if (article) return `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;
  }
  throw new Error('The stack has no articles to audit: seed it first (npm start seeds demo content).');
}

async function main() {
  let stack: Stack | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let missed = 0;
  try {
    stack = await useStack();
    const pages: [string, string][] = [
      ['home', '/'],
      ['article', await articlePath(stack.url)],
      ['archive', '/archives'],
      ['about', '/about'],
    ];
    mkdirSync(OUT_DIR, { recursive: true });
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: HEADLESS_CHROMIUM_FLAGS });

    console.log(`Lighthouse (mobile) against ${stack.url}`);
    console.log(`${'page'.padEnd(10)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    for (const [name, path] of pages) {
      // A warm instance, as most readers meet it (and the CDN keeps the page besides): the
      // first request of a fresh Functions instance loads the renderer, which is its own figure.
      const started = performance.now();
      await (await fetch(`${stack.url}${path}`)).text();
      const firstMs = Math.round(performance.now() - started);
      const result = await lighthouse(`${stack.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      writeFileSync(`${OUT_DIR}${name}.report.json`, String(result.report));
      const cells = CATEGORIES.map((category) => {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        const met = score >= TARGETS[category];
        if (!met) missed += 1;
        return `${score}${met ? '' : ` (<${TARGETS[category]})`}`.padStart(16);
      });
      console.log(`${name.padEnd(10)}${cells.join('')}   ${path}`);
      const timings = TIMINGS.map(({ audit, label, unit, limit }) => {
        const value = result.lhr.audits[audit]?.numericValue ?? Number.NaN;
        const shown = unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
        const met = value <= limit;
        if (!met) missed += 1;
        return `${label} ${shown}${met ? '' : ` (> ${limit}${unit ? ` ${unit}` : ''})`}`;
      });
      console.log(`${''.padEnd(10)}${timings.join(', ')}; first request before the audit ${firstMs} ms`);
      if (result.lhr.runtimeError) console.log(`  runtime error: ${result.lhr.runtimeError.message}`);
    }
    console.log(
      `\nTargets: performance ≥ 95, accessibility, best practices and SEO 100; LCP ≤ 2000 ms, CLS ≤ 0.02, TBT ≤ 150 ms. Reports in ${OUT_DIR}`,
    );
    console.log(missed === 0 ? 'All targets met.' : `${missed} score(s) below target.`);
  } finally {
    chrome?.kill();
    await stack?.stop();
  }
  process.exitCode = missed === 0 ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
