/**
 * OAI-PMH 2.0 at /oai (site) and /api/oai (API): the six verbs, oai_dc records, sets,
 * from/until, resumption over more than one page, and every error code the archive can give.
 * Every answer is validated against the OAI-PMH and oai_dc schemas before it is read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { JOURNAL } from '@journal/common/constants';
import { Timestamp } from 'firebase-admin/firestore';
import { createHmac } from 'node:crypto';
import { apiMessages } from '@journal/common/messages';
import { config } from '../src/config';
import { recorderClient } from '../../scripts/test/firestore-recorder';
import { adminToken, db, recordedProject, unique, useApi, siteUrl } from './harness';
import { archivePdf, createArticle, createIssue, createVolume } from './archive-fixtures';
import { harvest, oaiSchemaErrors, text, type OaiNode } from './oai-client';

const urls = useApi();
const oai = () => `${urls.site}/oai`;
/** The endpoint's address as answers give it: the configured site's, not the one asked. */
const baseUrl = `${siteUrl}/oai`;
const ARTICLES = 105;
const TITLE = 'Flood <Risk> & "Dam" Safety on the Kafue';

let volume: Volume;
let issue: Issue;
let special: Article;
const slugs: string[] = [];
let before: Date;
let after: Date;

const seconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const identifier = (slug: string) => `oai:127.0.0.1:${slug}`;
const slugOf = (header: OaiNode) => text(header.identifier).split(':').pop();

beforeAll(async () => {
  const token = await adminToken();
  volume = await createVolume(urls.api, token, { name: 'Volume 9', year: 2032 });
  issue = await createIssue(urls.api, token, volume._id, { name: 'Issue 1' });
  const place = { volume: volume._id, issue: issue._id };
  before = new Date(Date.now() - 1000);
  special = await createArticle(
    urls.api,
    token,
    place,
    {
      title: TITLE,
      author: 'Mutale Kapembwa & Bwalya Musonda',
      keywords: 'floods, dams',
      doi: '10.5555/zjeas.2032.0001',
      issn: '2958-1234',
    },
    { image: null, pdf: { data: archivePdf('OAI') } },
  );
  slugs.push(special.slug);
  const pending = Array.from({ length: ARTICLES - 1 }, (_, i) => i);
  const workers = Array.from({ length: 8 }, async () => {
    for (let i = pending.shift(); i !== undefined; i = pending.shift()) {
      const article = await createArticle(
        urls.api,
        token,
        place,
        { slug: unique(`oai-${i}`) },
        { image: null, pdf: null },
      );
      slugs.push(article.slug);
    }
  });
  await Promise.all(workers);
  after = new Date(Date.now() + 1000);
}, 120_000);

describe('Identify, ListMetadataFormats, ListSets', () => {
  it('Identify describes the repository', async () => {
    const answer = await harvest(oai(), { verb: 'Identify' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/xml/);
    expect(answer.request).toEqual({ '#text': baseUrl, '@verb': 'Identify' });
    const identify = answer.root.Identify as OaiNode;
    expect(identify).toMatchObject({
      repositoryName: JOURNAL.title,
      baseURL: baseUrl,
      protocolVersion: '2.0',
      adminEmail: JOURNAL.contactEmail,
      deletedRecord: 'no',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    expect(Date.parse(String(identify.earliestDatestamp))).toBeLessThanOrEqual(before.getTime() + 1000);
  });

  it('ListMetadataFormats offers oai_dc, for the repository and for one item', async () => {
    const requests: Record<string, string>[] = [
      { verb: 'ListMetadataFormats' },
      { verb: 'ListMetadataFormats', identifier: identifier(special.slug) },
    ];
    for (const params of requests) {
      const answer = await harvest(oai(), params);
      expect((answer.root.ListMetadataFormats as OaiNode).metadataFormat).toEqual([
        {
          metadataPrefix: 'oai_dc',
          schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
          metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
        },
      ]);
    }
  });

  it('ListSets has one set per volume', async () => {
    const answer = await harvest(oai(), { verb: 'ListSets' });
    expect((answer.root.ListSets as OaiNode).set).toContainEqual({
      setSpec: [volume.slug],
      setName: 'Volume 9 (2032)',
    });
  });
});

describe('GetRecord', () => {
  it('answers the article as an oai_dc record in its volume set', async () => {
    const answer = await harvest(oai(), {
      verb: 'GetRecord',
      identifier: identifier(special.slug),
      metadataPrefix: 'oai_dc',
    });
    expect(answer.errors).toEqual([]);
    const record = ((answer.root.GetRecord as OaiNode).record as OaiNode[])[0] as OaiNode;
    const header = (record.header as OaiNode[])[0] as OaiNode;
    expect(text(header.identifier)).toBe(identifier(special.slug));
    expect(String(header.datestamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(header.setSpec).toEqual([volume.slug]);
    const dc = (record.metadata as OaiNode)['oai_dc:dc'] as OaiNode;
    const page = `${siteUrl}/archives/${volume.slug}/${issue.slug}/${special.slug}`;
    expect(dc).toMatchObject({
      'dc:title': TITLE,
      'dc:creator': ['Mutale Kapembwa', 'Bwalya Musonda'],
      'dc:subject': ['floods', 'dams'],
      'dc:description': special.abstract,
      'dc:publisher': JOURNAL.publisher,
      'dc:date': special.createdAt.slice(0, 10),
      'dc:type': ['Text', 'info:eu-repo/semantics/article'],
      'dc:format': 'application/pdf',
      'dc:identifier': [page, 'https://doi.org/10.5555/zjeas.2032.0001'],
      'dc:source': `${JOURNAL.title}; Vol. 9 No. 1 (2032); 2958-1234`,
      'dc:language': 'en',
      'dc:rights': `${JOURNAL.licence} ${JOURNAL.licenceUrl}`,
    });
    expect(answer.xml).toContain('Flood &lt;Risk&gt; &amp; &quot;Dam&quot; Safety');
  });
});

describe('ListIdentifiers and ListRecords', () => {
  it('pages through more than 100 records with a resumption token, each record once', async () => {
    const first = await harvest(oai(), {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
    });
    const list = first.root.ListIdentifiers as OaiNode;
    expect(list.header).toHaveLength(100);
    const token = list.resumptionToken as OaiNode;
    expect(token).toMatchObject({ '@completeListSize': String(ARTICLES), '@cursor': '0' });
    const second = await harvest(oai(), { verb: 'ListIdentifiers', resumptionToken: text(token) });
    expect(second.request).toMatchObject({ '@verb': 'ListIdentifiers', '@resumptionToken': text(token) });
    const rest = second.root.ListIdentifiers as OaiNode;
    expect(rest.header).toHaveLength(ARTICLES - 100);
    // The last page carries an empty token: the list is complete.
    expect(rest.resumptionToken).toEqual({ '@completeListSize': String(ARTICLES), '@cursor': '100' });
    const seen = [...(list.header as OaiNode[]), ...(rest.header as OaiNode[])].map(slugOf);
    expect(new Set(seen).size).toBe(ARTICLES);
    expect([...seen].sort()).toEqual([...slugs].sort());
    const stamps = [...(list.header as OaiNode[]), ...(rest.header as OaiNode[])].map((h) =>
      String(h.datestamp),
    );
    expect(stamps).toEqual([...stamps].sort());
  });

  it('answers ListRecords the same way over POST, records validated as oai_dc', async () => {
    const first = await harvest(
      oai(),
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', set: volume.slug },
      'POST',
    );
    const list = first.root.ListRecords as OaiNode;
    expect(list.record).toHaveLength(100);
    const token = text(list.resumptionToken);
    const second = await harvest(oai(), { verb: 'ListRecords', resumptionToken: token }, 'POST');
    const records = [
      ...(list.record as OaiNode[]),
      ...((second.root.ListRecords as OaiNode).record as OaiNode[]),
    ];
    expect(records.map((r) => slugOf((r.header as OaiNode[])[0] as OaiNode)).sort()).toEqual(
      [...slugs].sort(),
    );
  });

  it('filters by from/until at second and at day granularity', async () => {
    const bySeconds = await harvest(oai(), {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
      from: seconds(before),
      until: seconds(after),
    });
    expect((bySeconds.root.ListIdentifiers as OaiNode).resumptionToken).toMatchObject({
      '@completeListSize': String(ARTICLES),
    });
    const byDay = await harvest(oai(), {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
      from: before.toISOString().slice(0, 10),
      until: after.toISOString().slice(0, 10),
    });
    expect((byDay.root.ListIdentifiers as OaiNode).resumptionToken).toMatchObject({
      '@completeListSize': String(ARTICLES),
    });
    const later = new Date(after.getTime() + 86_400_000).toISOString().slice(0, 10);
    const none = await harvest(oai(), {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
      from: later,
    });
    expect(none.errors.map((e) => e.code)).toEqual(['noRecordsMatch']);
    const old = await harvest(oai(), {
      verb: 'ListRecords',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
      until: seconds(new Date(before.getTime() - 60_000)),
    });
    expect(old.errors.map((e) => e.code)).toEqual(['noRecordsMatch']);
  });

  it('pages each record exactly once when more records than a page share one datestamp', async () => {
    const same = Timestamp.fromMillis(before.getTime() + 500);
    const docs = await db.collection('articles').where('volumeId', '==', volume._id).get();
    const batch = db.batch();
    for (const doc of docs.docs) batch.update(doc.ref, { updatedAt: same });
    await batch.commit();
    const seen: string[] = [];
    let params: Record<string, string> = {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
    };
    for (let page = 0; page < 5; page += 1) {
      const list = (await harvest(oai(), params)).root.ListIdentifiers as OaiNode;
      seen.push(...(list.header as OaiNode[]).map(slugOf).map(String));
      const token = text(list.resumptionToken);
      if (!token) break;
      params = { verb: 'ListIdentifiers', resumptionToken: token };
    }
    expect(seen).toHaveLength(ARTICLES);
    expect([...seen].sort()).toEqual([...slugs].sort());
  });
});

describe('protocol errors', () => {
  const code = async (params: Record<string, string> | [string, string][]) => {
    const answer = await harvest(oai(), params);
    expect(answer.status).toBe(200);
    return answer;
  };

  it.each([
    ['no verb', []],
    ['an unknown verb', [['verb', 'Explode']]],
    [
      'a repeated verb',
      [
        ['verb', 'Identify'],
        ['verb', 'Identify'],
      ],
    ],
  ] as [string, [string, string][]][])('badVerb for %s, echoing only the base URL', async (_name, params) => {
    const answer = await code(params);
    expect(answer.errors.map((e) => e.code)).toEqual(['badVerb']);
    expect(answer.request).toBe(baseUrl);
  });

  it.each([
    [
      'an argument the verb does not take',
      [
        ['verb', 'Identify'],
        ['set', 'x'],
      ],
    ],
    ['a missing metadataPrefix', [['verb', 'ListRecords']]],
    [
      'a missing identifier',
      [
        ['verb', 'GetRecord'],
        ['metadataPrefix', 'oai_dc'],
      ],
    ],
    [
      'a repeated argument',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['metadataPrefix', 'oai_dc'],
      ],
    ],
    [
      'resumptionToken with other arguments',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['resumptionToken', 'abc'],
      ],
    ],
    [
      'an impossible date',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['from', '2024-02-30'],
      ],
    ],
    [
      'a date with milliseconds',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['from', '2024-02-03T00:00:00.000Z'],
      ],
    ],
    [
      'from and until at different granularities',
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'oai_dc'],
        ['from', '2024-01-01'],
        ['until', '2024-02-01T00:00:00Z'],
      ],
    ],
    [
      'from after until',
      [
        ['verb', 'ListIdentifiers'],
        ['metadataPrefix', 'oai_dc'],
        ['from', '2024-03-01'],
        ['until', '2024-02-01'],
      ],
    ],
  ] as [string, [string, string][]][])(
    'badArgument for %s, echoing only the base URL',
    async (_name, params) => {
      const answer = await code(params);
      expect(answer.errors.map((e) => e.code)).toEqual(['badArgument']);
      expect(answer.request).toBe(baseUrl);
    },
  );

  it('badResumptionToken for a token that is not ours, or issued for another verb, or for ListSets', async () => {
    const forged = Buffer.from(JSON.stringify({ verb: 'ListRecords' })).toString('base64url');
    const first = await code({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: volume.slug });
    const identifiersToken = text((first.root.ListIdentifiers as OaiNode).resumptionToken);
    for (const params of [
      { verb: 'ListRecords', resumptionToken: 'not a token!' },
      { verb: 'ListRecords', resumptionToken: forged },
      { verb: 'ListRecords', resumptionToken: identifiersToken },
      { verb: 'ListSets', resumptionToken: identifiersToken },
    ]) {
      const answer = await code(params);
      expect(answer.errors.map((e) => e.code)).toEqual(['badResumptionToken']);
      expect(answer.request).toMatchObject({ '@verb': params.verb });
    }
  });

  it('cannotDisseminateFormat for any format but oai_dc', async () => {
    const requests: Record<string, string>[] = [
      { verb: 'ListRecords', metadataPrefix: 'marc21' },
      { verb: 'ListIdentifiers', metadataPrefix: 'mods' },
      { verb: 'GetRecord', identifier: identifier(special.slug), metadataPrefix: 'marc21' },
    ];
    for (const params of requests) {
      expect((await code(params)).errors.map((e) => e.code)).toEqual(['cannotDisseminateFormat']);
    }
  });

  it('idDoesNotExist for an unknown or malformed identifier', async () => {
    const requests: Record<string, string>[] = [
      { verb: 'GetRecord', identifier: identifier(unique('gone')), metadataPrefix: 'oai_dc' },
      { verb: 'GetRecord', identifier: 'urn:isbn:0451450523', metadataPrefix: 'oai_dc' },
      { verb: 'ListMetadataFormats', identifier: identifier(unique('gone')) },
    ];
    for (const params of requests) {
      expect((await code(params)).errors.map((e) => e.code)).toEqual(['idDoesNotExist']);
    }
  });

  it('noRecordsMatch for a set that has no records', async () => {
    const answer = await code({
      verb: 'ListRecords',
      metadataPrefix: 'oai_dc',
      set: unique('no-such-volume'),
    });
    expect(answer.errors.map((e) => e.code)).toEqual(['noRecordsMatch']);
  });
});

describe('forged resumption tokens', () => {
  const recorder = recorderClient();
  const project = recordedProject;
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const hmac = (payload: string, secret: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url');
  /** Signed with the site's own secret, as only a leaked secret would allow. */
  const signed = (state: unknown) => `${base64url(state)}.${hmac(base64url(state), config.oaiTokenSecret)}`;

  let issued: string;
  let state: Record<string, unknown>;
  beforeAll(async () => {
    const first = await harvest(oai(), {
      verb: 'ListIdentifiers',
      metadataPrefix: 'oai_dc',
      set: volume.slug,
    });
    issued = text((first.root.ListIdentifiers as OaiNode).resumptionToken);
    state = JSON.parse(Buffer.from(issued.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  });

  it('answers a token it issued', async () => {
    const answer = await harvest(oai(), { verb: 'ListIdentifiers', resumptionToken: issued });
    expect(answer.errors).toEqual([]);
    expect(state).toMatchObject({ verb: 'ListIdentifiers', cursor: 100, completeListSize: ARTICLES });
  });

  it.each([
    ['its state without a signature', () => base64url({ ...state, completeListSize: 3 })],
    [
      'its state changed under the same signature',
      () => `${base64url({ ...state, cursor: 7 })}.${issued.split('.')[1]}`,
    ],
    [
      'its state signed with another secret',
      () => `${base64url(state)}.${hmac(base64url(state), 'x'.repeat(32))}`,
    ],
    [
      'a signed date out of Firestore range',
      () => signed({ ...state, after: { seconds: 1e15, nanoseconds: 0, id: 'abc' } }),
    ],
    ['a signed cursor past the list size', () => signed({ ...state, cursor: 10, completeListSize: 5 })],
    ['a signed list of ids', () => signed({ ...state, ids: ['a', 'b'] })],
    [
      'a token longer than any issued',
      () => `${'A'.repeat(600)}.${hmac('A'.repeat(600), config.oaiTokenSecret)}`,
    ],
  ])('answers badResumptionToken to %s, reading nothing', async (_name, forge) => {
    await recorder.reset(project);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await harvest(oai(), { verb: 'ListIdentifiers', resumptionToken: forge() }, method);
      expect(answer.status).toBe(200);
      expect(answer.errors).toEqual([
        { code: 'badResumptionToken', message: 'The resumption token is invalid or has expired.' },
      ]);
    }
    expect(await recorder.reads(project)).toBe(0);
  });

  it('refuses a POST body bigger than any OAI request, as 413', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `forged${String(i).padStart(14, '0')}`);
    const body = new URLSearchParams({ verb: 'ListIdentifiers', resumptionToken: signed({ ...state, ids }) });
    expect(body.toString().length).toBeGreaterThan(100_000);
    const res = await fetch(oai(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 413,
      code: 'body-too-large',
      message: apiMessages.bodyTooLarge,
    });
  });
});

describe('the endpoint', () => {
  it('is also served by the API at /api/oai, with that base URL', async () => {
    const answer = await harvest(`${urls.api}/api/oai`, {
      verb: 'GetRecord',
      identifier: identifier(special.slug),
      metadataPrefix: 'oai_dc',
    });
    expect(answer.request).toMatchObject({ '#text': `${siteUrl}/api/oai` });
    expect(answer.errors).toEqual([]);
  });

  it('refuses methods other than GET and POST', async () => {
    expect((await fetch(`${oai()}?verb=Identify`, { method: 'PUT' })).status).toBe(405);
  });

  it('is checked by a validator that can fail', async () => {
    const answer = await harvest(oai(), { verb: 'Identify' });
    expect(
      await oaiSchemaErrors(
        answer.xml.replace('<deletedRecord>no</deletedRecord>', '<deletedRecord>never</deletedRecord>'),
      ),
    ).not.toEqual([]);
  });
});
