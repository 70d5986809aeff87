/**
 * The scholarly record's exports through the API (docs/decisions.md "Scholarly exports" and
 * "Crossref deposits"): every demo issue's Crossref deposit and DOAJ file, and every demo
 * article's JATS, valid against the standards' own schemas (./xml-standards.ts); a new batch id
 * and a larger timestamp on every Crossref export; the admin's alone (401, 403), 404 for an
 * issue that does not exist and the writers' 409s; the deposit sent to a receiver on 127.0.0.1
 * exactly as Crossref documents its HTTPS deposit, and recorded with the receiver's answer;
 * 502 and nothing recorded when the receiver refuses or is gone; 503 naming what is missing
 * without credentials. And the time the API takes to export a 100-article issue.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articleFieldsSchema, encodeArticleFields } from '@journal/common/contracts/articles';
import { articleApi, articlePath } from '@journal/common/contracts/articles-routes';
import {
  CROSSREF_TEST_DEPOSIT_URL,
  type CrossrefDeposit,
  type CrossrefStatus,
} from '@journal/common/contracts/crossref';
import { exportApi } from '@journal/common/contracts/exports-routes';
import { authMessages, crossrefMessages, exportMessages, publicMessages } from '@journal/common/messages';
import { api, mailDelivery, mailRetry, searchIndex, site, storageSweep } from '../src/index';
import { createArticle as storeArticle } from '../src/services/articles';
import { collections, type ArticleDoc, type CrossrefMeta } from '../src/services/model';
import { createIssue, createVolume } from './archive-fixtures';
import { CROSSREF_RECEIVED_PAGE, startCrossrefReceiver, type CrossrefReceiver } from './crossref-receiver';
import { adminToken, bearer, createAuthor, db, siteUrl, unique, useApi } from './harness';
import { crossrefErrors, doajErrors, jatsErrors, xmlValues } from './xml-standards';

const urls = useApi();

// Compiling Crossref's schemas takes a few seconds on a shared machine.
const SCHEMA_TIMEOUT = 120_000;
const CR = { cr: 'http://www.crossref.org/schema/5.4.0' };
const NLM_DTD = 'https://jats.nlm.nih.gov/publishing/1.4/JATS-journalpublishing1-4-mathml3.dtd';
const CREDENTIALS = { username: 'zjeas/zjeas-role', password: 'p@ss w0rd&=;"' };

const crossrefMetaRef = db.collection(collections.meta).doc('crossref');
const deposits = db.collection(collections.crossrefDeposits);

interface DemoIssue {
  id: string;
  name: string;
  articles: { id: string; doc: ArticleDoc }[];
}

let admin = '';
let author = '';
let demo: DemoIssue[] = [];
let receiver: CrossrefReceiver;

beforeAll(async () => {
  admin = await adminToken();
  author = (await createAuthor(urls.api)).idToken;
  receiver = await startCrossrefReceiver();
  // Compiled before the first request: compiling Crossref's schemas blocks this process (and the
  // API in it) for seconds, long enough for the API to close a kept-alive connection under a request.
  crossrefErrors('<doi_batch/>');
  doajErrors('<records/>');
  jatsErrors('<article/>');
  // The demo issues as seeded, before any test adds one; their articles oldest first.
  const issues = await db.collection(collections.issues).get();
  demo = await Promise.all(
    issues.docs.map(async (issue) => {
      const articles = await db
        .collection(collections.articles)
        .where('issueId', '==', issue.id)
        .orderBy('createdAt', 'asc')
        .get();
      return {
        id: issue.id,
        name: String(issue.get('name')),
        articles: articles.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleDoc })),
      };
    }),
  );
});
afterAll(() => receiver.close());

/** Deposits go to the receiver with the test's credentials, or, given null, nothing is configured. */
function configureCrossref(settings: { username: string; password: string; url: string } | null) {
  const env = { CROSSREF_USERNAME: settings?.username, CROSSREF_PASSWORD: settings?.password };
  for (const [name, value] of Object.entries({ ...env, CROSSREF_DEPOSIT_URL: settings?.url })) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
const configuredForReceiver = () => configureCrossref({ ...CREDENTIALS, url: receiver.depositUrl });
afterEach(() => configureCrossref(null));

type Call = 'crossref' | 'doaj' | 'deposit' | 'status';

function call(what: Call, id: string, token: string | null = admin): Promise<Response> {
  const paths: Record<Call, string> = {
    crossref: exportApi.crossrefXml.path({ id }),
    doaj: exportApi.doajXml.path({ id }),
    deposit: exportApi.crossrefDeposit.path({ id }),
    status: exportApi.crossrefStatus.path({}),
  };
  return fetch(`${urls.api}${paths[what]}`, {
    method: what === 'deposit' ? 'POST' : 'GET',
    headers: token ? bearer(token) : {},
  });
}

async function xmlOf(what: 'crossref' | 'doaj', id: string): Promise<string> {
  const res = await call(what, id);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return text;
}

const batchOf = (xml: string) => ({
  id: xmlValues(xml, '//cr:head/cr:doi_batch_id', CR)[0],
  timestamp: Number(xmlValues(xml, '//cr:head/cr:timestamp', CR)[0]),
});

/** The deposit with its batch left out: what two exports of the same issue share. */
const withoutBatch = (xml: string) =>
  xml.replace(/<doi_batch_id>[^<]*<\/doi_batch_id><timestamp>\d+<\/timestamp>/, '<batch/>');

async function crossrefMeta(): Promise<CrossrefMeta | undefined> {
  return (await crossrefMetaRef.get()).data() as CrossrefMeta | undefined;
}

const depositCount = async () => (await deposits.count().get()).data().count;

async function status(): Promise<CrossrefStatus> {
  const res = await call('status', '');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CrossrefStatus }).data;
}

/** A fresh volume and issue of the test's own, named so that their numbers are 9 and 4. */
async function newIssue() {
  const volume = await createVolume(urls.api, admin, { name: 'Volume 9', year: 2025 });
  const issue = await createIssue(urls.api, admin, volume._id, { name: 'Issue 4' });
  return { volume, issue };
}

describe('who may export and deposit', () => {
  it('answers 401 without a token and 403 to an author, and changes nothing', async () => {
    configuredForReceiver();
    const before = await crossrefMeta();
    const issue = demo[0]!.id;
    for (const what of ['crossref', 'doaj', 'deposit', 'status'] as const) {
      const anonymous = await call(what, issue, null);
      expect(anonymous.status, what).toBe(401);
      expect(await anonymous.json()).toEqual({
        status: 401,
        code: 'token-missing',
        message: authMessages.missingToken,
      });
      const denied = await call(what, issue, author);
      expect(denied.status, what).toBe(403);
      expect(await denied.json()).toEqual({
        status: 403,
        code: 'admin-required',
        message: authMessages.adminRequired,
      });
    }
    expect(await crossrefMeta()).toEqual(before);
    expect(receiver.calls).toEqual([]);
  });
});

describe('the exports of the demo archive', () => {
  it(
    'gives every demo issue a Crossref deposit and a DOAJ file that validate, its articles oldest first',
    { timeout: SCHEMA_TIMEOUT },
    async () => {
      expect(demo).toHaveLength(3);
      expect(demo.flatMap((issue) => issue.articles)).toHaveLength(12);
      for (const issue of demo) {
        const res = await call('crossref', issue.id);
        const xml = await res.text();
        expect(res.status, xml).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        const { timestamp } = batchOf(xml);
        const volumeSlug = issue.articles[0]!.doc.volume.slug;
        const issueSlug = issue.articles[0]!.doc.issue.slug;
        expect(res.headers.get('content-disposition')).toMatch(
          new RegExp(`^attachment; filename="${volumeSlug}-${issueSlug}-crossref-${timestamp}\\.xml"`),
        );
        expect(crossrefErrors(xml), issue.name).toEqual([]);
        expect(xmlValues(xml, '//cr:journal_article/cr:doi_data/cr:doi', CR)).toEqual(
          issue.articles.map(({ doc }) => doc.doi),
        );
        expect(xmlValues(xml, '//cr:journal_article/cr:doi_data/cr:resource', CR)).toEqual(
          issue.articles.map(({ doc }) => `${siteUrl}${articlePath(doc)}`),
        );

        const doaj = await call('doaj', issue.id);
        const doajXml = await doaj.text();
        expect(doaj.status, doajXml).toBe(200);
        expect(doaj.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        expect(doaj.headers.get('content-disposition')).toMatch(
          new RegExp(`^attachment; filename="${volumeSlug}-${issueSlug}-doaj\\.xml"`),
        );
        expect(doajErrors(doajXml), issue.name).toEqual([]);
        expect(xmlValues(doajXml, '/records/record/publisherRecordId')).toEqual(
          issue.articles.map(({ id }) => id),
        );
      }
    },
  );

  it('gives every demo article a JATS document that validates, public and cached', async () => {
    for (const { doc } of demo.flatMap((issue) => issue.articles)) {
      const res = await fetch(`${urls.api}${articleApi.jats.path({ slug: doc.slug })}`);
      const xml = await res.text();
      expect(res.status, xml).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/jats+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^inline; filename="${doc.slug}\\.xml"`),
      );
      expect(xml).toContain(`"${NLM_DTD}">`);
      expect(jatsErrors(xml), doc.slug).toEqual([]);
      expect(xmlValues(xml, '//article-meta/article-id[@pub-id-type="doi"]')).toEqual([doc.doi]);
      expect(xmlValues(xml, '//article-meta/title-group/article-title')).toEqual([doc.title]);
    }
    const unknown = await fetch(`${urls.api}${articleApi.jats.path({ slug: 'no-such-article' })}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      status: 404,
      code: 'article-not-found',
      message: publicMessages.articleNotFound,
    });
  });
});

describe('Crossref batches', () => {
  it('gives every export a new batch id and a larger timestamp, whichever instance wrote the last', async () => {
    const issue = demo[0]!.id;
    const first = batchOf(await xmlOf('crossref', issue));
    const second = batchOf(await xmlOf('crossref', issue));
    expect(second.id).not.toBe(first.id);
    expect(second.timestamp).toBeGreaterThan(first.timestamp);

    // At the same moment: each export its own timestamp, all after the ones before.
    const burst = (await Promise.all([1, 2, 3].map(() => xmlOf('crossref', issue)))).map(batchOf);
    expect(new Set(burst.map((b) => b.timestamp)).size).toBe(3);
    expect(new Set(burst.map((b) => b.id)).size).toBe(3);
    expect(Math.min(...burst.map((b) => b.timestamp))).toBeGreaterThan(second.timestamp);
    expect((await crossrefMeta())?.lastTimestamp).toBe(Math.max(...burst.map((b) => b.timestamp)));

    // Another instance, whose clock runs a day ahead, exported last: the next export follows it.
    const ahead = Date.now() + 86_400_000;
    await crossrefMetaRef.set({ lastTimestamp: ahead }, { merge: true });
    expect(batchOf(await xmlOf('crossref', issue)).timestamp).toBe(ahead + 1);
  });
});

describe('exports the API refuses', () => {
  it('answers 404 for an issue that does not exist, on each export and the deposit', async () => {
    configuredForReceiver();
    for (const id of ['no-such-issue', 'a/b', '__x__', 'x'.repeat(1501)]) {
      for (const what of ['crossref', 'doaj', 'deposit'] as const) {
        const res = await call(what, id);
        expect(res.status, `${what} ${id.slice(0, 20)}`).toBe(404);
        expect(await res.json()).toEqual({
          status: 404,
          code: 'issue-not-found',
          message: publicMessages.issueNotFound,
        });
      }
    }
    expect(receiver.calls).toEqual([]);
  });

  it('answers 409 for an issue with an article stored before DOIs, and for an empty issue', async () => {
    configuredForReceiver();
    const { volume, issue } = await newIssue();
    const empty = await call('crossref', issue._id);
    expect(empty.status).toBe(409);
    expect(await empty.json()).toEqual({
      status: 409,
      code: 'export-no-articles',
      message: exportMessages.noArticles,
    });

    // As an article written before the scholarly record: an author string, no DOI, no contributors.
    const now = Timestamp.now();
    const slug = unique('older');
    const older: ArticleDoc = {
      slug,
      title: 'Groundwater recharge in the Kafue Flats',
      author: 'Mutale Zulu, Bwalya Phiri',
      abstract: 'Recharge was estimated from chloride mass balance.',
      keywords: ['groundwater'],
      issn: 'To be Updated',
      doi: 'To be Updated',
      featured: false,
      volumeId: volume._id,
      issueId: issue._id,
      volume: { _id: volume._id, slug: volume.slug, name: volume.name, year: volume.year },
      issue: { _id: issue._id, slug: issue.slug, name: issue.name },
      imagePath: null,
      imageContentType: null,
      pdfPath: null,
      createdAt: now,
      updatedAt: now,
      views: 0,
      downloads: 0,
      searchKeys: [],
    };
    await db.collection(collections.articles).doc().set(older);
    const recorded = await depositCount();

    for (const what of ['crossref', 'deposit'] as const) {
      const res = await call(what, issue._id);
      expect(res.status, what).toBe(409);
      expect(await res.json()).toEqual({
        status: 409,
        code: 'export-article-without-doi',
        message: exportMessages.articleWithoutDoi(older.title),
      });
    }
    expect(receiver.calls).toEqual([]);
    expect(await depositCount()).toBe(recorded);

    // DOAJ and JATS do not need a DOI: the older article exports, valid, with its contributors.
    const doaj = await xmlOf('doaj', issue._id);
    expect(doajErrors(doaj)).toEqual([]);
    expect(xmlValues(doaj, '/records/record/authors/author/name')).toEqual(['Mutale Zulu', 'Bwalya Phiri']);
    const jats = await fetch(`${urls.api}${articleApi.jats.path({ slug })}`);
    expect(jats.status).toBe(200);
    expect(jatsErrors(await jats.text())).toEqual([]);
  });
});

describe('depositing an issue with Crossref', () => {
  it('sends the deposit as Crossref documents its HTTPS call, and records the receiver’s answer', async () => {
    configuredForReceiver();
    const issue = demo[1]!;
    const res = await call('deposit', issue.id);
    const body = (await res.json()) as { status: number; data: CrossrefDeposit };
    expect(res.status, JSON.stringify(body)).toBe(201);

    // One POST of multipart/form-data to /servlet/deposit: operation, login_id, login_passwd, fname.
    expect(receiver.calls).toHaveLength(1);
    const [sent] = receiver.calls;
    expect(sent).toMatchObject({ method: 'POST', path: '/servlet/deposit' });
    expect(sent!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent!.fields).toEqual([
      ['operation', 'doMDUpload'],
      ['login_id', CREDENTIALS.username],
      ['login_passwd', CREDENTIALS.password],
    ]);
    expect(sent!.files.map(({ field, mimeType }) => ({ field, mimeType }))).toEqual([
      { field: 'fname', mimeType: 'application/xml' },
    ]);
    const file = sent!.files[0]!;
    expect(file.fileName).toMatch(/-crossref-\d+\.xml$/);

    // The file is the issue's export, in the batch the answer names.
    expect(crossrefErrors(file.content)).toEqual([]);
    expect(batchOf(file.content)).toEqual({ id: body.data.batchId, timestamp: body.data.timestamp });
    expect(withoutBatch(file.content)).toBe(withoutBatch(await xmlOf('crossref', issue.id)));

    expect(body.data).toEqual({
      batchId: body.data.batchId,
      timestamp: body.data.timestamp,
      issueId: issue.id,
      articles: issue.articles.length,
      sentAt: body.data.sentAt,
      depositUrl: receiver.depositUrl,
      receiverStatus: 200,
      receiverMessage: 'SUCCESS SUCCESS Your batch submission was successfully received.',
    });
    expect(Date.now() - Date.parse(body.data.sentAt)).toBeLessThan(60_000);
    const stored = (await deposits.doc(body.data.batchId).get()).data();
    expect(stored).toEqual({ ...body.data, sentAt: Timestamp.fromMillis(Date.parse(body.data.sentAt)) });
    expect(await status()).toMatchObject({
      configured: true,
      problems: [],
      depositUrl: receiver.depositUrl,
      testSystem: false,
      lastDeposits: { [issue.id]: body.data },
    });

    // A second deposit of the issue is a new batch, and the issue's last one.
    const again = (await (await call('deposit', issue.id)).json()) as { data: CrossrefDeposit };
    expect(again.data.timestamp).toBeGreaterThan(body.data.timestamp);
    expect((await status()).lastDeposits[issue.id]).toEqual(again.data);
    expect((await deposits.doc(body.data.batchId).get()).exists).toBe(true);
  });

  it('answers 502 with the receiver’s status when it refuses, or when it cannot be reached, and records nothing', async () => {
    configuredForReceiver();
    const issue = demo[2]!.id;
    const recorded = await depositCount();
    const lastDeposits = (await status()).lastDeposits;
    const calls = receiver.calls.length;
    for (const refusal of [401, 429, 500]) {
      receiver.answerWith(refusal, `<html><body><h2>FAILURE</h2><p>HTTP ${refusal}</p></body></html>`);
      const res = await call('deposit', issue);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        status: 502,
        code: 'crossref-refused',
        message: crossrefMessages.refused(receiver.host, refusal),
      });
    }
    expect(receiver.calls).toHaveLength(calls + 3);
    expect(crossrefMessages.refused(receiver.host, 401)).toMatch(
      /HTTP 401.*Check the Crossref username and password/,
    );

    const gone = await startCrossrefReceiver();
    await gone.close();
    configureCrossref({ ...CREDENTIALS, url: gone.depositUrl });
    const unreachable = await call('deposit', issue);
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({
      status: 502,
      code: 'crossref-unreachable',
      message: crossrefMessages.unreachable(gone.host),
    });

    expect(await depositCount()).toBe(recorded);
    expect((await status()).lastDeposits).toEqual(lastDeposits);
    receiver.answerWith(200, CROSSREF_RECEIVED_PAGE);
  });

  it('answers 503 naming what is missing without credentials, sending and recording nothing', async () => {
    const issue = demo[2]!.id;
    const calls = receiver.calls.length;
    const recorded = await depositCount();
    const missing = [crossrefMessages.usernameMissing, crossrefMessages.passwordMissing];

    for (const settings of [
      null,
      // What a deploy without a Crossref account sets: firebase-tools refuses empty secrets.
      { username: 'none', password: 'NONE', url: receiver.depositUrl },
      { username: '  ', password: '', url: receiver.depositUrl },
    ]) {
      configureCrossref(settings);
      const res = await call('deposit', issue);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 503,
        code: 'crossref-not-configured',
        message: crossrefMessages.notConfigured(missing),
      });
    }
    configureCrossref(null);
    expect(await status()).toMatchObject({
      configured: false,
      problems: missing,
      depositUrl: CROSSREF_TEST_DEPOSIT_URL,
      testSystem: true,
    });
    expect(crossrefMessages.notConfigured(missing)).toContain('CROSSREF_USERNAME');

    // Credentials travel in the body: an address that is not https (http only on the emulators) is refused.
    for (const url of [
      'ftp://test.crossref.org/servlet/deposit',
      'https://user:pw@test.crossref.org/x',
      'test',
    ]) {
      configureCrossref({ ...CREDENTIALS, url });
      const res = await call('deposit', issue);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(
        crossrefMessages.notConfigured([crossrefMessages.depositUrlInvalid]),
      );
      expect(await status()).toMatchObject({ configured: false, depositUrl: null, testSystem: false });
    }

    expect(receiver.calls).toHaveLength(calls);
    expect(await depositCount()).toBe(recorded);
  });

  it('gives Crossref’s credentials to the api function alone', () => {
    const secretsOf = (fn: unknown) =>
      (
        (fn as { __endpoint: { secretEnvironmentVariables?: { key: string }[] | null } }).__endpoint
          .secretEnvironmentVariables ?? []
      ).map((s) => s.key);
    expect(secretsOf(api)).toEqual(['SMTP_URL', 'CROSSREF_USERNAME', 'CROSSREF_PASSWORD']);
    for (const other of [site, searchIndex, mailDelivery, mailRetry, storageSweep]) {
      expect(secretsOf(other).filter((key) => key.startsWith('CROSSREF'))).toEqual([]);
    }
  });
});

describe('a 100-article issue', () => {
  it('is exported through the API (figures printed, not asserted)', { timeout: 300_000 }, async () => {
    const { volume, issue } = await newIssue();
    const contributors = [
      {
        givenNames: 'Chanda',
        familyName: 'Mwale',
        affiliations: [{ name: 'University of Zambia', ror: 'https://ror.org/03gh19d69', country: 'Zambia' }],
        email: 'c.mwale@unza.example.zm',
        orcid: '0000-0002-1825-0097',
        corresponding: true,
      },
      {
        givenNames: 'Thandiwe',
        familyName: 'van der Merwe',
        affiliations: [{ name: 'University of Cape Town', country: 'South Africa' }],
        email: '',
        corresponding: false,
      },
    ];
    const references = Array.from(
      { length: 20 },
      (_, i) =>
        `Banda, K. (20${10 + (i % 10)}). Laterite soils of Zambia, part ${i + 1}. Lusaka: UNZA Press.`,
    ).join('\n');
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) {
      const fields = articleFieldsSchema.parse(
        encodeArticleFields({
          title: `Load-bearing capacity of stabilised laterite blocks, series ${i + 1}`,
          author: '',
          contributors,
          abstract:
            'Stabilised laterite blocks were tested in compression.\n\nBlocks with 8% cement met the standard.',
          keywords: 'laterite, cement, masonry, compressive strength, Zambia, housing, blocks',
          slug: unique(`laterite-${i}`),
          volume: volume._id,
          issue: issue._id,
          references,
          firstPage: String(i * 10 + 1),
          lastPage: String(i * 10 + 9),
          funding: [{ funder: 'National Science and Technology Council of Zambia', award: 'NSTC-2024-017' }],
        }),
      );
      await storeArticle(fields);
    }
    const stored = performance.now() - started;

    const timed = async (what: 'crossref' | 'doaj') => {
      const start = performance.now();
      const xml = await xmlOf(what, issue._id);
      return { xml, ms: performance.now() - start };
    };
    // The first call warms the instance (its code and Firestore channel), as a long-lived one is.
    await timed('doaj');
    const crossref = await timed('crossref');
    const doaj = await timed('doaj');
    expect(xmlValues(crossref.xml, '//cr:journal_article', CR)).toHaveLength(100);
    expect(crossrefErrors(crossref.xml)).toEqual([]);
    expect(doajErrors(doaj.xml)).toEqual([]);
    console.log(
      [
        `A 100-article issue through the API (100 articles stored by the service in ${(stored / 1000).toFixed(1)} s):`,
        `GET crossref.xml: ${crossref.ms.toFixed(0)} ms, ${crossref.xml.length} characters`,
        `GET doaj.xml: ${doaj.ms.toFixed(0)} ms, ${doaj.xml.length} characters`,
      ].join('\n'),
    );
  });
});
