/**
 * `npm run bench:admin`: the editor's desk at scale. Seeds authors and submissions straight into
 * the stack's Firestore (bench/seed-people.ts), first to 100 authors and 40 submissions, then to
 * 25,000 and 10,000, and at each size measures what the targets name: the API data the
 * admin dashboard's first view downloads and the time to its first rows (headless Chromium,
 * median of three loads), and for each list page (users, submissions, articles; the first and
 * the second page, a search, a status filter) its bytes and the documents it reads (through the
 * Firestore recorder, as bench/reads.ts counts them). Writes bench/admin-results.json.
 */
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { measureReads, type Target } from './reads';
import { seedPeople } from './seed-people';
import { adminToken } from './seed-large';
import { useStack, type Stack } from './stack';

const RESULTS_FILE = fileURLToPath(new URL('./admin-results.json', import.meta.url));
const SIZES = [
  { authors: 100, submissions: 40 },
  { authors: 25_000, submissions: 10_000 },
];
const LIMIT = 50;
const TARGETS = { firstViewBytes: 100 * 1024, pageBytes: 50 * 1024, pageReads: LIMIT + 2 };
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@journal.test',
  password: process.env.ADMIN_PASSWORD ?? 'journal-admin',
};

interface ListPage {
  name: string;
  path: string;
  /** Through the whole stack: a 503 is the API's deadline passing. */
  status: number;
  bytes: number;
  /** Null when the API alone could not answer within its deadline (see `note`). */
  reads: number | null;
  total: number;
  /** Through the whole stack, one request after the reads were counted. */
  ms: number;
  note?: string;
}

interface FirstView {
  apiRequests: { path: string; bytes: number }[];
  apiBytes: number;
  /** Median, navigation start to the first author row on screen. */
  firstRowsMs: number;
}

/** The list pages measured: each list's first page, then what needs a cursor or a filter. */
async function listPaths(url: string, headers: Record<string, string>): Promise<Target[]> {
  const targets: Target[] = [];
  for (const list of ['users', 'submissions', 'articles']) {
    const first = `/api/admin/${list}?limit=${LIMIT}`;
    const { next } = (await (await fetch(`${url}${first}`, { headers })).json()) as { next: string | null };
    targets.push({ name: `${list}, page 1`, path: first, headers });
    if (next) targets.push({ name: `${list}, page 2`, path: `${first}&cursor=${next}`, headers });
  }
  targets.push(
    { name: 'users, search "chipo"', path: `/api/admin/users?limit=${LIMIT}&q=chipo`, headers },
    { name: 'submissions, Pending', path: `/api/admin/submissions?limit=${LIMIT}&status=Pending`, headers },
    {
      name: 'submissions, Approved, search "solar"',
      path: `/api/admin/submissions?limit=${LIMIT}&status=Approved&q=solar`,
      headers,
    },
  );
  return targets;
}

/**
 * Each target's reads on its own: the emulator answers an array-contains search by scanning
 * every key of every document (production reads the composite index instead), which at 25,000
 * authors can outlast the API's 8-second deadline once the recorder's hop is added.
 */
async function readsOf(target: Target): Promise<{ reads: number | null; note?: string }> {
  try {
    return { reads: (await measureReads(0, [target])).reads[target.name]! };
  } catch (err) {
    return { reads: null, note: err instanceof Error ? err.message : String(err) };
  }
}

async function measureLists(stack: Stack, headers: Record<string, string>): Promise<ListPage[]> {
  const pages: ListPage[] = [];
  for (const target of await listPaths(stack.url, headers)) {
    const counted = await readsOf(target);
    const started = Date.now();
    const res = await fetch(`${stack.url}${target.path}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = Date.now() - started;
    const { total = Number.NaN } = res.ok ? (JSON.parse(body.toString()) as { total: number }) : {};
    pages.push({
      name: target.name,
      path: target.path,
      status: res.status,
      bytes: body.length,
      total,
      ms,
      ...counted,
    });
  }
  return pages;
}

/** Signs in once, then opens the dashboard three times in new pages of that session. */
async function measureFirstView(browser: Browser, origin: string): Promise<FirstView> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const login = await context.newPage();
    await login.goto(`${origin}/admin/login`);
    await login.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 60_000 });
    await login.close();

    const times: number[] = [];
    let requests: { path: string; bytes: number }[] = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await context.newPage();
      const seen: Promise<{ path: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && url.pathname.startsWith('/api/'))
          seen.push(
            response.body().then((body) => ({ path: url.pathname + url.search, bytes: body.length })),
          );
      });
      const started = Date.now();
      await page.goto(`${origin}/admin/dashboard?tab=users`);
      await page
        .getByRole('table', { name: 'Users' })
        .getByRole('cell', { name: /@/ })
        .first()
        .waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
      await page.waitForLoadState('networkidle');
      requests = await Promise.all(seen);
      await page.close();
    }
    times.sort((a, b) => a - b);
    return {
      apiRequests: requests,
      apiBytes: requests.reduce((sum, r) => sum + r.bytes, 0),
      firstRowsMs: times[1]!,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main() {
  const stack = await useStack();
  let browser: Browser | null = null;
  try {
    console.log(`Stack: ${stack.url}${stack.startedHere ? ' (started for this run)' : ' (already running)'}`);
    const headers = { Authorization: `Bearer ${await adminToken(stack.authHost)}` };
    browser = await launchChromium();
    const sizes = [];
    for (const size of SIZES) {
      console.log(`Seeding up to ${size.authors} authors and ${size.submissions} submissions…`);
      const seed = await seedPeople(size.authors, size.submissions);
      console.log(
        `  ${seed.created.authors} authors and ${seed.created.submissions} submissions added (${seed.seconds.toFixed(0)} s)`,
      );
      const lists = await measureLists(stack, headers);
      const firstView = await measureFirstView(browser, stack.url);
      sizes.push({
        seeded: size,
        users: lists[0]!.total,
        submissions: lists.find((l) => l.name.startsWith('submissions'))!.total,
        firstView,
        lists,
      });
    }
    const results = { when: new Date().toISOString(), stack: stack.url, targets: TARGETS, sizes };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

    for (const size of sizes) {
      console.log(
        `\n${size.users.toLocaleString('en')} users, ${size.submissions.toLocaleString('en')} submissions`,
      );
      console.log(
        `  dashboard first view: ${kb(size.firstView.apiBytes)} of API data in ${size.firstView.apiRequests.length} requests (target ≤ ${kb(TARGETS.firstViewBytes)}: ${mark(size.firstView.apiBytes <= TARGETS.firstViewBytes)}); first rows after ${size.firstView.firstRowsMs} ms`,
      );
      console.log('  | list page | status | bytes | reads | total | ms (stack) |');
      for (const page of size.lists) {
        const ok =
          page.status === 200 && page.bytes <= TARGETS.pageBytes && (page.reads ?? 0) <= TARGETS.pageReads;
        const reads = page.reads ?? `not counted (${page.note?.slice(0, 60)})`;
        console.log(
          `  | ${page.name} | ${page.status} | ${kb(page.bytes)} | ${reads} | ${page.total.toLocaleString('en')} | ${page.ms} | ${mark(ok)}`,
        );
      }
    }
    console.log(
      `\nTargets: first view ≤ ${kb(TARGETS.firstViewBytes)}; a list page ≤ ${kb(TARGETS.pageBytes)} and ≤ ${TARGETS.pageReads} reads.`,
    );
    console.log(`Wrote ${RESULTS_FILE}.`);
  } finally {
    await browser?.close();
    if (stack.startedHere) console.log('Stopping the stack started for this run…');
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
