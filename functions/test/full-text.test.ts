/**
 * An article's HTML full text through the API (docs/decisions.md "Full text"): the editor
 * attaches a Word file and is told what the conversion noticed; readers get the sanitized HTML,
 * its contents and its figures as WebP; search finds words only the full text holds; the JATS
 * export carries it as its body, valid against the DTD; a new upload replaces the old one's
 * figures, removal and the article's deletion leave nothing behind, and every refusal stores
 * nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { articleApi } from '@journal/common/contracts/articles-routes';
import {
  FULL_TEXT_FIELD,
  fullTextErrors,
  MAX_FULL_TEXT_DOCX_BYTES,
  MAX_FULL_TEXT_DOCX_UNPACKED_BYTES,
  type FullText,
  type FullTextStatus,
} from '@journal/common/contracts/full-text';
import type { Article } from '@journal/common/contracts/articles';
import { authMessages, fullTextMessages } from '@journal/common/messages';
import { demoArticles } from '../../scripts/lib/demo-content';
import { demoFullTextDocx, DEMO_FULL_TEXT_SLUGS } from '../../scripts/lib/demo-full-text';
import { docxUnpackingTo, hostileDocx, HOSTILE_LINK_TEXT } from '../../scripts/lib/hostile-docx';
import { collections } from '../src/services/model';
import { archivePdf, createArticle, createPlace, getJson, type Body } from './archive-fixtures';
import { adminToken, bearer, bucket, createAuthor, db, siteUrl, useApi } from './harness';
import { jatsErrors, xmlValues } from './xml-standards';

const urls = useApi();

let admin = '';
let author = '';
let word: Buffer;
beforeAll(async () => {
  admin = await adminToken();
  author = (await createAuthor(urls.api)).idToken;
  const demo = demoArticles.find((a) => a.slug === DEMO_FULL_TEXT_SLUGS[1])!;
  word = await demoFullTextDocx(demo);
  jatsErrors('<article/>');
});

const adminPath = (id: string) => `${urls.api}${articleApi.adminFullText.path({ id })}`;

function putWord(id: string, file: Buffer | null, token = admin, name = 'final.docx') {
  const form = new FormData();
  if (file) form.append(FULL_TEXT_FIELD, new Blob([file]), name);
  return fetch(adminPath(id), { method: 'PUT', headers: bearer(token), body: form });
}

async function statusOf<T>(res: Response): Promise<{ status: number; body: Body<T> & { code?: string } }> {
  return { status: res.status, body: (await res.json()) as Body<T> & { code?: string } };
}

/** Every stored object under the article's folder. */
async function filesOf(articleId: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix: `articles/${articleId}/` });
  return files.map((f) => f.name).sort();
}

async function newArticle(): Promise<Article> {
  const { place } = await createPlace(urls.api, admin);
  return createArticle(urls.api, admin, place);
}

describe('attaching a Word file', () => {
  let article: Article;
  let status: FullTextStatus;
  let text: FullText;

  beforeAll(async () => {
    article = await newArticle();
    const res = await statusOf<FullTextStatus>(await putWord(article._id, word));
    expect(res.status).toBe(200);
    status = res.body.data;
    text = (await getJson<FullText>(`${urls.api}${articleApi.fullText.path({ slug: article.slug })}`)).body
      .data;
  });

  it("tells the editor the text's size, its parts and the conversion's warnings", () => {
    expect(status).toMatchObject({
      sourceName: 'final.docx',
      sourceBytes: word.length,
      figures: 1,
      tables: 1,
    });
    expect(status.notes).toBeGreaterThanOrEqual(3);
    expect(status.words).toBeGreaterThan(500);
    expect(status.warnings).toEqual([]);
  });

  it('gives readers the HTML and its contents, and the article says it has a full text', async () => {
    expect(text.html).toMatch(/^<h2 id="ft-introduction">Introduction<\/h2>/);
    expect(text.contents[0]).toEqual({ level: 2, id: 'ft-introduction', title: 'Introduction' });
    expect(text.words).toBe(status.words);
    const { body } = await getJson<Article>(`${urls.api}${articleApi.detail.path({ slug: article.slug })}`);
    expect(body.data.fullText).toEqual({ words: status.words, updatedAt: status.updatedAt });
  });

  it('serves each figure as WebP at the address the HTML gives', async () => {
    const src = /<img src="([^"]+)"/.exec(text.html)![1]!;
    const res = await fetch(`${urls.api}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(/width="(\d+)" height="(\d+)"/.exec(text.html)!.slice(1)).toEqual(['800', '450']);
    const other = src.replace(/\/[A-Za-z0-9]{20}-1\.webp$/, '/aaaaaaaaaaaaaaaaaaaa-1.webp');
    expect((await statusOf(await fetch(`${urls.api}${other}`))).body.code).toBe('full-text-figure-not-found');
  });

  it('is found by words only the full text holds, ranked below the same words in an abstract', async () => {
    const search = async () =>
      (
        await getJson<Article[]>(`${urls.api}/api/search?q=${encodeURIComponent('Barotse floodplain')}`)
      ).body.data.map((a) => a.slug);
    expect(await search()).toContain(article.slug);
    const { place } = await createPlace(urls.api, admin);
    const inAbstract = await createArticle(urls.api, admin, place, {
      abstract: 'Fish catches on the Barotse floodplain after the 2024 drought.',
    });
    const ranked = await search();
    expect(ranked.indexOf(inAbstract.slug)).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf(inAbstract.slug)).toBeLessThan(ranked.indexOf(article.slug));
  });

  it('becomes the body of the JATS export, valid against the DTD', async () => {
    const res = await fetch(`${urls.api}${articleApi.jats.path({ slug: article.slug })}`);
    const xml = await res.text();
    expect(jatsErrors(xml)).toEqual([]);
    expect(xmlValues(xml, '/article/body/sec/title')[0]).toBe('Introduction');
    expect(xmlValues(xml, '//fig/graphic/alt-text')).toHaveLength(1);
    expect(xmlValues(xml, '/article/back/fn-group/fn').length).toBe(status.notes);
  });

  it('gives the editor the same status again', async () => {
    const { body } = await getJson<FullTextStatus>(adminPath(article._id), { headers: bearer(admin) });
    expect(body.data).toEqual(status);
  });
});

describe("the article's page", () => {
  it('carries the text under the abstract, rendered by the server, and tells Google Scholar', async () => {
    const demo = demoArticles.find((a) => a.slug === DEMO_FULL_TEXT_SLUGS[0])!;
    const path = `/archives/${demo.volumeSlug}/${demo.issueSlug}/${demo.slug}`;
    const res = await fetch(`${urls.site}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const stored = (await getJson<FullText>(`${urls.api}${articleApi.fullText.path({ slug: demo.slug })}`))
      .body.data;
    expect(html).toContain(`<meta name="citation_fulltext_html_url" content="${siteUrl}${path}" />`);
    expect(html).toContain(stored.html);
    expect(html.indexOf(stored.html)).toBeGreaterThan(html.indexOf('id="abstract-heading"'));
    expect(html).toMatch(/<section aria-label="Full text"[^>]*><nav aria-labelledby="full-text-contents"/);
    for (const heading of stored.contents.filter((h) => h.level <= 3)) {
      expect(html).toContain(`<a href="#${heading.id}">${heading.title}</a>`);
    }
  });

  it('is as before for an article without a full text', async () => {
    const demo = demoArticles.find((a) => !DEMO_FULL_TEXT_SLUGS.includes(a.slug))!;
    const html = await (
      await fetch(`${urls.site}/archives/${demo.volumeSlug}/${demo.issueSlug}/${demo.slug}`)
    ).text();
    expect(html).not.toContain('citation_fulltext_html_url');
    expect(html).not.toContain('aria-label="Full text"');
  });
});

describe('replacing and removing', () => {
  it("replaces the text and its figures; the older upload's figures are gone", async () => {
    const article = await newArticle();
    await putWord(article._id, word);
    const first = (await getJson<FullText>(`${urls.api}${articleApi.fullText.path({ slug: article.slug })}`))
      .body.data;
    const firstFigure = /<img src="([^"]+)"/.exec(first.html)![1]!;
    const second = await statusOf<FullTextStatus>(
      await putWord(article._id, await hostileDocx(), admin, 'v2.docx'),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.sourceName).toBe('v2.docx');
    expect(second.body.data.warnings).toContain(fullTextMessages.unsafeLinkDropped(HOSTILE_LINK_TEXT));
    expect(second.body.data.warnings).toContain(fullTextMessages.externalImageDropped);
    expect((await fetch(`${urls.api}${firstFigure}`)).status).toBe(404);
    const files = await filesOf(article._id);
    const generations = new Set(files.filter((f) => f.includes('/full-text/')).map((f) => f.split('/')[3]));
    expect(generations.size).toBe(1);
  });

  it('removes the text and its files; the PDF and the cover stay', async () => {
    const article = await newArticle();
    const before = await filesOf(article._id);
    await putWord(article._id, word);
    const removed = await statusOf(
      await fetch(adminPath(article._id), { method: 'DELETE', headers: bearer(admin) }),
    );
    expect(removed).toEqual({ status: 200, body: { status: 200, message: fullTextMessages.removed } });
    expect(await filesOf(article._id)).toEqual(before);
    expect((await db.collection(collections.fullTexts).doc(article.slug).get()).exists).toBe(false);
    const read = await statusOf(
      await fetch(`${urls.api}${articleApi.fullText.path({ slug: article.slug })}`),
    );
    expect(read).toMatchObject({
      status: 404,
      body: { code: 'no-full-text', message: fullTextMessages.notFound },
    });
    const again = await statusOf(
      await fetch(adminPath(article._id), { method: 'DELETE', headers: bearer(admin) }),
    );
    expect(again.status).toBe(404);
    const { body } = await getJson<Article>(`${urls.api}${articleApi.detail.path({ slug: article.slug })}`);
    expect(body.data.fullText).toBeNull();
  });

  it('goes with its article: no document, no file', async () => {
    const article = await newArticle();
    await putWord(article._id, word);
    const res = await fetch(`${urls.api}/api/admin/articles/${article._id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    expect((await db.collection(collections.fullTexts).doc(article.slug).get()).exists).toBe(false);
    expect(await filesOf(article._id)).toEqual([]);
  });
});

describe('refusals store nothing', () => {
  let article: Article;
  let before: string[];
  beforeAll(async () => {
    article = await newArticle();
    before = await filesOf(article._id);
  });

  const cases: [string, () => Promise<Response>, number, { code: string; message: string }][] = [
    ['a PDF', () => putWord(article._id, archivePdf()), 400, fullTextErrors.docxType],
    ['no file', () => putWord(article._id, null), 400, fullTextErrors.missing],
    [
      'a file over the limit',
      () => putWord(article._id, Buffer.concat([word, Buffer.alloc(MAX_FULL_TEXT_DOCX_BYTES)])),
      400,
      fullTextErrors.tooLarge,
    ],
    [
      'a small file that unpacks past the limit',
      () => putWord(article._id, docxUnpackingTo(MAX_FULL_TEXT_DOCX_UNPACKED_BYTES + 1024 * 1024)),
      400,
      fullTextErrors.unpacksTooLarge,
    ],
    [
      'a zip that is no Word file',
      () => putWord(article._id, Buffer.from('504b0304', 'hex')),
      400,
      fullTextErrors.unreadable,
    ],
    [
      'an unknown article',
      () => putWord('aaaaaaaaaaaaaaaaaaaa', word),
      404,
      { code: 'article-not-found', message: 'Article not found' },
    ],
  ];

  it.each(cases)('%s is refused with its code', async (_name, send, status, refusal) => {
    const res = await statusOf(await send());
    expect(res).toMatchObject({ status, body: { status, code: refusal.code, message: refusal.message } });
    expect(await filesOf(article._id)).toEqual(before);
    expect((await db.collection(collections.fullTexts).doc(article.slug).get()).exists).toBe(false);
  });

  it("is the admin's alone", async () => {
    const anonymous = await statusOf(await fetch(adminPath(article._id), { method: 'PUT' }));
    expect(anonymous).toMatchObject({
      status: 401,
      body: { code: 'token-missing', message: authMessages.missingToken },
    });
    expect((await putWord(article._id, word, author)).status).toBe(403);
    expect(await filesOf(article._id)).toEqual(before);
  });
});
