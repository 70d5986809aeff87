/**
 * One submission with two co-authors and ORCID iDs, published as an article: its authors appear
 * in the order the author listed them, with their iDs, everywhere the journal says who wrote it
 * (issue 27): the API's answer, the rendered page, the Scholar tags, JSON-LD, the Crossref
 * deposit, the DOAJ export, JATS, OAI-PMH, BibTeX, RIS and CSL-JSON. The three XML exports
 * validate against the standards' own schemas on the way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { adminToken, bearer, createAuthor, siteUrl, useApi } from './harness';
import { createPlace } from './archive-fixtures';
import { metaValues, readHead } from './html-head';
import { harvest, type OaiNode } from './oai-client';
import { readJson, submissionFields, submit } from './people-fixtures';
import { crossrefErrors, doajErrors, jatsErrors, xmlValues } from './xml-standards';

const urls = useApi();

const ORCIDS = [
  'https://orcid.org/0000-0002-1825-0097',
  'https://orcid.org/0000-0002-9079-593X',
  'https://orcid.org/0000-0001-5109-3700',
];
/** Given and family names in the order the author listed them: corresponding author first. */
const PEOPLE = [
  ['Mutale', 'Phiri'],
  ['Chipo', 'Banda'],
  ['Pieter', 'van der Merwe'],
] as const;
const NAMES = PEOPLE.map(([given, family]) => `${given} ${family}`);
const FAMILIES = PEOPLE.map(([, family]) => family);

let admin = '';
let article: Article;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  // Compiling Crossref's schemas holds this process for seconds: before the API is asked anything.
  crossrefErrors('<doi_batch/>');
  admin = await adminToken();
  place = await createPlace(urls.api, admin);
  const author = await createAuthor(urls.api);
  const coAuthor = (name: string, orcid: string) => ({
    name,
    affiliation: 'Copperbelt Institute of Technology',
    email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
    country: 'Zambia',
    orcid,
  });
  const id = await submit(
    urls.api,
    author.idToken,
    undefined,
    submissionFields({
      correspondingAuthor: NAMES[0],
      authorOrcid: '0000-0002-1825-0097',
      paperTitle: `Footbridge dynamics ${Date.now().toString(36)}`,
      coAuthors: JSON.stringify([
        coAuthor(NAMES[1] ?? '', ORCIDS[1] ?? ''),
        coAuthor(NAMES[2] ?? '', ORCIDS[2] ?? ''),
      ]),
    }),
  );
  const approved = await fetch(`${urls.api}/api/admin/submissions/${id}/approve`, {
    method: 'PATCH',
    headers: bearer(admin),
  });
  expect(approved.status).toBe(200);
  const published = await fetch(`${urls.api}/api/admin/submissions/${id}/publish`, {
    method: 'POST',
    headers: { ...bearer(admin), 'Content-Type': 'application/json' },
    body: JSON.stringify({ issue: place.issue._id }),
  });
  expect(published.status).toBe(201);
  article = (await readJson<{ data: Article }>(published)).data;
});

const pagePath = () => `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`;
const getText = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  expect(res.status, url).toBe(200);
  return res.text();
};

describe('a published submission’s authors, in order, with their ORCID iDs', () => {
  it('in the API’s answer, with affiliations, countries and the corresponding author', () => {
    expect(article.contributors.map((c) => [c.givenNames, c.familyName])).toEqual(PEOPLE.map((p) => [...p]));
    expect(article.contributors.map((c) => c.orcid)).toEqual(ORCIDS);
    expect(article.contributors.map((c) => c.corresponding)).toEqual([true, false, false]);
    expect(article.contributors[0]?.affiliations).toEqual([
      { name: 'University of the Zambezi', ror: null, country: 'Zambia' },
    ]);
    expect(article.contributors[1]?.affiliations).toEqual([
      { name: 'Copperbelt Institute of Technology', ror: null, country: 'Zambia' },
    ]);
    expect(article.doi).toMatch(/^10\.5555\/zjeas\./);
  });

  it('on the rendered page, in its tags and in JSON-LD', async () => {
    const html = await getText(`${urls.site}${pagePath()}`);
    const body = html.slice(html.indexOf('<body'));
    const positions = NAMES.map((name) => body.indexOf(name));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const orcidLinks = [...body.matchAll(/href="(https:\/\/orcid\.org\/[^"]+)"/g)].map((m) => m[1]);
    expect(orcidLinks).toEqual(ORCIDS);

    const head = readHead(html);
    expect(metaValues(head, 'citation_author')).toEqual(NAMES);
    expect(metaValues(head, 'citation_author_orcid')).toEqual(ORCIDS);
    expect(metaValues(head, 'citation_doi')).toEqual([article.doi]);
    expect(head.links).toContainEqual({
      rel: 'alternate',
      href: `${siteUrl}/api/articles/${article.slug}/jats.xml`,
    });
    const jsonLd = head.jsonLd[0] as { author: { name: string; '@id': string }[] };
    expect(jsonLd.author.map((a) => [a.name, a['@id']])).toEqual(NAMES.map((name, i) => [name, ORCIDS[i]]));
  });

  it('in the Crossref deposit, the DOAJ export and JATS, each valid against its schema', async () => {
    const auth = bearer(admin);
    const crossref = await getText(`${urls.api}/api/admin/issues/${place.issue._id}/crossref.xml`, auth);
    expect(crossrefErrors(crossref)).toEqual([]);
    const cr = { cr: 'http://www.crossref.org/schema/5.4.0' };
    expect(xmlValues(crossref, '//cr:person_name/cr:surname', cr)).toEqual(FAMILIES);
    expect(xmlValues(crossref, '//cr:person_name/@sequence', cr)).toEqual([
      'first',
      'additional',
      'additional',
    ]);
    expect(xmlValues(crossref, '//cr:person_name/cr:ORCID', cr)).toEqual(ORCIDS);
    expect(xmlValues(crossref, '//cr:doi_data/cr:doi', cr)).toEqual([article.doi]);

    const doaj = await getText(`${urls.api}/api/admin/issues/${place.issue._id}/doaj.xml`, auth);
    expect(doajErrors(doaj)).toEqual([]);
    expect(xmlValues(doaj, '//author/name')).toEqual(NAMES);
    expect(xmlValues(doaj, '//author/orcid_id')).toEqual(ORCIDS);

    const jats = await getText(`${urls.api}/api/articles/${article.slug}/jats.xml`);
    expect(jatsErrors(jats)).toEqual([]);
    expect(xmlValues(jats, '//contrib/name/surname')).toEqual(FAMILIES);
    expect(xmlValues(jats, '//contrib/contrib-id[@contrib-id-type="orcid"]')).toEqual(ORCIDS);
  });

  it('in OAI-PMH, BibTeX, RIS and CSL-JSON', async () => {
    const host = new URL(siteUrl).hostname;
    const answer = await harvest(`${urls.site}/oai`, {
      verb: 'GetRecord',
      identifier: `oai:${host}:${article.slug}`,
      metadataPrefix: 'oai_dc',
    });
    const record = ((answer.root.GetRecord as OaiNode).record as OaiNode[])[0] as OaiNode;
    const dc = (record.metadata as OaiNode)['oai_dc:dc'] as OaiNode;
    expect(dc['dc:creator']).toEqual(NAMES);
    expect(dc['dc:identifier']).toContain(`https://doi.org/${article.doi}`);

    const cite = (format: string) =>
      getText(`${urls.api}/api/articles/${article.slug}/cite?format=${format}`);
    const bibtex = await cite('bibtex');
    expect(bibtex).toContain('author    = {Phiri, Mutale and Banda, Chipo and van der Merwe, Pieter}');
    const ris = await cite('ris');
    expect(ris.split(/\r?\n/).filter((line) => line.startsWith('AU  - '))).toEqual([
      'AU  - Phiri, Mutale',
      'AU  - Banda, Chipo',
      'AU  - van der Merwe, Pieter',
    ]);
    const [item] = JSON.parse(await cite('csl-json')) as { author: { family: string; given: string }[] }[];
    expect(item?.author).toEqual(PEOPLE.map(([given, family]) => ({ given, family })));
  });
});
