/**
 * Documents read per request by each public route, through the real API and site apps, with
 * the demo archive (12 articles) and again after it has grown to 2,000: Firestore bills and
 * waits per document read, so what a page reads must not grow with the archive. Lists that
 * show the archive's structure (/archives, the sitemap index) read the catalog, one document
 * whatever the number of volumes and issues, and an OAI-PMH page at most one page of records,
 * whatever the number of articles.
 *
 * The reads are counted by the Firestore recorder in front of the emulator, in this file's own
 * namespace, a copy of the demo content that it may grow without changing what other files see.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE } from '@journal/common/contracts/paging';
import { OAI_PAGE_SIZE } from '../src/oai/verbs';
import { demoArticles, demoIssues, demoSubmissions, demoVolumes } from '../../scripts/lib/demo-content';
import { recorderClient } from '../../scripts/test/firestore-recorder';
import { growArchive } from './fixtures/grow-archive';
import { growPeople } from './fixtures/grow-people';
import { adminToken, bearer, recordedProject, useApi } from './harness';

const PROJECT = recordedProject;
const GROWN_TO = 2000;
const GROWTH_VOLUMES = 20;
const ISSUES_PER_VOLUME = 2;
/** Firestore bills a count() one read per thousand index entries it matches. */
const COUNTED_PER_READ = 1000;
/** Authors (each with one submission) added beside the archive's growth. */
const GROWN_AUTHORS = 300;
const ADMIN_LIMIT = 50;

// The archive grows to 2,000 articles before the second count.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const urls = useApi();
const recorder = recorderClient();

interface Archive {
  articles: number;
  volumes: number;
  issues: number;
}

/** The demo article every size is measured on, in an issue whose size does not change. */
const sample = demoArticles.find((a) => a.featured) ?? demoArticles[0]!;
const sampleIssueArticles = demoArticles.filter(
  (a) => a.volumeSlug === sample.volumeSlug && a.issueSlug === sample.issueSlug,
).length;

interface Route {
  name: string;
  /** Fixed paths, or paths found when measured (a list's second page needs the first's cursor). */
  paths: string[] | (() => Promise<string[]>);
  /** Sent with the admin's token. */
  admin?: true;
  /** A request before measuring, for a route whose first answer builds a per-instance cache. */
  warmUp?: boolean;
  /** Exact reads, or at most (`max`) for a capped list page. */
  budget(archive: Archive): { reads: number; max?: true; rule: string };
}

const routes: Route[] = [
  {
    name: 'home',
    paths: ['/api/articles?limit=4', '/api/articles?featured=true&limit=1'],
    budget: () => ({ reads: 5, rule: 'the 4 newest and the featured article' }),
  },
  {
    name: 'article',
    paths: [
      `/api/articles/${sample.slug}`,
      `/archives/${sample.volumeSlug}/${sample.issueSlug}/${sample.slug}`,
    ],
    // The demo's featured article has a full text (scripts/lib/demo-full-text.ts), which its page shows.
    budget: () => ({ reads: 3, rule: 'the article, once per request, and its full text on the page' }),
  },
  {
    name: 'full text',
    paths: [`/api/articles/${sample.slug}/full-text`],
    budget: () => ({ reads: 1, rule: 'the text alone, by its slug' }),
  },
  {
    name: 'issue',
    paths: [
      `/api/issues/${sample.issueSlug}?volume=${sample.volumeSlug}`,
      `/api/articles?issue=${sample.issueSlug}&volume=${sample.volumeSlug}`,
    ],
    budget: () => ({
      reads: 2 + 2 + sampleIssueArticles,
      rule: `volume and issue, twice, and the issue's ${sampleIssueArticles} articles`,
    }),
  },
  {
    name: '/archives',
    paths: ['/api/volumes', '/api/issues'],
    budget: () => ({ reads: 2, rule: 'the catalog of volumes and issues, once per request' }),
  },
  {
    name: 'search',
    paths: ['/api/search?q=maize'],
    warmUp: true,
    budget: () => ({ reads: 1, rule: 'meta/archive, after one warm-up search' }),
  },
  {
    name: 'sitemap',
    paths: ['/sitemap.xml'],
    budget: () => ({ reads: 2, rule: 'the catalog and meta/archive' }),
  },
  {
    name: 'OAI-PMH page',
    paths: ['/oai?verb=ListRecords&metadataPrefix=oai_dc'],
    budget: ({ articles }) => ({
      reads: Math.min(articles, OAI_PAGE_SIZE + 1) + Math.ceil(articles / COUNTED_PER_READ),
      max: true,
      rule: `a page of ${OAI_PAGE_SIZE} records and the next one, and the count()`,
    }),
  },
];

let admin = '';

/** A page of an admin list at most `limit + 2` reads: the page, one more to see whether another follows, and its total. */
const adminPageBudget = (what: string) => () => ({
  reads: ADMIN_LIMIT + 2,
  max: true as const,
  rule: `${what}: ${ADMIN_LIMIT} records, one more, and the total`,
});

/** The second page of an admin list, after the cursor of the first. */
const secondPage = (list: string) => async () => {
  const res = await fetch(`${urls.api}/api/admin/${list}?limit=${ADMIN_LIMIT}`, { headers: bearer(admin) });
  const { next } = (await res.json()) as { next: string | null };
  return [`/api/admin/${list}?limit=${ADMIN_LIMIT}${next ? `&cursor=${next}` : ''}`];
};

routes.push(
  ...(['users', 'submissions', 'articles'] as const).flatMap((list): Route[] => [
    {
      name: `admin ${list}, first page`,
      paths: [`/api/admin/${list}?limit=${ADMIN_LIMIT}`],
      admin: true,
      budget: adminPageBudget(`admin ${list}`),
    },
    {
      name: `admin ${list}, second page`,
      paths: secondPage(list),
      admin: true,
      budget: adminPageBudget(`admin ${list}`),
    },
  ]),
  {
    name: 'admin submissions, approved, searched',
    paths: [`/api/admin/submissions?limit=${ADMIN_LIMIT}&status=Approved&q=irrigation`],
    admin: true,
    budget: adminPageBudget('a search, its total a count() of at most 1,000'),
  },
  {
    name: 'admin submissions, approved',
    paths: [`/api/admin/submissions?limit=${ADMIN_LIMIT}&status=Approved`],
    admin: true,
    budget: adminPageBudget('a status, its total kept in meta/counts'),
  },
  {
    name: 'admin users, searched',
    paths: [`/api/admin/users?limit=${ADMIN_LIMIT}&q=budget`],
    admin: true,
    budget: adminPageBudget('a search, its total a count() of at most 1,000'),
  },
  {
    name: 'admin articles, searched',
    paths: [`/api/admin/articles?limit=${ADMIN_LIMIT}&q=irrigation`],
    admin: true,
    budget: adminPageBudget('a search, its total a count() of at most 1,000'),
  },
);

async function readsOf(route: Route): Promise<number> {
  const get = async (path: string) => {
    const base = path.startsWith('/api/') ? urls.api : urls.site;
    const res = await fetch(`${base}${path}`, route.admin ? { headers: bearer(admin) } : undefined);
    await res.arrayBuffer();
    expect(res.status, path).toBe(200);
  };
  const paths = typeof route.paths === 'function' ? await route.paths() : route.paths;
  if (route.warmUp) for (const path of paths) await get(path);
  await recorder.reset(PROJECT);
  for (const path of paths) await get(path);
  return recorder.reads(PROJECT);
}

async function measureAll(): Promise<Map<string, number>> {
  const reads = new Map<string, number>();
  for (const route of routes) reads.set(route.name, await readsOf(route));
  return reads;
}

const demo: Archive = {
  articles: demoArticles.length,
  volumes: demoVolumes.length,
  issues: demoIssues.length,
};
const grown: Archive = {
  articles: GROWN_TO,
  volumes: demo.volumes + GROWTH_VOLUMES,
  issues: demo.issues + GROWTH_VOLUMES * ISSUES_PER_VOLUME,
};
let small: Map<string, number>;
let large: Map<string, number>;

beforeAll(async () => {
  admin = await adminToken();
  small = await measureAll();
  await growPeople({ authors: GROWN_AUTHORS, prefix: 'budget' });
  await growArchive({
    articles: grown.articles - demo.articles,
    volumes: GROWTH_VOLUMES,
    issuesPerVolume: ISSUES_PER_VOLUME,
    slugPrefix: 'budget',
  });
  large = await measureAll();
});

const withCommas = (n: number) => n.toLocaleString('en');

afterAll(() => {
  if (!small || !large) return;
  const rows = routes.map((route) => {
    const { reads, max, rule } = route.budget(grown);
    const budget = `${max ? '≤ ' : ''}${reads}`;
    return `| ${route.name} | ${small.get(route.name)} | ${large.get(route.name)} | ${budget} | ${rule} |`;
  });
  console.log(
    [
      `Documents read per request: ${demo.articles} articles in ${demo.volumes} volumes and ${demo.issues} issues, then ${withCommas(grown.articles)} in ${grown.volumes} and ${grown.issues}`,
      `| route | ${demo.articles} articles | ${withCommas(grown.articles)} articles | budget at ${withCommas(grown.articles)} | budget |`,
      '|---|--:|--:|--:|---|',
      ...rows,
    ].join('\n'),
  );
});

// A budget that does not depend on the archive's size is the same figure at both sizes.
describe(`documents read per request, at ${demo.articles} articles and at ${withCommas(grown.articles)}`, () => {
  it.each(routes)('$name', (route) => {
    for (const [archive, reads] of [
      [demo, small.get(route.name)],
      [grown, large.get(route.name)],
    ] as const) {
      const { reads: budget, max } = route.budget(archive);
      if (max) expect(reads, `${archive.articles} articles`).toBeLessThanOrEqual(budget);
      else expect(reads, `${archive.articles} articles`).toBe(budget);
    }
  });
});

/**
 * Every page of a whole admin list at the largest limit, with its reads: the grown articles all
 * share one creation time, so this also walks a long run of ties, ordered by id alone.
 */
async function walkList(list: string, limit: number) {
  const pages: { ids: string[]; total: number; reads: number }[] = [];
  let cursor: string | null = null;
  do {
    await recorder.reset(PROJECT);
    const res = await fetch(
      `${urls.api}/api/admin/${list}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      {
        headers: bearer(admin),
      },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { _id: string }[]; next: string | null; total: number };
    pages.push({ ids: body.data.map((r) => r._id), total: body.total, reads: await recorder.reads(PROJECT) });
    cursor = body.next;
  } while (cursor);
  return pages;
}

describe(`walking a whole admin list at ${ADMIN_PAGE.maxLimit} a page, after the growth`, () => {
  it.each([
    ['articles', GROWN_TO],
    ['users', GROWN_AUTHORS + 1],
    ['submissions', GROWN_AUTHORS + demoSubmissions.length],
  ] as const)('%s: each record once, every page at most limit + 2 reads', async (list, records) => {
    const pages = await walkList(list, ADMIN_PAGE.maxLimit);
    console.log(
      `admin ${list}: ${pages.length} pages of ${ADMIN_PAGE.maxLimit}, reads ${pages.map((p) => p.reads).join(', ')}`,
    );
    const ids = pages.flatMap((p) => p.ids);
    expect(ids).toHaveLength(records);
    expect(new Set(ids).size).toBe(records);
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => records));
    expect(Math.max(...pages.map((p) => p.reads))).toBeLessThanOrEqual(ADMIN_PAGE.maxLimit + 2);
    expect(pages.length).toBe(Math.ceil(records / ADMIN_PAGE.maxLimit));
  });
});
