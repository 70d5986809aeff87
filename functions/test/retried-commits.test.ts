/**
 * Answers that tell the truth when the answer to a commit is lost. The Firestore recorder
 * (commit-faults.ts) lets the emulator apply a commit and then tells firebase-admin that it
 * failed (UNAVAILABLE or DEADLINE_EXCEEDED), as a network can; firebase-admin then commits
 * again, or runs the whole transaction again, and meets the documents it has just written. A
 * create that recognises its own commit answers 201 and keeps its files. Submissions carry an
 * idempotency key, so the author's own retry stores nothing new; and a submission whose commit
 * is answered after the 8-second deadline is answered with what it did, never a 503 that hides
 * a stored submission.
 */
import { describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { IDEMPOTENCY_KEY_HEADER } from '@journal/common/contracts/submissions';
import type { CommitFaultStatus } from '../../scripts/test/firestore-recorder';
import { adminToken, bearer, bucket, createAuthor, db, unique, useApi } from './harness';
import { articleFields, createPlace, getJson, postArticle } from './archive-fixtures';
import { delayCommitAnswer, loseCommitAnswer } from './commit-faults';
import { readJson, submissionForm } from './people-fixtures';

const urls = useApi();
const LOST_ANSWERS: CommitFaultStatus[] = ['UNAVAILABLE', 'DEADLINE_EXCEEDED'];
/** Past the API's 8-second deadline (functions/src/http/app-shell.ts). */
const LATE_ANSWER_MS = 9_000;

type Author = Awaited<ReturnType<typeof createAuthor>>;

const countWhere = async (collection: string, field: string, value: string) =>
  (await db.collection(collection).where(field, '==', value).count().get()).data().count;

async function storedFiles(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

/** What one author has stored: submissions, manuscripts and pending slots. */
async function storedFor(author: Author) {
  return {
    submissions: await countWhere('submissions', 'authorUid', author.uid),
    manuscripts: (await storedFiles(`manuscripts/${author.uid}/`)).length,
    pendingSlots: await countWhere('pendingSlots', 'uid', author.uid),
  };
}

function postSubmissionWithKey(author: Author, key: string | null) {
  return fetch(`${urls.api}/api/submissions`, {
    method: 'POST',
    headers: { ...bearer(author.idToken), ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    body: submissionForm(),
  });
}

async function createdId(res: Response): Promise<string> {
  const body = await readJson<{ submissionId?: string; message?: string }>(res);
  expect(res.status, body.message).toBe(201);
  expect(body.submissionId).toEqual(expect.any(String));
  return body.submissionId as string;
}

describe.each(LOST_ANSWERS)('a commit applied but answered %s', (status) => {
  it('creates an article once: 201, one article, its PDF and cover kept', { timeout: 60_000 }, async () => {
    const admin = await adminToken();
    const { place } = await createPlace(urls.api, admin);
    const fields = articleFields(place);
    const fault = await loseCommitAnswer(`slugs/article:${fields.slug}`, status);

    const res = await postArticle(urls.api, admin, fields);
    const body = await readJson<{ data?: Article; message?: string }>(res);
    expect(res.status, body.message).toBe(201);
    expect(await fault.upstreamStatus()).toBe('0');

    expect(await countWhere('articles', 'slug', fields.slug)).toBe(1);
    const id = body.data?._id ?? '';
    expect(await storedFiles(`articles/${id}/`)).toEqual([
      `articles/${id}/article.pdf`,
      `articles/${id}/cover.webp`,
    ]);
    const pdf = await fetch(`${urls.api}/api/articles/${fields.slug}/pdf`);
    expect(pdf.status).toBe(200);
    expect((await fetch(`${urls.api}/api/articles/${fields.slug}/image`)).status).toBe(200);
  });

  it('creates a volume and an issue once: 201 each, one of each', { timeout: 60_000 }, async () => {
    const admin = await adminToken();
    const volumeSlug = unique('vol');
    const volumeFault = await loseCommitAnswer(`slugs/volume:${volumeSlug}`, status);
    const volume = await fetch(`${urls.api}/api/admin/volumes`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ year: 2025, name: `Volume ${volumeSlug}`, slug: volumeSlug }),
    });
    const volumeBody = await readJson<{ data?: { _id: string }; message?: string }>(volume);
    expect(volume.status, volumeBody.message).toBe(201);
    expect(await volumeFault.upstreamStatus()).toBe('0');
    expect(await countWhere('volumes', 'slug', volumeSlug)).toBe(1);

    const volumeId = volumeBody.data?._id ?? '';
    const issueSlug = unique('issue');
    const issueFault = await loseCommitAnswer(`slugs/issue:${volumeId}:${issueSlug}`, status);
    const issue = await fetch(`${urls.api}/api/admin/issues`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `Issue ${issueSlug}`, slug: issueSlug, volume: volumeId }),
    });
    const issueBody = await readJson<{ message?: string }>(issue);
    expect(issue.status, issueBody.message).toBe(201);
    expect(await issueFault.upstreamStatus()).toBe('0');
    expect(await countWhere('issues', 'volumeId', volumeId)).toBe(1);
    const listed = await getJson<{ slug: string }[]>(`${urls.api}/api/volumes`);
    expect(listed.body.data.filter((v) => v.slug === volumeSlug)).toHaveLength(1);
  });

  it('publishes a submission once: 201, one article, the submission marked published', async () => {
    const admin = await adminToken();
    const { issue } = await createPlace(urls.api, admin);
    const author = await createAuthor(urls.api);
    const id = await createdId(await postSubmissionWithKey(author, null));
    const approved = await fetch(`${urls.api}/api/admin/submissions/${id}/approve`, {
      method: 'PATCH',
      headers: bearer(admin),
    });
    expect(approved.status).toBe(200);
    const slug = unique('published');
    const fault = await loseCommitAnswer(`slugs/article:${slug}`, status);

    const res = await fetch(`${urls.api}/api/admin/submissions/${id}/publish`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ issue: issue._id, slug }),
    });
    const body = await readJson<{ message?: string }>(res);
    expect(res.status, body.message).toBe(201);
    expect(await fault.upstreamStatus()).toBe('0');
    expect(await countWhere('articles', 'slug', slug)).toBe(1);
    expect((await db.collection('submissions').doc(id).get()).get('published.articleSlug')).toBe(slug);
    expect((await fetch(`${urls.api}/api/articles/${slug}/pdf`)).status).toBe(200);
  });

  it.each([
    ['with an idempotency key', 'key'],
    ['without one', null],
  ] as const)(
    'stores a submission %s once: 201, one submission, its manuscript, one pending slot',
    { timeout: 60_000 },
    async (_, keyed) => {
      const author = await createAuthor(urls.api);
      const fault = await loseCommitAnswer(`pendingSlots/${author.uid}:`, status);

      const id = await createdId(await postSubmissionWithKey(author, keyed && unique('form')));
      expect(await fault.upstreamStatus()).toBe('0');

      expect(await storedFor(author)).toEqual({ submissions: 1, manuscripts: 1, pendingSlots: 1 });
      const own = await getJson<{ _id: string }[]>(`${urls.api}/api/submissions`, {
        headers: bearer(author.idToken),
      });
      expect(own.body.data.map((s) => s._id)).toEqual([id]);
      const download = await fetch(`${urls.api}/api/submissions/${id}?download=true`, {
        headers: bearer(author.idToken),
      });
      expect(download.status).toBe(200);
    },
  );
});

describe('an idempotency key on POST /api/submissions', () => {
  it('answers a repeat with the first submission and stores nothing new', async () => {
    const author = await createAuthor(urls.api);
    const key = unique('form');
    const first = await createdId(await postSubmissionWithKey(author, key));
    const again = await createdId(await postSubmissionWithKey(author, key));
    expect(again).toBe(first);
    expect(await storedFor(author)).toEqual({ submissions: 1, manuscripts: 1, pendingSlots: 1 });

    // Another form fill is another submission.
    const other = await createdId(await postSubmissionWithKey(author, unique('form')));
    expect(other).not.toBe(first);
    expect(await storedFor(author)).toEqual({ submissions: 2, manuscripts: 2, pendingSlots: 2 });
  });

  it('stores one submission when the same form arrives twice at once', async () => {
    const author = await createAuthor(urls.api);
    const key = unique('form');
    const answers = await Promise.all([
      postSubmissionWithKey(author, key),
      postSubmissionWithKey(author, key),
    ]);
    const ids = await Promise.all(answers.map(createdId));
    expect(ids[1]).toBe(ids[0]);
    expect(await storedFor(author)).toEqual({ submissions: 1, manuscripts: 1, pendingSlots: 1 });
  });

  it('is one author’s: the same key from another author is another submission', async () => {
    const [one, two] = [await createAuthor(urls.api), await createAuthor(urls.api)];
    const key = unique('form');
    const first = await createdId(await postSubmissionWithKey(one, key));
    const second = await createdId(await postSubmissionWithKey(two, key));
    expect(second).not.toBe(first);
    expect(await storedFor(two)).toEqual({ submissions: 1, manuscripts: 1, pendingSlots: 1 });
  });

  it.each(['', 'short', 'has spaces in it', 'x'.repeat(129), 'ünïcode-key-1234'])(
    'refuses the malformed key %j with 400, storing nothing',
    async (key) => {
      const author = await createAuthor(urls.api);
      const res = await postSubmissionWithKey(author, key);
      expect(await readJson(res)).toEqual({
        status: 400,
        code: 'idempotency-key-invalid',
        message: expect.any(String),
      });
      expect(res.status).toBe(400);
      expect(await storedFor(author)).toEqual({ submissions: 0, manuscripts: 0, pendingSlots: 0 });
    },
  );
});

describe('a submission whose commit is answered after the deadline', () => {
  it(
    'answers what it stored: 201 with the submission, or 503 with nothing',
    { timeout: 60_000 },
    async () => {
      const author = await createAuthor(urls.api);
      const key = unique('form');
      const fault = await delayCommitAnswer(`pendingSlots/${author.uid}:`, LATE_ANSWER_MS);

      const res = await postSubmissionWithKey(author, key);
      const body = await readJson<{ submissionId?: string; code?: string }>(res);
      expect(await fault.upstreamStatus()).toBe('0');
      if (res.status === 201) {
        expect(await storedFor(author)).toEqual({ submissions: 1, manuscripts: 1, pendingSlots: 1 });
        expect(
          (
            await db
              .collection('submissions')
              .doc(body.submissionId ?? '-')
              .get()
          ).exists,
        ).toBe(true);
      } else {
        expect({ status: res.status, code: body.code }).toEqual({ status: 503, code: 'unavailable' });
        // The late answer has reached the API by now, and whatever it did with it is done.
        await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS));
        expect(await storedFor(author)).toEqual({ submissions: 0, manuscripts: 0, pendingSlots: 0 });
      }

      // The author's retry with the same form answers that submission, or stores it now: one either way.
      const retried = await createdId(await postSubmissionWithKey(author, key));
      if (res.status === 201) expect(retried).toBe(body.submissionId);
      expect(await storedFor(author)).toEqual({ submissions: 1, manuscripts: 1, pendingSlots: 1 });
    },
  );
});
