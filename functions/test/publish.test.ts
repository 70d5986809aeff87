/**
 * Publishing an approved submission in one step (POST /api/admin/submissions/{id}/publish):
 * the article carries the submission's title, authors in order, abstract and keywords; its PDF
 * is the final PDF uploaded or the PDF manuscript, byte for byte; a Word manuscript needs the
 * final PDF; pending, rejected and already published submissions are refused with 409s, and
 * of two publications at once exactly one succeeds; the author's list shows where it was
 * published, and the author receives one message with the article's link.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL } from '@journal/common/constants';
import type { Article } from '@journal/common/contracts/articles';
import type { Submission } from '@journal/common/contracts/submissions';
import {
  DOCX_CONTENT_TYPE,
  fullTextErrors,
  type FullText,
  type FullTextStatus,
} from '@journal/common/contracts/full-text';
import { FIGURE_CAPTION, hostileDocx } from '../../scripts/lib/hostile-docx';
import { adminMessages, submissionMessages } from '@journal/common/messages';
import { config } from '../src/config';
import { smtpCapture } from './fixtures/smtp-capture';
import { metaValues, readHead } from './html-head';
import { adminToken, bearer, bucket, createAuthor, db, useApi } from './harness';
import { archivePdf, ARCHIVE_PNG, createPlace } from './archive-fixtures';
import { docxBytes, readJson, submissionFields, submit, validCoAuthor, pdfBytes } from './people-fixtures';

const urls = useApi();
const smtp = smtpCapture();
const suiteSmtp = process.env.SMTP_URL;
let admin = '';
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  await smtp.start();
  admin = await adminToken();
  place = await createPlace(urls.api, admin);
});
afterAll(() => smtp.dispose(suiteSmtp));

type Author = Awaited<ReturnType<typeof createAuthor>>;

const tagOf = (name: string) => `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function approvedSubmission(author: Author, fields: Record<string, string>, file = samplePdfOf()) {
  const id = await submit(urls.api, author.idToken, file, submissionFields(fields));
  await decide(id, 'approve');
  return id;
}

const samplePdfOf = (data = pdfBytes()) => ({ name: 'manuscript.pdf', data, type: 'application/pdf' });

async function decide(id: string, action: 'approve' | 'reject') {
  const res = await fetch(`${urls.api}/api/admin/submissions/${id}/${action}`, {
    method: 'PATCH',
    headers: bearer(admin),
  });
  return res.status;
}

function publishJson(id: string, body: object) {
  return fetch(`${urls.api}/api/admin/submissions/${id}/publish`, {
    method: 'POST',
    headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function publishForm(id: string, fields: Record<string, string>, files: { pdf?: Buffer; image?: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (files.pdf)
    form.append('pdf', new Blob([new Uint8Array(files.pdf)], { type: 'application/pdf' }), 'final.pdf');
  if (files.image)
    form.append('image', new Blob([new Uint8Array(files.image)], { type: 'image/png' }), 'cover.png');
  return fetch(`${urls.api}/api/admin/submissions/${id}/publish`, {
    method: 'POST',
    headers: bearer(admin),
    body: form,
  });
}

async function storedPaths(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

/** What a refused publication must not leave: an article with the slug, or its claim. */
async function expectNoArticle(slug: string) {
  expect((await db.collection('articles').where('slug', '==', slug).get()).empty).toBe(true);
  expect((await db.doc(`slugs/article:${slug}`).get()).exists).toBe(false);
}

async function publishedPlace(id: string) {
  const res = await fetch(`${urls.api}/api/admin/submissions/${id}`, { headers: bearer(admin) });
  return (await readJson<{ data: Submission }>(res)).data.published;
}

/** A file at one of the article's absolute URLs, from the app that serves that path. */
async function download(url: string): Promise<Buffer> {
  const path = url.replace(config.siteUrl, '');
  const res = await fetch(`${path.startsWith('/api/') ? urls.api : urls.site}${path}`);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('publishing a submission', () => {
  it('makes the article from the submission, with the manuscript as its PDF, and tells the author', async () => {
    const author = await createAuthor(urls.api);
    const tag = tagOf('cassava');
    const manuscript = pdfBytes(6000);
    const id = await approvedSubmission(
      author,
      {
        paperTitle: `Solar drying of ${tag} in Luapula`,
        correspondingAuthor: 'Chipo Zulu',
        paperAbstract: 'Drying trials over two seasons.\n\nLosses fell by half.',
        keywords: 'cassava, solar drying, post-harvest',
        coAuthors: JSON.stringify([
          { ...validCoAuthor, name: 'Bwalya Mulenga' },
          { ...validCoAuthor, name: 'Natasha Phiri', email: 'natasha@example.test' },
        ]),
      },
      samplePdfOf(manuscript),
    );
    await smtp.clear();

    const res = await publishJson(id, { issue: place.issue._id });
    expect(res.status).toBe(201);
    const { data: article } = await readJson<{ data: Article }>(res);
    expect(article).toMatchObject({
      title: `Solar drying of ${tag} in Luapula`,
      author: 'Chipo Zulu, Bwalya Mulenga, Natasha Phiri',
      abstract: 'Drying trials over two seasons.\n\nLosses fell by half.',
      keywords: ['cassava', 'solar drying', 'post-harvest'],
      slug: `solar-drying-of-${tag}-in-luapula`,
      volume: { _id: place.volume._id, slug: place.volume.slug },
      issue: { _id: place.issue._id, slug: place.issue.slug },
      image: null,
    });
    expect((await download(article.pdf!)).equals(manuscript)).toBe(true);

    // Listed where readers look, with its keywords in the page's citation tags.
    const listed = await readJson<{ data: Article[] }>(
      await fetch(`${urls.api}/api/articles?issue=${place.issue.slug}&volume=${place.volume.slug}`),
    );
    expect(listed.data.map((a) => a._id)).toContain(article._id);
    const page = await fetch(
      `${urls.site}/archives/${place.volume.slug}/${place.issue.slug}/${article.slug}`,
    );
    const head = readHead(await page.text());
    expect(metaValues(head, 'citation_keywords')).toEqual(['cassava', 'solar drying', 'post-harvest']);
    expect(metaValues(head, 'citation_author')).toEqual(['Chipo Zulu', 'Bwalya Mulenga', 'Natasha Phiri']);

    // The author's list says where it is.
    const mine = await readJson<{ data: Submission[] }>(
      await fetch(`${urls.api}/api/submissions`, { headers: bearer(author.idToken) }),
    );
    expect(mine.data.find((s) => s._id === id)?.published).toEqual({
      articleSlug: article.slug,
      volumeSlug: place.volume.slug,
      issueSlug: place.issue.slug,
    });

    const mail = await smtp.to(author.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`${JOURNAL.shortTitle}: your article is published`);
    const articleUrl = `${config.siteUrl}/archives/${place.volume.slug}/${place.issue.slug}/${article.slug}`;
    expect(mail[0]!.text).toContain(articleUrl);
    expect(mail[0]!.html).toContain(`href="${articleUrl}"`);
    expect(mail[0]!.text).toContain(`Solar drying of ${tag} in Luapula`);
  });

  it('uses the uploaded final PDF and cover, and the slug the editor chose', async () => {
    const author = await createAuthor(urls.api);
    const tag = tagOf('grid');
    const id = await approvedSubmission(author, { paperTitle: `Mini-grids ${tag}` });
    const finalPdf = archivePdf(`Final version ${tag}`);
    const res = await publishForm(
      id,
      { issue: place.issue._id, slug: `${tag}-final` },
      { pdf: finalPdf, image: ARCHIVE_PNG },
    );
    expect(res.status).toBe(201);
    const { data: article } = await readJson<{ data: Article }>(res);
    expect(article.slug).toBe(`${tag}-final`);
    expect((await download(article.pdf!)).equals(finalPdf)).toBe(true);
    // The cover as the journal keeps it: a WebP of the uploaded picture.
    expect(await sharp(await download(article.image!)).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
  });

  it('needs the final PDF for a Word manuscript, and stores nothing without it', async () => {
    const author = await createAuthor(urls.api);
    const tag = tagOf('word');
    const id = await approvedSubmission(
      author,
      { paperTitle: `Borehole yields ${tag}` },
      {
        name: 'manuscript.docx',
        data: docxBytes(),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    );
    const refused = await publishJson(id, { issue: place.issue._id });
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toEqual({
      status: 400,
      code: 'final-pdf-required',
      message: submissionMessages.publishNeedsPdf,
    });
    const search = await readJson<{ total: number }>(
      await fetch(`${urls.api}/api/admin/articles?q=${tag}`, { headers: bearer(admin) }),
    );
    expect(search.total).toBe(0);

    const published = await publishForm(id, { issue: place.issue._id }, { pdf: archivePdf(tag) });
    expect(published.status).toBe(201);
  });

  it("makes a Word manuscript the article's full text when asked, and refuses to for a PDF", async () => {
    const author = await createAuthor(urls.api);
    const tag = tagOf('fulltext');
    const word = await approvedSubmission(
      author,
      { paperTitle: `Groundwater recharge ${tag}` },
      { name: 'manuscript.docx', data: await hostileDocx(), type: DOCX_CONTENT_TYPE },
    );
    const published = await publishForm(
      word,
      { issue: place.issue._id, fullText: 'manuscript' },
      { pdf: archivePdf(tag) },
    );
    expect(published.status).toBe(201);
    const article = (await readJson<{ data: Article }>(published)).data;
    expect(article.fullText?.words).toBeGreaterThan(10);
    const text = await readJson<{ data: FullText }>(
      await fetch(`${urls.api}/api/articles/${article.slug}/full-text`),
    );
    expect(text.data.html).toContain(FIGURE_CAPTION);
    const status = await readJson<{ data: FullTextStatus }>(
      await fetch(`${urls.api}/api/admin/articles/${article._id}/full-text`, { headers: bearer(admin) }),
    );
    expect(status.data.sourceName).toBe('manuscript.docx');

    const pdf = await approvedSubmission(author, { paperTitle: `Aquifer tests ${tag}` });
    const refused = await publishJson(pdf, { issue: place.issue._id, fullText: 'manuscript' });
    expect(await readJson(refused)).toEqual({
      status: 400,
      code: fullTextErrors.manuscriptNotWord.code,
      message: fullTextErrors.manuscriptNotWord.message,
    });
    const search = await readJson<{ total: number }>(
      await fetch(`${urls.api}/api/admin/articles?q=${encodeURIComponent(`aquifer tests ${tag}`)}`, {
        headers: bearer(admin),
      }),
    );
    expect(search.total).toBe(0);
  });

  it('refuses a pending, a rejected and an already published submission with 409s', async () => {
    const author = await createAuthor(urls.api);
    const pending = await submit(
      urls.api,
      author.idToken,
      undefined,
      submissionFields({ paperTitle: `Pending ${tagOf('p')}` }),
    );
    const rejected = await submit(
      urls.api,
      author.idToken,
      undefined,
      submissionFields({ paperTitle: `Rejected ${tagOf('r')}` }),
    );
    expect(await decide(rejected, 'reject')).toBe(200);
    const notApproved = {
      status: 409,
      code: 'submission-not-approved',
      message: submissionMessages.publishNotApproved,
    };
    for (const id of [pending, rejected]) {
      const res = await publishJson(id, { issue: place.issue._id });
      expect(res.status).toBe(409);
      expect(await readJson(res)).toEqual(notApproved);
    }

    const approved = await approvedSubmission(author, { paperTitle: `Twice ${tagOf('t')}` });
    expect((await publishJson(approved, { issue: place.issue._id })).status).toBe(201);
    await smtp.clear();
    const again = await publishJson(approved, { issue: place.issue._id, slug: tagOf('other') });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toEqual({
      status: 409,
      code: 'submission-already-published',
      message: submissionMessages.alreadyPublished,
    });
    // Its decision stands with the article.
    expect(await decide(approved, 'reject')).toBe(409);
    expect(await smtp.to(author.email)).toHaveLength(0);
  });

  it('publishes once when two publications race, leaving nothing of the others', async () => {
    const author = await createAuthor(urls.api);
    const id = await approvedSubmission(author, { paperTitle: `Race ${tagOf('race')}` });
    await smtp.clear();
    const before = await storedPaths('articles/');
    const slugs = [tagOf('a'), tagOf('b'), tagOf('c')];
    const responses = await Promise.all(
      slugs.map((slug) => publishForm(id, { issue: place.issue._id, slug }, { pdf: archivePdf(slug) })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const winner = slugs[statuses.indexOf(201)]!;
    const { data: article } = await readJson<{ data: Article }>(responses[statuses.indexOf(201)]!);
    for (const loser of slugs.filter((s) => s !== winner)) await expectNoArticle(loser);
    const added = (await storedPaths('articles/')).filter((p) => !before.includes(p));
    expect(added).toEqual([`articles/${article._id}/article.pdf`]);
    expect((await publishedPlace(id))?.articleSlug).toBe(winner);
    expect(await smtp.to(author.email)).toHaveLength(1);
  });

  it("refuses a taken slug with the article form's 409, and a fake final PDF with a 400, leaving nothing", async () => {
    const author = await createAuthor(urls.api);
    const first = await approvedSubmission(author, { paperTitle: `Taken ${tagOf('k')}` });
    const firstRes = await publishJson(first, { issue: place.issue._id });
    const { data: taken } = await readJson<{ data: Article }>(firstRes);

    const id = await approvedSubmission(author, { paperTitle: `Second ${tagOf('s')}` });
    await smtp.clear();
    const before = await storedPaths('articles/');
    const clash = await publishForm(id, { issue: place.issue._id, slug: taken.slug }, { pdf: archivePdf() });
    expect(clash.status).toBe(409);
    expect(await readJson(clash)).toEqual({
      status: 409,
      code: 'article-slug-taken',
      message: adminMessages.slugTaken('article', taken.slug),
    });

    const fakeSlug = tagOf('fake');
    const fake = await publishForm(
      id,
      { issue: place.issue._id, slug: fakeSlug },
      { pdf: Buffer.from('MZ not a pdf at all') },
    );
    expect(fake.status).toBe(400);
    expect((await readJson<{ code: string }>(fake)).code).toBe('article-pdf-type');

    expect(await storedPaths('articles/')).toEqual(before);
    await expectNoArticle(fakeSlug);
    expect(await publishedPlace(id)).toBeNull();
    expect(await smtp.to(author.email)).toHaveLength(0);
    // Refused, not spent: the submission is still there to publish.
    expect((await publishJson(id, { issue: place.issue._id })).status).toBe(201);
  });

  it('answers 404 when the PDF manuscript is gone from Storage, until a final PDF is sent', async () => {
    const author = await createAuthor(urls.api);
    const id = await approvedSubmission(author, { paperTitle: `Lost ${tagOf('l')}` });
    const manuscriptPath = (await db.doc(`submissions/${id}`).get()).get('manuscriptPath') as string;
    await bucket.file(manuscriptPath).delete();
    const refused = await publishJson(id, { issue: place.issue._id });
    expect(refused.status).toBe(404);
    expect((await readJson<{ code: string }>(refused)).code).toBe('stored-file-missing');
    expect(await publishedPlace(id)).toBeNull();
    expect((await publishForm(id, { issue: place.issue._id }, { pdf: archivePdf() })).status).toBe(201);
  });

  it('forgets the publication when the editor deletes the article, so the submission can be published again', async () => {
    const author = await createAuthor(urls.api);
    const id = await approvedSubmission(author, { paperTitle: `Withdrawn ${tagOf('w')}` });
    const { data: first } = await readJson<{ data: Article }>(
      await publishJson(id, { issue: place.issue._id }),
    );
    expect((await publishedPlace(id))?.articleSlug).toBe(first.slug);

    const deleted = await fetch(`${urls.api}/api/admin/articles/${first._id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(200);
    // The author's list no longer points at an article that is gone.
    expect(await publishedPlace(id)).toBeNull();
    const mine = await readJson<{ data: Submission[] }>(
      await fetch(`${urls.api}/api/submissions`, { headers: bearer(author.idToken) }),
    );
    expect(mine.data.find((s) => s._id === id)?.published).toBeNull();

    const again = await publishJson(id, { issue: place.issue._id });
    expect(again.status).toBe(201);
    const { data: second } = await readJson<{ data: Article }>(again);
    expect(second.slug).toBe(first.slug);
    expect((await publishedPlace(id))?.articleSlug).toBe(second.slug);
  });

  it('answers 404 for an unknown submission and 400 for an unknown issue, storing nothing', async () => {
    expect((await publishJson('noSuchSubmission', { issue: place.issue._id })).status).toBe(404);
    const author = await createAuthor(urls.api);
    const id = await approvedSubmission(author, { paperTitle: `Nowhere ${tagOf('n')}` });
    const res = await publishJson(id, { issue: 'noSuchIssue' });
    expect(res.status).toBe(400);
    expect((await publishJson(id, {})).status).toBe(400);
    expect((await publishJson(id, { issue: place.issue._id, slug: 'Not A Slug' })).status).toBe(400);
  });
});
