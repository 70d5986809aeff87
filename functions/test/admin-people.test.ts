/** The admin's users and submissions: /api/admin/users and /api/admin/submissions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MANUSCRIPT_CONTENT_TYPES } from '@journal/common/contracts/files';
import type { Submission } from '@journal/common/contracts/submissions';
import type { User } from '@journal/common/contracts/users';
import { adminMessages, apiMessages, authMessages, submissionMessages } from '@journal/common/messages';
import { adminAuth, adminToken, bearer, bucket, createAuthor, db, unique, useApi } from './harness';
import { docBytes, readJson, submissionFields, submit } from './people-fixtures';

const urls = useApi();

type Author = Awaited<ReturnType<typeof createAuthor>>;
type Failure = { status: number; code: string; message: string };

let admin: string;
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@journal.test';

function call(method: string, path: string, token = admin): Promise<Response> {
  return fetch(`${urls.api}/api/admin${path}`, { method, headers: bearer(token) });
}

beforeAll(async () => {
  admin = await adminToken();
});

describe('admin users', () => {
  it('lists authors newest first with username, e-mail, id and date, never the admin', async () => {
    const older = await createAuthor(urls.api);
    const newer = await createAuthor(urls.api);
    // A profile carrying the admin e-mail (as a seed might write) must still stay hidden.
    const adminProfile = db.collection('users').doc(unique('admin-profile'));
    await adminProfile.set({
      username: unique('Admin'),
      usernameLower: 'admin',
      email: adminEmail,
      createdAt: new Date(),
    });
    try {
      const res = await call('GET', '/users');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const { status, data } = await readJson<{ status: number; data: User[] }>(res);
      expect(status).toBe(200);
      const ids = data.map((u) => u._id);
      expect(ids.indexOf(newer.uid)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.uid)).toBeLessThan(ids.indexOf(older.uid));
      expect(data.find((u) => u._id === older.uid)).toEqual({
        _id: older.uid,
        username: older.username,
        email: older.email,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(data.some((u) => u.email === adminEmail)).toBe(false);
    } finally {
      await adminProfile.delete();
    }
  });

  it('deletes an author: Auth account, profile and username go; their submissions stay', async () => {
    const author = await createAuthor(urls.api);
    const submissionId = await submit(urls.api, author.idToken);
    const res = await call('DELETE', `/users/${author.uid}`);
    expect(await readJson(res)).toEqual({ status: 200, data: { _id: author.uid } });

    await expect(adminAuth.getUser(author.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.collection('users').doc(author.uid).get()).exists).toBe(false);
    const list = await readJson<{ data: User[] }>(await call('GET', '/users'));
    expect(list.data.some((u) => u._id === author.uid)).toBe(false);
    const kept = await readJson<{ data: Submission }>(await call('GET', `/submissions/${submissionId}`));
    expect(kept.data.authorUid).toBe(author.uid);
    // Their token no longer opens anything, and the username is free again.
    const own = await fetch(`${urls.api}/api/submissions`, { headers: bearer(author.idToken) });
    expect(await readJson<Failure>(own)).toEqual({
      status: 401,
      code: 'token-invalid',
      message: authMessages.invalidToken,
    });
    await expect(createAuthor(urls.api, author.username.toUpperCase())).resolves.toBeDefined();
  });

  it('answers 404 for an unknown user and refuses to delete the admin', async () => {
    const unknown = await call('DELETE', `/users/${unique('nobody')}`);
    expect(await readJson<Failure>(unknown)).toEqual({
      status: 404,
      code: 'user-not-found',
      message: adminMessages.userNotFound,
    });
    const adminUser = await adminAuth.getUserByEmail(adminEmail);
    const self = await call('DELETE', `/users/${adminUser.uid}`);
    expect(self.status).toBe(403);
    expect(await readJson<Failure>(self)).toEqual({
      status: 403,
      code: 'cannot-delete-admin',
      message: adminMessages.cannotDeleteAdmin,
    });
    await expect(adminAuth.getUser(adminUser.uid)).resolves.toMatchObject({ email: adminEmail });
  });

  it('answers 405 to other methods', async () => {
    for (const [method, path] of [
      ['POST', '/users'],
      ['GET', `/users/${unique('u')}`],
    ] as const) {
      expect(await readJson<Failure>(await call(method, path)), `${method} ${path}`).toEqual({
        status: 405,
        code: 'method-not-allowed',
        message: apiMessages.methodNotAllowed,
      });
    }
  });
});

describe('admin submissions', () => {
  let first: Author;
  let second: Author;
  let firstId: string;
  let secondId: string;
  const manuscript = docBytes();
  beforeAll(async () => {
    [first, second] = await Promise.all([createAuthor(urls.api), createAuthor(urls.api)]);
    firstId = await submit(
      urls.api,
      first.idToken,
      undefined,
      submissionFields({ paperTitle: 'Solar drying of cassava' }),
    );
    secondId = await submit(urls.api, second.idToken, { name: 'Grid study.doc', data: manuscript });
  });

  it("lists every author's submissions, newest first", async () => {
    const res = await call('GET', '/submissions');
    expect(res.status).toBe(200);
    const { status, data } = await readJson<{ status: number; data: Submission[] }>(res);
    expect(status).toBe(200);
    const ids = data.map((s) => s._id);
    expect(ids.indexOf(firstId)).toBeGreaterThan(ids.indexOf(secondId));
    expect(ids.indexOf(secondId)).toBeGreaterThanOrEqual(0);
    const times = data.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.find((s) => s._id === firstId)).toMatchObject({
      paperTitle: 'Solar drying of cassava',
      authorEmail: first.email,
      status: 'Pending',
    });
  });

  it("reads and downloads any author's submission", async () => {
    const json = await readJson<{ status: number; data: Submission }>(
      await call('GET', `/submissions/${secondId}`),
    );
    expect(json).toMatchObject({
      status: 200,
      data: { _id: secondId, authorUid: second.uid, manuscriptFileName: 'Grid study.doc' },
    });
    const res = await call('GET', `/submissions/${secondId}?download=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(MANUSCRIPT_CONTENT_TYPES.doc);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Grid study.doc"; filename*=UTF-8''Grid%20study.doc`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(manuscript)).toBe(true);
  });

  it('approves and rejects idempotently, recording who decided and when', async () => {
    const approve = () => call('PATCH', `/submissions/${firstId}/approve`);
    const reject = () => call('PATCH', `/submissions/${firstId}/reject`);
    const approved = await readJson<{ status: number; data: Submission }>(await approve());
    expect(approved).toMatchObject({
      status: 200,
      data: { _id: firstId, status: 'Approved', decidedBy: adminEmail },
    });
    expect(Date.parse(approved.data.decidedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const again = await readJson<{ data: Submission }>(await approve());
    expect(again.data).toEqual(approved.data);
    const seenByAuthor = await fetch(`${urls.api}/api/submissions/${firstId}`, {
      headers: bearer(first.idToken),
    });
    expect((await readJson<{ data: Submission }>(seenByAuthor)).data.status).toBe('Approved');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const rejected = await readJson<{ data: Submission }>(await reject());
    expect(rejected.data).toMatchObject({ status: 'Rejected', decidedBy: adminEmail });
    expect(Date.parse(rejected.data.decidedAt ?? '')).toBeGreaterThan(
      Date.parse(approved.data.decidedAt ?? ''),
    );
    expect((await readJson<{ data: Submission }>(await reject())).data).toEqual(rejected.data);
  });

  it('deletes a submission with its file', async () => {
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);
    const path = (await db.collection('submissions').doc(id).get()).get('manuscriptPath') as string;
    expect((await bucket.file(path).exists())[0]).toBe(true);

    expect(await readJson(await call('DELETE', `/submissions/${id}`))).toEqual({
      status: 200,
      data: { _id: id },
    });
    expect((await db.collection('submissions').doc(id).get()).exists).toBe(false);
    expect((await bucket.file(path).exists())[0]).toBe(false);
    const own = await readJson<{ data: Submission[] }>(
      await fetch(`${urls.api}/api/submissions`, { headers: bearer(author.idToken) }),
    );
    expect(own.data).toEqual([]);
    const again = await call('DELETE', `/submissions/${id}`);
    expect(await readJson<Failure>(again)).toEqual({
      status: 404,
      code: 'submission-not-found',
      message: submissionMessages.notFound,
    });
  });

  it('answers 404 for unknown submissions and unknown verbs, 405 for wrong methods', async () => {
    for (const [method, path] of [
      ['GET', '/submissions/doesNotExist1'],
      ['GET', '/submissions/doesNotExist1?download=true'],
      ['DELETE', '/submissions/doesNotExist1'],
      ['PATCH', '/submissions/doesNotExist1/approve'],
      ['PATCH', '/submissions/doesNotExist1/reject'],
    ] as const) {
      expect(await readJson<Failure>(await call(method, path)), `${method} ${path}`).toEqual({
        status: 404,
        code: 'submission-not-found',
        message: submissionMessages.notFound,
      });
    }
    expect(await readJson<Failure>(await call('PATCH', `/submissions/${secondId}/archive`))).toEqual({
      status: 404,
      code: 'not-found',
      message: apiMessages.notFound,
    });
    for (const [method, path] of [
      ['POST', '/submissions'],
      ['PUT', `/submissions/${secondId}`],
      ['POST', `/submissions/${secondId}/approve`],
      ['GET', `/submissions/${secondId}/reject`],
      ['PATCH', `/submissions/${secondId}/publish`],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(405);
    }
    expect(
      (await readJson<Submission & { data: Submission }>(await call('GET', `/submissions/${secondId}`))).data
        .status,
    ).toBe('Pending');
  });
});
