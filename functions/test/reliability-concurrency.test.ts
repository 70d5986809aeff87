/**
 * Many requests at once: every concurrent submission is stored exactly once with its file
 * intact, one username goes to exactly one of many racing sign-ups, and racing feature calls
 * leave exactly one article featured.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import type { Submission } from '@journal/common/contracts/submissions';
import type { User } from '@journal/common/contracts/users';
import { apiMessages } from '@journal/common/messages';
import { adminToken, bearer, bucket, createAccount, createAuthor, unique, useApi } from './harness';
import { createArticle, createPlace, getJson } from './archive-fixtures';
import { pdfBytes, postSubmission, readJson, submissionFields, submissionForm } from './people-fixtures';

const urls = useApi();

const AUTHORS = 3;
const SUBMISSIONS_EACH = 10;
const RACERS = 10;
/**
 * Featuring transactions all read and write the same few documents; the official emulator
 * makes contended transactions wait for each other's locks as production does, so a small
 * burst proves the invariant without running into the request deadline.
 */
const FEATURE_RACERS = 4;

/** A valid PDF whose body is random, so a mixed-up or truncated file cannot pass for another. */
function uniquePdf(size: number): Buffer {
  const data = pdfBytes(size);
  randomBytes(size - 128).copy(data, 64);
  return data;
}

describe('30 concurrent submissions from 3 authors', () => {
  type Sent = { uid: string; token: string; title: string; data: Buffer };
  const sent: Sent[] = [];
  const answered: { sent: Sent; status: number; submissionId?: string }[] = [];

  beforeAll(async () => {
    const authors = await Promise.all(Array.from({ length: AUTHORS }, () => createAuthor(urls.api)));
    for (const [a, author] of authors.entries()) {
      for (let i = 0; i < SUBMISSIONS_EACH; i += 1) {
        sent.push({
          uid: author.uid,
          token: author.idToken,
          title: `Concurrent paper ${a}-${i} ${unique('t')}`,
          data: uniquePdf(20_000 + (a * SUBMISSIONS_EACH + i) * 1_111),
        });
      }
    }
    const responses = await Promise.all(
      sent.map((s, n) =>
        postSubmission(
          urls.api,
          s.token,
          submissionForm(
            { name: `paper-${n}.pdf`, data: s.data, type: 'application/pdf' },
            submissionFields({ paperTitle: s.title }),
          ),
        ),
      ),
    );
    for (const [n, res] of responses.entries()) {
      const body = await readJson<{ submissionId?: string }>(res);
      answered.push({ sent: sent[n]!, status: res.status, submissionId: body.submissionId });
    }
  });

  it('accepts all 30 with 30 distinct ids', () => {
    expect(answered.map((a) => a.status)).toEqual(Array(AUTHORS * SUBMISSIONS_EACH).fill(201));
    const ids = new Set(answered.map((a) => a.submissionId));
    expect(ids.size).toBe(AUTHORS * SUBMISSIONS_EACH);
  });

  it("lists each author's 10 exactly once, under their own titles", async () => {
    for (const token of new Set(sent.map((s) => s.token))) {
      const { body } = await getJson<Submission[]>(`${urls.api}/api/submissions`, { headers: bearer(token) });
      const mine = answered.filter((a) => a.sent.token === token);
      expect(body.data.map((s) => s._id).sort()).toEqual(mine.map((a) => a.submissionId).sort());
      expect(body.data.map((s) => s.paperTitle).sort()).toEqual(mine.map((a) => a.sent.title).sort());
    }
  });

  it('downloads every file byte for byte, and stores one file per submission', async () => {
    const downloads = await Promise.all(
      answered.map(async ({ sent: s, submissionId }) => {
        const res = await fetch(`${urls.api}/api/submissions/${submissionId}?download=true`, {
          headers: bearer(s.token),
        });
        return { status: res.status, same: Buffer.from(await res.arrayBuffer()).equals(s.data) };
      }),
    );
    expect(downloads).toEqual(Array(answered.length).fill({ status: 200, same: true }));
    for (const uid of new Set(sent.map((s) => s.uid))) {
      const [files] = await bucket.getFiles({ prefix: `manuscripts/${uid}/` });
      expect(files).toHaveLength(SUBMISSIONS_EACH);
    }
  });

  it('shows the admin each of the 30 exactly once', async () => {
    const { body } = await getJson<Submission[]>(`${urls.api}/api/admin/submissions`, {
      headers: bearer(await adminToken()),
    });
    const ours = new Set(answered.map((a) => a.submissionId));
    const listed = body.data.filter((s) => ours.has(s._id)).map((s) => s._id);
    expect(listed).toHaveLength(ours.size);
    expect(new Set(listed).size).toBe(ours.size);
  });
});

describe(`${RACERS} concurrent sign-ups with one username`, () => {
  it('registers exactly one, and the admin sees that username once', async () => {
    const username = unique('same-name');
    const accounts = await Promise.all(Array.from({ length: RACERS }, () => createAccount()));
    const responses = await Promise.all(
      accounts.map((a) =>
        fetch(`${urls.api}/api/auth/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken: a.idToken, username }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);

    const { body } = await getJson<User[]>(`${urls.api}/api/admin/users`, {
      headers: bearer(await adminToken()),
    });
    const holders = body.data.filter((u) => u.username.toLowerCase() === username);
    expect(holders).toHaveLength(1);
    const winner = accounts[statuses.indexOf(201)];
    expect(holders[0]?._id).toBe(winner?.uid);
  });
});

describe(`${FEATURE_RACERS} concurrent featuring calls`, () => {
  let token: string;
  let articles: Article[];

  beforeAll(async () => {
    token = await adminToken();
    const { place } = await createPlace(urls.api, token);
    articles = [];
    for (let i = 0; i < FEATURE_RACERS; i += 1) articles.push(await createArticle(urls.api, token, place));
  });

  /**
   * As the admin's screen does: a 503 (the request deadline passed while the emulator's locks
   * made the transactions wait for each other, which a loaded two-core machine can stretch past
   * 8 s) is tried again once, after the Retry-After it names.
   */
  const feature = async (id: string) => {
    const put = () =>
      fetch(`${urls.api}/api/admin/articles/featured/${id}`, { method: 'PUT', headers: bearer(token) });
    const first = await put();
    if (first.status !== 503) return first;
    expect(await first.json()).toEqual({
      status: 503,
      code: 'unavailable',
      message: apiMessages.unavailable,
    });
    await new Promise((resolve) => setTimeout(resolve, Number(first.headers.get('retry-after') ?? 1) * 1000));
    return put();
  };

  async function featuredNow(): Promise<Article[]> {
    return (await getJson<Article[]>(`${urls.api}/api/articles?featured=true`)).body.data;
  }

  it(
    'on different articles: all answered, exactly one featured, one of them',
    { timeout: 60_000 },
    async () => {
      const responses = await Promise.all(articles.map((a) => feature(a._id)));
      expect(responses.map((r) => r.status)).toEqual(Array(FEATURE_RACERS).fill(200));
      const featured = await featuredNow();
      expect(featured).toHaveLength(1);
      expect(articles.map((a) => a._id)).toContain(featured[0]?._id);
    },
  );

  it('on one article many times at once: exactly that one featured', { timeout: 60_000 }, async () => {
    const target = articles[3]!;
    const responses = await Promise.all(Array.from({ length: FEATURE_RACERS }, () => feature(target._id)));
    expect(responses.map((r) => r.status)).toEqual(Array(FEATURE_RACERS).fill(200));
    expect((await featuredNow()).map((a) => a._id)).toEqual([target._id]);
  });
});
