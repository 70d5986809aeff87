/**
 * The benchmark's results: checked against the targets, written to bench/results.json and
 * printed as a short table.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import type { PageFigures } from './browser';
import type { LoadFigures } from './load';
import type { ReadsFigures } from './reads';

export interface LoadResult {
  name: string;
  path: string;
  /** Through the whole local stack: Hosting emulator, Functions emulator, the function (absent with --no-stack-load). */
  app?: LoadFigures;
  /** The same API and site apps alone in one Node process, over the same emulators. */
  direct: LoadFigures;
  /** The same bytes from a minimal static Node server. */
  baseline: LoadFigures;
}

export interface TargetCheck {
  target: string;
  limit: number;
  actual: number;
  unit: string;
  met: boolean;
  /** How far over the limit, as a share of it (0 when met). */
  over: number;
}

export interface BenchResults {
  when: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    node: string;
    os: string;
    loadAverage: { atStart: number; atEnd: number };
  };
  settings: Record<string, unknown>;
  stack: { url: string; startedHere: boolean };
  seed: { articles: number; created: number; existing: number; seconds: number };
  collectionBytes: number;
  /** Documents read per request: with the archive as found (the demo's on a fresh stack), then seeded. */
  reads: ReadsFigures[];
  load: LoadResult[];
  pages: { app: PageFigures[]; baselineHomeLoadMs: number };
  targets: TargetCheck[];
  seconds: number;
}

/** The machine, with its 1-minute load average when the run started and when it ended. */
export function machine(loadAtStart: number): BenchResults['machine'] {
  return {
    loadAverage: { atStart: loadAtStart, atEnd: Math.round(loadavg()[0]! * 100) / 100 },
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${process.platform} ${release()}`,
  };
}

function check(target: string, actual: number, limit: number, unit: string): TargetCheck {
  const met = actual <= limit;
  return {
    target,
    limit,
    actual,
    unit,
    met,
    over: met ? 0 : Math.round(((actual - limit) / limit) * 1000) / 1000,
  };
}

export function checkTargets(
  load: LoadResult[],
  pages: PageFigures[],
  collectionBytes: number,
): TargetCheck[] {
  const stackLoaded = load.every((l) => l.app);
  const where = stackLoaded ? '' : ' (API alone: the stack was not loaded)';
  const p95 = (name: string) => {
    const found = load.find((l) => l.name === name);
    return (stackLoaded ? found?.app?.p95 : found?.direct.p95) ?? Number.NaN;
  };
  const home = pages.find((p) => p.path === '/');
  const homeApi = home?.apiBytes ?? Number.NaN;
  return [
    check('home page API data', homeApi, 50_000, 'bytes'),
    check(
      'home page API data, share of the whole article collection',
      Math.round((homeApi / collectionBytes) * 10000) / 100,
      5,
      '%',
    ),
    // Home and the article page (/archives/{volume}/{issue}/{article}) are where readers land:
    // 150 KB there (docs/plans/rendered-pages.md), 200 KB elsewhere.
    ...pages.map((p) =>
      check(
        `initial JavaScript of ${p.path} (gzip)`,
        p.jsGzipBytes,
        p.path === '/' || p.path.split('/').length === 5 ? 150_000 : 200_000,
        'bytes',
      ),
    ),
    check(`p95 of GET /api/articles?limit=4${where}`, p95('articles?limit=4'), 50, 'ms'),
    check(`p95 of GET /api/search${where}`, p95('search'), 100, 'ms'),
  ];
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
/** A slowdown as "×N"; a throughput as a percentage of the static server's. */
function times(value: number, base: number): string {
  if (!(base > 0) || !Number.isFinite(value)) return '–';
  const r = value / base;
  return `${r >= 10 ? Math.round(r) : r.toFixed(1)}×`;
}
function share(value: number, base: number): string {
  if (!(base > 0) || !Number.isFinite(value)) return '–';
  const pct = (value / base) * 100;
  return `${pct >= 10 ? Math.round(pct) : pct.toPrecision(2)}%`;
}

function loadRow(label: string, layer: string, f: LoadFigures, base: LoadFigures): string {
  const notes = [
    ...(f.errors || f.non2xx ? [`${f.errors} errors/timeouts, ${f.non2xx} non-2xx`] : []),
    ...(f.warmupSeconds > 10 ? [`warm after ${f.warmupSeconds} s`] : []),
  ];
  const trouble = notes.length ? `  (${notes.join('; ')})` : '';
  return (
    `${label.padEnd(19)}${layer.padEnd(11)}${pad(f.p50, 8)}${pad(f.p95, 8)}${pad(f.p99, 8)}${pad(f.rps, 8)}${pad(f.bytesPerResponse, 8)}` +
    `${pad(times(f.p95, base.p95), 10)}${pad(share(f.rps, base.rps), 11)}${trouble}`
  );
}

export function printReport(results: BenchResults) {
  const { load, pages, targets } = results;
  const m = results.machine;
  console.log(
    `\nMachine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.os}; 1-min load average ${m.loadAverage.atStart} at start, ${m.loadAverage.atEnd} at end`,
  );
  console.log(
    `Archive: ${results.seed.articles} bench articles (${results.seed.created} created in ${results.seed.seconds} s)`,
  );
  console.log(
    `\nLoad: ${results.settings.connections} connections, ${results.settings.duration} s per target and layer (after a ${results.settings.warmup} s warm-up)`,
  );
  console.log(
    '  stack = Hosting emulator → Functions emulator → function; API alone = the same apps in one Node process; static = the same bytes from a minimal Node server',
  );
  console.log(
    `${'target'.padEnd(19)}${'layer'.padEnd(11)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('req/s', 8)}${pad('bytes', 8)}${pad('p95 vs st', 10)}${pad('rps vs st', 11)}`,
  );
  for (const l of load) {
    if (l.app) console.log(loadRow(l.name, 'stack', l.app, l.baseline));
    console.log(loadRow(l.app ? '' : l.name, 'API alone', l.direct, l.baseline));
    console.log(loadRow('', 'static', l.baseline, l.baseline));
  }
  console.log(
    '\nDocuments read per request (API alone, through the Firestore recorder, after one warm-up request):',
  );
  console.log(
    `${'target'.padEnd(19)}${results.reads.map((r) => pad(`${r.articles.toLocaleString('en')} articles`, 16)).join('')}`,
  );
  for (const l of load) {
    console.log(`${l.name.padEnd(19)}${results.reads.map((r) => pad(r.reads[l.name] ?? '–', 16)).join('')}`);
  }
  console.log('\nPages in headless Chromium (bytes as sent; JavaScript also gzip-compressed):');
  for (const p of pages.app) {
    console.log(`  ${p.path}`);
    console.log(
      `    API ${p.apiBytes} B in ${p.apiRequests} requests · JS ${p.jsBytes} B (${p.jsGzipBytes} B gzip) in ${p.jsFiles} files · images ${p.imageBytes} B · loaded in ${p.loadMs} ms`,
    );
  }
  const home = pages.app.find((p) => p.path === '/');
  if (home) {
    console.log(
      `  home page: ${home.loadMs} ms from the stack, ${pages.baselineHomeLoadMs} ms from the static server (${times(home.loadMs, pages.baselineHomeLoadMs)})`,
    );
    console.log(
      `  largest scripts of the home page (gzip): ${home.scripts
        .slice(0, 5)
        .map((s) => `${s.path.replace('/assets/', '')} ${s.gzipBytes} B`)
        .join(', ')}`,
    );
  }
  console.log(`  whole article collection (GET /api/articles): ${results.collectionBytes} B`);
  console.log('\nTargets:');
  for (const t of targets) {
    const verdict = t.met ? 'met' : `MISSED by ${Math.round(t.over * 100)}%`;
    console.log(`  ${verdict.padEnd(16)} ${t.target}: ${t.actual} ${t.unit} (limit ${t.limit} ${t.unit})`);
  }
}

export function writeResults(file: string, results: BenchResults) {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
