/**
 * Request bodies no form would send: broken or oversized JSON, JSON of the wrong types,
 * multipart without a boundary or cut short, path-traversal file names, over-long fields and
 * a 10,000-entry co-author list. Each is answered with a 4xx and a message, and nothing is
 * stored: no document, no file, no account.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CO_AUTHORS } from '@journal/common/constants';
import { apiMessages, submissionMessages } from '@journal/common/messages';
import { adminToken, bearer, bucket, createAccount, unique, useApi } from './harness';
import { createPlace, getJson } from './archive-fixtures';
import { pdfBytes, submissionFields, submissionForm } from './people-fixtures';
import { coAuthorList, encodeForm, sendBytes, sendJson } from './fixtures/raw-bodies';
import { articleForm, expectNoVolume, expectRefusal, expectSubmissionRefused } from './fixtures/refusals';

const urls = useApi();
const MB = 1024 * 1024;
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

const api = (path: string) => `${urls.api}/api${path}`;
const noVolume = (marker: string) => expectNoVolume(urls.api, admin, marker);
const refusedSubmission = (send: (token: string) => Promise<Response>, status?: number, label?: string) =>
  expectSubmissionRefused(urls.api, send, status, label);

describe('JSON bodies', () => {
  // The Functions runtime parses JSON before the app runs and answers a malformed body itself
  // (docs/decisions.md "The API"): the app cannot shape that answer, only be sure nothing was
  // stored.
  it('refuses malformed JSON with 400 and stores nothing', async () => {
    const slug = unique('broken');
    const broken = `{"year": 2025, "name": "Volume ${slug}", "slug": "${slug}"`;
    expect((await sendBytes(api('/admin/volumes'), admin, 'application/json', broken)).status).toBe(400);
    expect((await sendBytes(api('/auth/signup'), null, 'application/json', '{"idToken": tru')).status).toBe(
      400,
    );
    await noVolume(slug);
  });

  it('refuses JSON of the wrong types with 400', async () => {
    const marker = unique('types');
    const invalid = { code: 'invalid-input', message: expect.any(String) };
    expect(
      await expectRefusal(
        await sendJson(api('/admin/volumes'), admin, { year: 'twenty', name: [marker], slug: 42 }),
        400,
      ),
    ).toEqual(invalid);
    expect(await expectRefusal(await sendJson(api('/admin/volumes'), admin, [marker, 2025]), 400)).toEqual(
      invalid,
    );
    expect(
      await expectRefusal(
        await sendJson(api('/admin/issues'), admin, { name: 1, slug: true, volume: null }),
        400,
      ),
    ).toEqual(invalid);
    const account = await createAccount();
    expect(
      await expectRefusal(
        await sendJson(api('/auth/signup'), null, { idToken: account.idToken, username: { $gt: '' } }),
        400,
      ),
    ).toEqual(invalid);
    expect(await expectRefusal(await sendJson(api('/auth/login'), null, { idToken: 12345 }), 400)).toEqual(
      invalid,
    );
    await noVolume(marker);
    expect((await sendJson(api('/auth/login'), null, { idToken: account.idToken })).status).toBe(404);
  });

  it('refuses a 5 MB JSON body and a 1 MB name with 413', async () => {
    const slug = unique('huge');
    const huge = { year: 2025, name: `Volume ${slug}`, slug, padding: 'x'.repeat(5 * MB) };
    const tooLarge = { code: 'body-too-large', message: apiMessages.bodyTooLarge };
    expect(await expectRefusal(await sendJson(api('/admin/volumes'), admin, huge), 413)).toEqual(tooLarge);
    expect(
      await expectRefusal(
        await sendJson(api('/auth/signup'), null, { idToken: 'x'.repeat(5 * MB), username: slug }),
        413,
      ),
    ).toEqual(tooLarge);
    expect(
      await expectRefusal(
        await sendJson(api('/admin/volumes'), admin, { year: 2025, name: `${slug} ${'n'.repeat(MB)}`, slug }),
        413,
      ),
    ).toEqual(tooLarge);
    await noVolume(slug);
  });
});

describe('multipart bodies', () => {
  let place: { volume: string; issue: string };
  let volumeSlug: string;
  let articleObjects: number;

  beforeAll(async () => {
    const created = await createPlace(urls.api, admin);
    place = created.place;
    volumeSlug = created.volume.slug;
    articleObjects = (await bucket.getFiles({ prefix: 'articles/' }))[0].length;
  });

  async function expectNoArticles() {
    expect((await getJson<unknown[]>(api(`/articles?volume=${volumeSlug}`))).body.data).toEqual([]);
    expect((await bucket.getFiles({ prefix: 'articles/' }))[0]).toHaveLength(articleObjects);
  }

  it('refuses multipart without a boundary', async () => {
    const { bytes } = await encodeForm(submissionForm());
    const expected = { code: 'expected-multipart', message: apiMessages.expectedMultipart };
    const refused = await refusedSubmission(
      (t) => sendBytes(api('/submissions'), t, 'multipart/form-data', bytes),
      400,
    );
    expect(refused).toEqual(expected);
    const article = await encodeForm(articleForm(place));
    expect(
      await expectRefusal(
        await sendBytes(api('/admin/articles'), admin, 'multipart/form-data', article.bytes),
        400,
      ),
    ).toEqual(expected);
    await expectNoArticles();
  });

  it('refuses a truncated multipart body', async () => {
    const { bytes, contentType } = await encodeForm(
      submissionForm({ name: 'paper.pdf', data: pdfBytes(200_000) }),
    );
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    const malformed = { code: 'malformed-multipart', message: apiMessages.malformedMultipart };
    expect(await refusedSubmission((t) => sendBytes(api('/submissions'), t, contentType, cut), 400)).toEqual(
      malformed,
    );
    const article = await encodeForm(articleForm(place));
    expect(
      await expectRefusal(
        await sendBytes(
          api('/admin/articles'),
          admin,
          article.contentType,
          article.bytes.subarray(0, article.bytes.length - 40),
        ),
        400,
      ),
    ).toEqual(malformed);
    await expectNoArticles();
  });

  it('refuses file parts named after properties every object has', async () => {
    for (const field of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const form = submissionForm(null);
      form.append(field, new Blob([pdfBytes()], { type: 'application/pdf' }), 'extra.pdf');
      expect(
        await refusedSubmission(
          (t) => fetch(api('/submissions'), { method: 'POST', headers: bearer(t), body: form }),
          400,
          field,
        ),
      ).toEqual({ code: 'unexpected-part', message: `Unexpected file field: ${field}` });
    }
  });

  it('refuses file fields with path-traversal names', async () => {
    const renamedField = submissionForm(null);
    renamedField.append('../../x.pdf', new Blob([pdfBytes()], { type: 'application/pdf' }), 'x.pdf');
    expect(
      await refusedSubmission(
        (t) => fetch(api('/submissions'), { method: 'POST', headers: bearer(t), body: renamedField }),
        400,
      ),
    ).toEqual({ code: 'unexpected-part', message: 'Unexpected file field: x.pdf' });
    const unsafe = { code: 'unsafe-file-name', message: apiMessages.unsafeFileName };
    for (const name of ['../../x.pdf', '..\\..\\x.pdf', '/etc/x.pdf']) {
      const manuscript = (t: string) =>
        fetch(api('/submissions'), {
          method: 'POST',
          headers: bearer(t),
          body: submissionForm({ name, data: pdfBytes() }),
        });
      expect(await refusedSubmission(manuscript, 400, `manuscript named ${name}`)).toEqual(unsafe);
      const article = await fetch(api('/admin/articles'), {
        method: 'POST',
        headers: bearer(admin),
        body: articleForm(place, {}, name),
      });
      expect(await expectRefusal(article, 400, `article PDF named ${name}`)).toEqual(unsafe);
    }
    await expectNoArticles();
  });

  it('refuses a 1 MB title with 413', async () => {
    const title = `Title ${'t'.repeat(MB)}`;
    const form = () => submissionForm(undefined, submissionFields({ paperTitle: title }));
    const tooLong = (field: string) => ({
      code: 'field-too-large',
      message: `The field ${field} is too long`,
    });
    expect(
      await refusedSubmission(
        (t) => fetch(api('/submissions'), { method: 'POST', headers: bearer(t), body: form() }),
        413,
      ),
    ).toEqual(tooLong('paperTitle'));
    expect(
      await expectRefusal(
        await fetch(api('/admin/articles'), {
          method: 'POST',
          headers: bearer(admin),
          body: articleForm(place, { title }),
        }),
        413,
      ),
    ).toEqual(tooLong('title'));
    await expectNoArticles();
  });

  it('refuses a co-author list of 10,000 entries', async () => {
    const full = () => submissionForm(undefined, submissionFields({ coAuthors: coAuthorList(10_000) }));
    // About 1 MB of JSON: refused as an over-long field before it is ever parsed.
    expect(
      await refusedSubmission(
        (t) => fetch(api('/submissions'), { method: 'POST', headers: bearer(t), body: full() }),
        413,
      ),
    ).toEqual({ code: 'field-too-large', message: 'The field coAuthors is too long' });
    const compact = () =>
      submissionForm(undefined, submissionFields({ coAuthors: JSON.stringify(Array(10_000).fill({})) }));
    const refused = await refusedSubmission(
      (t) => fetch(api('/submissions'), { method: 'POST', headers: bearer(t), body: compact() }),
      400,
    );
    expect(refused).toEqual({
      code: 'invalid-input',
      message: submissionMessages.tooManyCoAuthors(MAX_CO_AUTHORS),
    });
  });
});
