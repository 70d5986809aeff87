/**
 * Races through the whole `npm start` stack: every request goes through the Hosting emulator
 * to the Functions emulator, which answers simultaneous requests from several worker
 * processes at once, over the official Firestore emulator. What each test shows must hold
 * every time, not only inside one process:
 *
 * - one featured article after bursts of concurrent featuring calls;
 * - one winner when one volume slug, one issue slug or one username is claimed at once;
 * - no issue left behind when its volume is deleted while issues are created in it;
 * - one consistent decision when Approve and Reject race;
 * - one article with a DOI typed into several at once;
 * - a full text whole, figures and all, when two Word files are attached to one article at once.
 *
 * These change what other specs read (the featured article above all), so this file runs in
 * projects of its own (playwright.config.ts): the featuring bursts (tagged @featuring) alone,
 * before every other spec, sized to answer within the request deadline while nothing else
 * contends, and leaving the demo's featured article featured again; the other tests side by
 * side after every other spec, each on data of its own. Bursts stay small: the emulator makes
 * contended transactions wait for each other's locks, as production does.
 */
import { expect, test } from './support/test';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Submission } from '@journal/common/contracts/submissions';
import type { Volume } from '@journal/common/contracts/volumes';
import {
  DOCX_CONTENT_TYPE,
  FULL_TEXT_FIELD,
  type FullText,
  type FullTextStatus,
} from '@journal/common/contracts/full-text';
import { demoArticles } from '../scripts/lib/demo-content';
import { demoFullTextDocx, DEMO_FULL_TEXT_SLUGS } from '../scripts/lib/demo-full-text';
import {
  adminHeaders,
  authRest,
  burst,
  count,
  dataOf,
  ONE_PIXEL_PNG,
  postArticle,
  run,
  verifiedToken,
  type Request,
} from './support/stack-api';

const BURST = 6;
/**
 * Featuring calls all read and rewrite the same documents. The emulator breaks such lock
 * cycles only by a 2-second lock timeout (production aborts the younger transaction at once),
 * so a featuring burst stays within what answers inside the 8-second request deadline.
 */
const FEATURE_BURST = 3;
const ROUNDS = 3;
let admin: Record<string, string>;
test.beforeAll(async () => {
  admin = await adminHeaders();
});

/** A demo article's Word full text (scripts/lib/demo-full-text.ts). */
function fullTextOf(slug: string): Promise<Buffer> {
  return demoFullTextDocx(demoArticles.find((a) => a.slug === slug)!);
}

let volumeCount = 0;
async function createVolume(request: Request, label: string): Promise<Volume> {
  volumeCount += 1;
  const slug = `race-${label}-${run}-${volumeCount}`;
  const res = await request.post('/api/admin/volumes', {
    headers: admin,
    data: { year: 2030, name: `Race ${label} ${volumeCount}`, slug },
  });
  return dataOf<Volume>(res);
}

async function createIssue(request: Request, volume: Volume, slug: string): Promise<Issue> {
  return dataOf<Issue>(
    await request.post('/api/admin/issues', {
      headers: admin,
      data: { name: slug, slug, volume: volume._id },
    }),
  );
}

async function issuesOf(request: Request, volumeId: string): Promise<Issue[]> {
  const all = await dataOf<Issue[]>(await request.get('/api/admin/issues', { headers: admin }));
  return all.filter((issue) => issue.volume._id === volumeId);
}

/** Deletes what a test made: articles, then issues, then the volume. */
async function removeVolume(request: Request, volume: Volume) {
  const articles = await dataOf<Article[]>(await request.get('/api/admin/articles', { headers: admin }));
  for (const article of articles.filter((a) => a.volume._id === volume._id)) {
    await request.delete(`/api/admin/articles/${article._id}`, { headers: admin });
  }
  for (const issue of await issuesOf(request, volume._id)) {
    await request.delete(`/api/admin/issues/${issue._id}`, { headers: admin });
  }
  await request.delete(`/api/admin/volumes/${volume._id}`, { headers: admin });
}

test(
  'bursts of featuring calls always leave exactly one article featured',
  { tag: '@featuring' },
  async ({ request }) => {
    const volume = await createVolume(request, 'featured');
    const issue = await createIssue(request, volume, 'issue-1');
    const articles: Article[] = [];
    for (let i = 0; i < FEATURE_BURST; i += 1) {
      const res = await postArticle(
        request,
        admin,
        {
          title: `Racing article ${i} ${run}`,
          slug: `race-article-${i}-${run}`,
          volume: volume._id,
          issue: issue._id,
        },
        ONE_PIXEL_PNG,
      );
      articles.push(await dataOf<Article>(res));
    }
    const feature = (id: string) => () =>
      request.put(`/api/admin/articles/featured/${id}`, { headers: admin });
    const featuredNow = async () =>
      (await dataOf<Article[]>(await request.get('/api/articles?featured=true'))).map((a) => a._id);

    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const statuses = await burst(articles.map((a) => feature(a._id)));
        expect(statuses, `round ${round}: every call answered`).toEqual(Array(FEATURE_BURST).fill(200));
        const featured = await featuredNow();
        expect(featured, `round ${round}: one featured`).toHaveLength(1);
        expect(articles.map((a) => a._id)).toContain(featured[0]);
      }
      const target = articles[2] as Article;
      const statuses = await burst(Array.from({ length: FEATURE_BURST }, () => feature(target._id)));
      expect(statuses).toEqual(Array(FEATURE_BURST).fill(200));
      expect(await featuredNow()).toEqual([target._id]);
    } finally {
      // The other specs read the demo archive with its own featured article.
      const demoFeatured = demoArticles.find((a) => a.featured);
      const all = await dataOf<Article[]>(await request.get('/api/articles'));
      const original = all.find((a) => a.slug === demoFeatured?.slug);
      if (original) await feature(original._id)();
      await removeVolume(request, volume);
    }
  },
);

test('one volume slug claimed at once: one 201, the rest 409, one volume stored', async ({ request }) => {
  const slug = `race-slug-${run}`;
  const statuses = await burst(
    Array.from(
      { length: BURST },
      (_, i) => () =>
        request.post('/api/admin/volumes', {
          headers: admin,
          data: { year: 2031, name: `Contender ${i}`, slug },
        }),
    ),
  );
  expect(count(statuses, 201)).toBe(1);
  expect(count(statuses, 409)).toBe(BURST - 1);
  const stored = (await dataOf<Volume[]>(await request.get('/api/volumes'))).filter((v) => v.slug === slug);
  expect(stored).toHaveLength(1);
  await removeVolume(request, stored[0] as Volume);
});

test('one DOI typed into several new articles at once: one 201, the rest 409 doi-taken', async ({
  request,
}) => {
  const volume = await createVolume(request, 'doi');
  const issue = await createIssue(request, volume, 'issue-1');
  // Under the demo journal's prefix (scripts/lib/demo-journal.ts).
  const doi = `10.5555/race-${run}`;
  try {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        postArticle(request, admin, {
          title: `DOI contender ${i} ${run}`,
          doi,
          slug: `doi-contender-${i}-${run}`,
          volume: volume._id,
          issue: issue._id,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status());
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(BURST - 1);
    for (const refused of answers.filter((a) => a.status() === 409)) {
      expect(((await refused.json()) as { code: string }).code).toBe('doi-taken');
    }
    const stored = await dataOf<Article[]>(
      await request.get(`/api/articles?volume=${volume.slug}&issue=${issue.slug}`),
    );
    expect(stored.map((a) => a.doi)).toEqual([doi]);
  } finally {
    await removeVolume(request, volume);
  }
});

test('two Word files attached to one article at once: the page shows one of them whole, its figures there', async ({
  request,
}) => {
  const volume = await createVolume(request, 'full-text');
  const issue = await createIssue(request, volume, 'issue-1');
  try {
    const article = await dataOf<Article>(
      await postArticle(request, admin, {
        title: `Attached twice ${run}`,
        slug: `attached-twice-${run}`,
        volume: volume._id,
        issue: issue._id,
      }),
    );
    const files = await Promise.all(DEMO_FULL_TEXT_SLUGS.slice(0, 2).map((slug) => fullTextOf(slug)));
    const statuses = await burst(
      files.map(
        (buffer, i) => () =>
          request.put(`/api/admin/articles/${article._id}/full-text`, {
            headers: admin,
            multipart: {
              [FULL_TEXT_FIELD]: { name: `editor-${i}.docx`, mimeType: DOCX_CONTENT_TYPE, buffer },
            },
          }),
      ),
    );
    expect(statuses).toEqual([200, 200]);
    const text = await dataOf<FullText>(await request.get(`/api/articles/${article.slug}/full-text`));
    const status = await dataOf<FullTextStatus>(
      await request.get(`/api/admin/articles/${article._id}/full-text`, { headers: admin }),
    );
    expect(status.updatedAt).toBe(text.updatedAt);
    const figures = [...text.html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(figures).toHaveLength(1);
    for (const figure of figures) expect((await request.get(figure)).status()).toBe(200);
  } finally {
    await removeVolume(request, volume);
  }
});

test('one issue slug claimed at once in one volume: one 201, the rest 409', async ({ request }) => {
  const volume = await createVolume(request, 'issue-slug');
  try {
    const statuses = await burst(
      Array.from(
        { length: BURST },
        () => () =>
          request.post('/api/admin/issues', {
            headers: admin,
            data: { name: 'Issue 1', slug: 'issue-1', volume: volume._id },
          }),
      ),
    );
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(BURST - 1);
    expect(await issuesOf(request, volume._id)).toHaveLength(1);
  } finally {
    await removeVolume(request, volume);
  }
});

test('one username claimed at once by several new accounts: one is registered', async ({ request }) => {
  const username = `racer-${run}`;
  const accounts = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      authRest('accounts:signUp', `racer-${i}-${run}@example.test`, 'race-pass'),
    ),
  );
  const statuses = await burst(
    accounts.map(
      (account) => () => request.post('/api/auth/signup', { data: { idToken: account.idToken, username } }),
    ),
  );
  expect(count(statuses, 201)).toBe(1);
  expect(count(statuses, 409)).toBe(BURST - 1);
  const users = await dataOf<Array<{ _id: string; username: string }>>(
    await request.get(`/api/admin/users?q=${username}`, { headers: admin }),
  );
  const holders = users.filter((u) => u.username.toLowerCase() === username);
  expect(holders.map((u) => u._id)).toEqual([accounts[statuses.indexOf(201)]?.localId]);
});

test('deleting a volume while issues are created in it never leaves an issue without its volume', async ({
  request,
}) => {
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    const volume = await createVolume(request, 'orphans');
    const creations = Array.from(
      { length: 3 },
      (_, i) => () =>
        request.post('/api/admin/issues', {
          headers: admin,
          data: { name: `Issue ${i}`, slug: `issue-${i}`, volume: volume._id },
        }),
    );
    const [deleted, ...created] = await burst([
      () => request.delete(`/api/admin/volumes/${volume._id}`, { headers: admin }),
      ...creations,
    ]);
    const volumeLeft = (await dataOf<Volume[]>(await request.get('/api/volumes'))).some(
      (v) => v._id === volume._id,
    );
    const issuesLeft = await issuesOf(request, volume._id);
    if (deleted === 200) {
      expect(volumeLeft, `round ${round}: deleted volume is gone`).toBe(false);
      expect(issuesLeft, `round ${round}: no orphan issue`).toEqual([]);
      expect(created.every((status) => status === 400 || status === 201)).toBe(true);
      expect(count(created, 201), `round ${round}: no issue created after the delete`).toBe(0);
    } else {
      expect(deleted, `round ${round}: a refused delete is a 409`).toBe(409);
      expect(volumeLeft).toBe(true);
      expect(issuesLeft).toHaveLength(count(created, 201));
      await removeVolume(request, volume);
    }
  }
});

test('Approve and Reject at once: each answer tells its own decision, and the last one stands', async ({
  request,
}) => {
  const account = await authRest('accounts:signUp', `decided-${run}@example.test`, 'race-pass');
  await dataOf(
    await request.post('/api/auth/signup', {
      data: { idToken: account.idToken, username: `decided-${run}` },
    }),
  );
  const verified = await verifiedToken(account.localId, `decided-${run}@example.test`, 'race-pass');
  const author = { Authorization: `Bearer ${verified}` };
  const { submissionId } = (await (
    await request.post('/api/submissions', {
      headers: author,
      multipart: {
        correspondingAuthor: 'Race Author',
        authorEmail: `decided-${run}@example.test`,
        authorAffiliation: 'University of the Zambezi',
        authorCountry: 'Zambia',
        coAuthors: '[]',
        paperTitle: `A contested decision ${run}`,
        paperAbstract: 'A manuscript the editor approves and rejects at once.',
        keywords: 'race, decision, editor, review',
        paperType: 'research',
        subjectArea: 'other',
        copyrightAgreement: 'true',
        ethicsAgreement: 'true',
        manuscriptFile: {
          name: 'contested.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1'),
        },
      },
    })
  ).json()) as { submissionId: string };

  for (let round = 0; round < ROUNDS; round += 1) {
    const decisions = Array.from({ length: BURST }, (_, i) => (i % 2 === 0 ? 'approve' : 'reject'));
    const responses = await Promise.all(
      decisions.map((decision) =>
        request.patch(`/api/admin/submissions/${submissionId}/${decision}`, { headers: admin }),
      ),
    );
    const answers: Submission[] = [];
    for (const [i, res] of responses.entries()) {
      const answer = await dataOf<Submission>(res);
      expect(answer.status, `round ${round}: ${decisions[i]} answers its own decision`).toBe(
        decisions[i] === 'approve' ? 'Approved' : 'Rejected',
      );
      answers.push(answer);
    }
    const stored = await dataOf<Submission>(
      await request.get(`/api/admin/submissions/${submissionId}`, { headers: admin }),
    );
    const last = answers.reduce((a, b) => ((a.decidedAt ?? '') >= (b.decidedAt ?? '') ? a : b));
    expect(stored.status, `round ${round}: the last decision stands`).toBe(last.status);
    expect(stored.decidedAt).toBe(last.decidedAt);
    const mine = await dataOf<Submission[]>(await request.get('/api/submissions', { headers: author }));
    expect(mine.find((s) => s._id === submissionId)?.status).toBe(stored.status);
  }
});
