/** An author's submissions: POST /api/submissions, GET /api/submissions, GET /api/submissions/{id}. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MANUSCRIPT_CONTENT_TYPES, MAX_MANUSCRIPT_BYTES } from '@journal/common/contracts/files';
import type { Submission } from '@journal/common/contracts/submissions';
import { MAX_CO_AUTHORS } from '@journal/common/constants';
import { apiMessages, authMessages, submissionMessages } from '@journal/common/messages';
import { bearer, bucket, createAuthor, db, useApi } from './harness';
import {
  docBytes,
  docxBytes,
  pdfBytes,
  postSubmission,
  readJson,
  submissionFields,
  submissionForm,
  submit,
  validCoAuthor,
  zipBytes,
  type ManuscriptUpload,
} from './people-fixtures';

const urls = useApi();

type Author = Awaited<ReturnType<typeof createAuthor>>;
type Failure = { status: number; code: string; message: string };

async function storedFiles(uid: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix: `manuscripts/${uid}/` });
  return files.map((f) => f.name);
}

async function storedDocs(uid: string) {
  return (await db.collection('submissions').where('authorUid', '==', uid).get()).docs;
}

/** A refusal must answer 400 with the code and message and leave no document and no file behind. */
async function expectRefused(form: FormData, code: string, message: string) {
  const author = await createAuthor(urls.api);
  const res = await postSubmission(urls.api, author.idToken, form);
  expect(await readJson<Failure>(res)).toEqual({ status: 400, code, message });
  expect(res.status).toBe(400);
  expect(await storedDocs(author.uid)).toHaveLength(0);
  expect(await storedFiles(author.uid)).toEqual([]);
}

const getOwn = (author: Author, path = '') =>
  fetch(`${urls.api}/api/submissions${path}`, { headers: bearer(author.idToken) });

describe('POST /api/submissions', () => {
  let author: Author;
  beforeAll(async () => {
    author = await createAuthor(urls.api);
  });

  it('stores a PDF submission as Pending with its file under the author', async () => {
    const file = { name: 'Footbridges.pdf', data: pdfBytes(50_000), type: 'application/pdf' };
    const res = await postSubmission(urls.api, author.idToken, submissionForm(file));
    expect(res.status).toBe(201);
    const body = await readJson<{ status: number; submissionId: string; message: string }>(res);
    expect(body).toEqual({
      status: 201,
      submissionId: expect.any(String),
      message: submissionMessages.received,
    });

    const stored = (await db.collection('submissions').doc(body.submissionId).get()).data();
    const fields = submissionFields();
    expect(stored).toMatchObject({
      correspondingAuthor: fields.correspondingAuthor,
      authorEmail: author.email,
      authorAffiliation: fields.authorAffiliation,
      authorCountry: fields.authorCountry,
      paperTitle: fields.paperTitle,
      paperAbstract: fields.paperAbstract,
      keywords: fields.keywords,
      paperType: 'research',
      subjectArea: 'civil',
      coAuthors: [validCoAuthor],
      copyrightAgreement: true,
      ethicsAgreement: true,
      authorUid: author.uid,
      status: 'Pending',
      manuscriptFileName: 'Footbridges.pdf',
      manuscriptContentType: MANUSCRIPT_CONTENT_TYPES.pdf,
      manuscriptSize: 50_000,
      manuscriptPath: `manuscripts/${author.uid}/${body.submissionId}/Footbridges.pdf`,
      decidedBy: null,
      decidedAt: null,
    });
    const [metadata] = await bucket.file(stored?.manuscriptPath as string).getMetadata();
    expect(metadata.contentType).toBe(MANUSCRIPT_CONTENT_TYPES.pdf);
  });

  it('uses the signed-in account e-mail and ignores fields the server owns', async () => {
    const tampered = submissionFields({
      authorEmail: 'someone.else@example.test',
      status: 'Approved',
      authorUid: 'someone-else',
      decidedBy: 'me',
    });
    const id = await submit(urls.api, author.idToken, undefined, tampered);
    const body = await readJson<{ data: Submission }>(await getOwn(author, `/${id}`));
    expect(body.data).toMatchObject({
      authorEmail: author.email,
      status: 'Pending',
      authorUid: author.uid,
      decidedBy: null,
    });
  });

  it('accepts DOC and DOCX files, and extensions in any case', async () => {
    const uploads: [ManuscriptUpload, string][] = [
      [{ name: 'paper.doc', data: docBytes() }, MANUSCRIPT_CONTENT_TYPES.doc],
      [{ name: 'paper.docx', data: docxBytes() }, MANUSCRIPT_CONTENT_TYPES.docx],
      [{ name: 'PAPER.PDF', data: pdfBytes() }, MANUSCRIPT_CONTENT_TYPES.pdf],
    ];
    for (const [file, contentType] of uploads) {
      const id = await submit(urls.api, author.idToken, file);
      const stored = (await db.collection('submissions').doc(id).get()).data();
      expect(stored?.manuscriptContentType).toBe(contentType);
      expect(stored?.manuscriptFileName).toBe(file.name);
    }
  });

  it('accepts a manuscript of exactly 10485760 bytes', async () => {
    const data = pdfBytes(MAX_MANUSCRIPT_BYTES);
    const id = await submit(urls.api, author.idToken, { name: 'big.pdf', data });
    const download = await getOwn(author, `/${id}?download=true`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);
  });

  it('refuses 10 MB + 1 byte and leaves nothing behind', async () => {
    const file = { name: 'too-big.pdf', data: pdfBytes(MAX_MANUSCRIPT_BYTES + 1) };
    await expectRefused(submissionForm(file), 'manuscript-too-large', submissionMessages.fileTooLarge);
  });

  it('refuses files whose content is not what their extension says', async () => {
    const cases: ManuscriptUpload[] = [
      { name: 'fake.pdf', data: Buffer.from('MZ this is not a pdf at all') },
      { name: 'word.pdf', data: docBytes() },
      { name: 'paper.docx', data: pdfBytes() },
      { name: 'archive.docx', data: zipBytes({ 'notes.txt': 'not a Word document' }) },
      { name: 'paper.doc', data: docxBytes() },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
      { name: 'paper.txt', data: pdfBytes() },
      { name: 'pdf', data: pdfBytes() },
    ];
    for (const file of cases)
      await expectRefused(submissionForm(file), 'manuscript-type', submissionMessages.invalidFileType);
  });

  it('refuses disguised files by their content, storing nothing', async () => {
    const html = '<!doctype html><html><!-- %PDF-1.4 --><script>alert(document.cookie)</script></html>';
    const cases: ManuscriptUpload[] = [
      // A web page that mentions a PDF header in its first kilobyte.
      { name: 'paper.pdf', data: Buffer.from(html) },
      // A zip with a word/ folder that no [Content_Types].xml declares a Word document.
      { name: 'paper.docx', data: zipBytes({ 'word/document.html': html }) },
      // A spreadsheet package that also carries a word/ folder.
      {
        name: 'paper.docx',
        data: zipBytes({
          '[Content_Types].xml':
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
          'word/document.xml': '<w:document/>',
        }),
      },
    ];
    for (const file of cases)
      await expectRefused(submissionForm(file), 'manuscript-type', submissionMessages.invalidFileType);
  });

  it('keeps file names free of bidirectional and other invisible format characters', async () => {
    const sent = 'Report\u202Efdp.exe\u2066\u200B draft\u200F.pdf';
    const id = await submit(urls.api, author.idToken, { name: sent, data: pdfBytes() });
    const record = await readJson<{ data: Submission }>(await getOwn(author, `/${id}`));
    expect(record.data.manuscriptFileName).toBe('Reportfdp.exe draft.pdf');
    const download = await getOwn(author, `/${id}?download=true`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Reportfdp.exe draft.pdf"; filename*=UTF-8''Reportfdp.exe%20draft.pdf`,
    );
  });

  it('requires the manuscript file', async () => {
    await expectRefused(submissionForm(null), 'manuscript-missing', submissionMessages.fileMissing);
  });

  it('requires both agreements', async () => {
    for (const overrides of [
      { copyrightAgreement: 'false' },
      { ethicsAgreement: 'false' },
      { copyrightAgreement: undefined, ethicsAgreement: undefined },
    ]) {
      await expectRefused(
        submissionForm(undefined, submissionFields(overrides)),
        'invalid-input',
        submissionMessages.agreements,
      );
    }
  });

  it('requires every field of the form', async () => {
    await expectRefused(
      submissionForm(undefined, submissionFields({ paperTitle: ' ' })),
      'invalid-input',
      submissionMessages.required('Paper title'),
    );
    await expectRefused(
      submissionForm(undefined, submissionFields({ correspondingAuthor: undefined })),
      'invalid-input',
      submissionMessages.required('Corresponding author'),
    );
    await expectRefused(
      submissionForm(undefined, submissionFields({ paperType: 'essay' })),
      'invalid-input',
      submissionMessages.invalidPaperType,
    );
    await expectRefused(
      submissionForm(undefined, submissionFields({ subjectArea: 'poetry' })),
      'invalid-input',
      submissionMessages.invalidSubjectArea,
    );
  });

  it('requires every field of every co-author', async () => {
    const second = { ...validCoAuthor, affiliation: '' };
    await expectRefused(
      submissionForm(undefined, submissionFields({ coAuthors: JSON.stringify([validCoAuthor, second]) })),
      'invalid-input',
      submissionMessages.coAuthorRequired(2, 'Affiliation'),
    );
    const { country: _country, ...noCountry } = validCoAuthor;
    await expectRefused(
      submissionForm(undefined, submissionFields({ coAuthors: JSON.stringify([noCountry]) })),
      'invalid-input',
      submissionMessages.coAuthorRequired(1, 'Country'),
    );
  });

  it('refuses co-authors that are not a list of objects, or too many of them', async () => {
    for (const coAuthors of ['{not json', '{"name":"x"}', '["Chipo Banda"]', 'null']) {
      await expectRefused(
        submissionForm(undefined, submissionFields({ coAuthors })),
        'invalid-input',
        submissionMessages.invalidCoAuthors,
      );
    }
    const many = JSON.stringify(Array.from({ length: 10_000 }, () => ({})));
    await expectRefused(
      submissionForm(undefined, submissionFields({ coAuthors: many })),
      'invalid-input',
      submissionMessages.tooManyCoAuthors(MAX_CO_AUTHORS),
    );
  });

  it('accepts a submission without co-authors', async () => {
    const id = await submit(urls.api, author.idToken, undefined, submissionFields({ coAuthors: undefined }));
    const body = await readJson<{ data: Submission }>(await getOwn(author, `/${id}`));
    expect(body.data.coAuthors).toEqual([]);
  });

  it('refuses a file name with folders in it and stores nothing', async () => {
    const traveller = await createAuthor(urls.api);
    for (const name of ['../../x.pdf', '..\\x.pdf', '/etc/x.pdf']) {
      const res = await postSubmission(
        urls.api,
        traveller.idToken,
        submissionForm({ name, data: pdfBytes() }),
      );
      expect(await readJson<Failure>(res), name).toEqual({
        status: 400,
        code: 'unsafe-file-name',
        message: apiMessages.unsafeFileName,
      });
    }
    expect(await storedFiles(traveller.uid)).toEqual([]);
    expect(await readJson<{ data: Submission[] }>(await getOwn(traveller, ''))).toMatchObject({ data: [] });
  });

  it('requires a signed-in author', async () => {
    const none = await fetch(`${urls.api}/api/submissions`, { method: 'POST', body: submissionForm() });
    expect(await readJson<Failure>(none)).toEqual({
      status: 401,
      code: 'token-missing',
      message: authMessages.missingToken,
    });
    const forged = await postSubmission(urls.api, 'forged.token.value', submissionForm());
    expect(await readJson<Failure>(forged)).toEqual({
      status: 401,
      code: 'token-invalid',
      message: authMessages.invalidToken,
    });
  });
});

describe('GET /api/submissions and /api/submissions/{id}', () => {
  let author: Author;
  let other: Author;
  let firstId: string;
  let secondId: string;
  const manuscript = docxBytes();
  beforeAll(async () => {
    [author, other] = await Promise.all([createAuthor(urls.api), createAuthor(urls.api)]);
    firstId = await submit(
      urls.api,
      author.idToken,
      undefined,
      submissionFields({ paperTitle: 'First paper' }),
    );
    secondId = await submit(
      urls.api,
      author.idToken,
      { name: 'Survey results.docx', data: manuscript },
      submissionFields({ paperTitle: 'Second paper' }),
    );
    await submit(urls.api, other.idToken);
  });

  it("lists the author's own submissions, newest first", async () => {
    const res = await getOwn(author);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await readJson<{ status: number; data: Submission[] }>(res);
    expect(body.status).toBe(200);
    expect(body.data.map((s) => s._id)).toEqual([secondId, firstId]);
    const [newest] = body.data;
    expect(newest).toMatchObject({
      paperTitle: 'Second paper',
      status: 'Pending',
      authorUid: author.uid,
      decidedBy: null,
      decidedAt: null,
    });
    expect(new Date(newest?.createdAt ?? '').toISOString()).toBe(newest?.createdAt);
    expect(newest).not.toHaveProperty('manuscriptPath');
  });

  it('answers one submission as JSON', async () => {
    const body = await readJson<{ status: number; data: Submission }>(await getOwn(author, `/${firstId}`));
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      _id: firstId,
      paperTitle: 'First paper',
      manuscriptFileName: 'manuscript.pdf',
    });
  });

  it('downloads the manuscript byte for byte with its type and name', async () => {
    const res = await getOwn(author, `/${secondId}?download=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(MANUSCRIPT_CONTENT_TYPES.docx);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Survey results.docx"; filename*=UTF-8''Survey%20results.docx`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(manuscript)).toBe(true);
  });

  it('keeps a non-ASCII file name as sent and offers it in the download', async () => {
    const id = await submit(urls.api, other.idToken, { name: 'Résumé – Lusaka.pdf', data: pdfBytes() });
    const res = await getOwn(other, `/${id}?download=true`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _ Lusaka.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé – Lusaka.pdf')}`,
    );
    const body = await readJson<{ data: Submission }>(await getOwn(other, `/${id}`));
    expect(body.data.manuscriptFileName).toBe('Résumé – Lusaka.pdf');
  });

  it("answers 404 for another author's id and for unknown ids, as JSON and as a download", async () => {
    const ids = [firstId, 'doesNotExist123', '__name__', 'a b', 'x'.repeat(200)];
    for (const id of ids) {
      for (const query of ['', '?download=true']) {
        const res = await getOwn(other, `/${encodeURIComponent(id)}${query}`);
        expect(await readJson<Failure>(res), `${id}${query}`).toEqual({
          status: 404,
          code: 'submission-not-found',
          message: submissionMessages.notFound,
        });
      }
    }
  });

  it('requires a token and answers 405 to other methods', async () => {
    const res = await fetch(`${urls.api}/api/submissions`);
    expect(res.status).toBe(401);
    expect(await readJson<Failure>(res)).toEqual({
      status: 401,
      code: 'token-missing',
      message: authMessages.missingToken,
    });
    const del = await fetch(`${urls.api}/api/submissions/${firstId}`, {
      method: 'DELETE',
      headers: bearer(author.idToken),
    });
    expect(await readJson<Failure>(del)).toEqual({
      status: 405,
      code: 'method-not-allowed',
      message: apiMessages.methodNotAllowed,
    });
    const put = await fetch(`${urls.api}/api/submissions`, {
      method: 'PUT',
      headers: bearer(author.idToken),
    });
    expect(put.status).toBe(405);
  });
});
