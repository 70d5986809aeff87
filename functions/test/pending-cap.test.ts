/**
 * At most 10 submissions awaiting a decision per author (docs/decisions.md "Submissions"): the
 * eleventh answers 429 with a message saying why and leaves nothing stored, also when more
 * arrive at once than there are places (the cap holds inside the transaction that creates the
 * submission, against the real Firestore emulator); a decision or a deletion makes room again.
 * An author may also submit at most 10 an hour (services/rate-limits.ts, proved in
 * rate-limits.test.ts): where a test needs more, it lets that hour pass.
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/services/rate-limits';
import { adminToken, bearer, bucket, createAuthor, db, letTimePass, useApi } from './harness';
import { postSubmission, readJson, submissionForm, submit } from './people-fixtures';

const HOUR_MS = 3_600_000;
const anHourPasses = (uid: string) =>
  letTimePass({ limit: RATE_LIMITS.submissionsPerAccount, subject: uid }, HOUR_MS);

const urls = useApi();

const TOO_MANY = {
  status: 429,
  code: 'too-many-pending',
  message:
    'You already have 10 submissions awaiting a decision. You can submit again once the editors have decided on one of them.',
};

async function stored(uid: string) {
  const [files] = await bucket.getFiles({ prefix: `manuscripts/${uid}/` });
  const docs = (await db.collection('submissions').where('authorUid', '==', uid).get()).docs;
  return { docs: docs.length, files: files.length };
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(await readJson(res)).toEqual(TOO_MANY);
}

describe('the pending submissions cap', () => {
  it('refuses the eleventh pending submission with 429, storing nothing, until a decision or a deletion', async () => {
    const author = await createAuthor(urls.api);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await submit(urls.api, author.idToken));
    await anHourPasses(author.uid);
    await expectTooMany(await postSubmission(urls.api, author.idToken, submissionForm()));
    expect(await stored(author.uid)).toEqual({ docs: 10, files: 10 });

    const admin = bearer(await adminToken());
    const approve = await fetch(`${urls.api}/api/admin/submissions/${ids[0]}/approve`, {
      method: 'PATCH',
      headers: admin,
    });
    expect(approve.status).toBe(200);
    ids.push(await submit(urls.api, author.idToken));
    await expectTooMany(await postSubmission(urls.api, author.idToken, submissionForm()));
    // Changing a decision does not give the submission back its place in the queue.
    const reject = await fetch(`${urls.api}/api/admin/submissions/${ids[0]}/reject`, {
      method: 'PATCH',
      headers: admin,
    });
    expect(reject.status).toBe(200);
    await expectTooMany(await postSubmission(urls.api, author.idToken, submissionForm()));

    const removed = await fetch(`${urls.api}/api/admin/submissions/${ids[1]}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(removed.status).toBe(200);
    ids.push(await submit(urls.api, author.idToken));
    await expectTooMany(await postSubmission(urls.api, author.idToken, submissionForm()));
    expect(await stored(author.uid)).toEqual({ docs: 11, files: 11 });
  });

  it('holds when ten arrive at once for nine places: nine stored, one refused', async () => {
    const author = await createAuthor(urls.api);
    await submit(urls.api, author.idToken);
    await anHourPasses(author.uid);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postSubmission(urls.api, author.idToken, submissionForm())),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(9).fill(201), 429]);
    const refused = answers.find((res) => res.status === 429);
    expect(await readJson(refused!)).toEqual(TOO_MANY);
    expect(await stored(author.uid)).toEqual({ docs: 10, files: 10 });
  });
});
