/**
 * Seeds the benchmark archive through the admin API, as the editor's dashboard would: volumes
 * `bench-v01`…, two issues each, and articles with a small PDF and cover image, spread evenly.
 * What already exists is kept, so a second run only adds what is missing.
 */
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { articleText } from './archive-text';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const ISSUES_PER_VOLUME = 2;
const ATTEMPTS = 3;

export interface SeedPlan {
  articles: number;
  volumes: number;
  parallel: number;
}

export interface SeededArchive {
  created: number;
  existing: number;
  seconds: number;
  /** A bench article in the middle of the archive, for the detail and page measurements. */
  sample: Article;
}

export async function adminToken(authHost: string): Promise<string> {
  const email = process.env.ADMIN_EMAIL ?? 'admin@journal.test';
  const password = process.env.ADMIN_PASSWORD ?? 'journal-admin';
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken)
    throw new Error(`Admin sign-in at the Auth emulator failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** Runs `work` over the items with at most `parallel` in flight. */
async function inPool<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(parallel, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export async function seedLargeArchive(base: string, token: string, plan: SeedPlan): Promise<SeededArchive> {
  const started = Date.now();
  const auth = { Authorization: `Bearer ${token}` };

  async function call<T>(path: string, init: RequestInit = {}, expected = 200): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const res = await fetch(`${base}/api${path}`, { ...init, headers: { ...auth, ...init.headers } });
      const body = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
      if (res.status === expected && body.data !== undefined) return body.data;
      if (res.status < 500 || attempt === ATTEMPTS)
        throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.message ?? ''}`);
    }
  }
  const postJson = <T>(path: string, value: unknown) =>
    call<T>(
      path,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) },
      201,
    );

  const volumes = await call<Volume[]>('/admin/volumes');
  const issues = await call<Issue[]>('/admin/issues');
  const places: { volume: Volume; issue: Issue }[] = [];
  for (let v = 1; v <= plan.volumes; v += 1) {
    const slug = `bench-v${String(v).padStart(2, '0')}`;
    const volume =
      volumes.find((x) => x.slug === slug) ??
      (await postJson<Volume>('/admin/volumes', { year: 2000 + v, name: `Bench Volume ${v}`, slug }));
    for (let i = 1; i <= ISSUES_PER_VOLUME; i += 1) {
      const issueSlug = `issue-${i}`;
      const issue =
        issues.find((x) => x.slug === issueSlug && x.volume._id === volume._id) ??
        (await postJson<Issue>('/admin/issues', { name: `Issue ${i}`, slug: issueSlug, volume: volume._id }));
      places.push({ volume, issue });
    }
  }

  const existing = new Set<string>();
  for (const { volume } of places.filter((_, i) => i % ISSUES_PER_VOLUME === 0)) {
    for (const a of await call<Article[]>(`/articles?volume=${volume.slug}`)) existing.add(a.slug);
  }
  const wanted = Array.from({ length: plan.articles }, (_, n) => ({
    n,
    slug: `bench-article-${String(n + 1).padStart(5, '0')}`,
  }));
  const missing = wanted.filter((w) => !existing.has(w.slug));

  let done = 0;
  await inPool(missing, plan.parallel, async ({ n, slug }) => {
    const place = places[n % places.length]!;
    const form = new FormData();
    const fields = {
      ...articleText(n),
      slug,
      issn: '',
      doi: `10.5555/bench.${n + 1}`,
      volume: place.volume._id,
      issue: place.issue._id,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    form.append('pdf', new Blob([PDF], { type: 'application/pdf' }), 'article.pdf');
    try {
      await call<Article>('/admin/articles', { method: 'POST', body: form }, 201);
    } catch (err) {
      // A slow request can be answered 503 by the API's deadline and still complete; a retry
      // then meets its own slug. The article being there is what counts.
      if ((await fetch(`${base}/api/articles/${slug}`)).status !== 200) throw err;
    }
    done += 1;
    if (done % 250 === 0) console.log(`  seeded ${done} of ${missing.length} articles`);
  });

  const middle = wanted[Math.floor(wanted.length / 2)]!;
  const sample = await call<Article>(`/articles/${middle.slug}`);
  return {
    created: missing.length,
    existing: wanted.length - missing.length,
    seconds: (Date.now() - started) / 1000,
    sample,
  };
}
