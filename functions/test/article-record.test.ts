/**
 * The scholarly record of an article through the admin's form (POST /api/admin/articles):
 * contributors in order with ORCID iDs and affiliations, SPEC's author line made from them,
 * references with their DOIs, pages, funding, and what the journal's settings give when the
 * form leaves a field blank: the ISSN, the licence, the language and a DOI from the pattern,
 * unique and never given twice. Refusals are 400s (409 for a DOI taken) that store nothing.
 * The demo archive, as `npm start` seeds it, carries the whole record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { scholarlyMessages } from '@journal/common/messages';
import { demoArticles } from '../../scripts/lib/demo-content';
import { adminToken, bearer, db, unique, useApi } from './harness';
import { articleFields, createPlace, getJson, postArticle, type Body } from './archive-fixtures';

const urls = useApi();
let admin = '';
let where: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  admin = await adminToken();
  where = await createPlace(urls.api, admin);
});

const contributors = [
  {
    givenNames: 'Natasha',
    familyName: 'Phiri',
    affiliations: [{ name: 'School of Engineering, University of the Zambezi', ror: '', country: 'Zambia' }],
    email: 'n.phiri@unizambezi.example.org',
    orcid: '0000-0002-1825-0097',
    corresponding: true,
  },
  {
    givenNames: 'Pieter',
    familyName: 'van der Merwe',
    affiliations: [
      { name: 'California Digital Library', ror: 'https://ror.org/03yrm5c26', country: 'United States' },
      { name: 'Kafue Basin Water Research Centre', country: 'Zambia' },
    ],
    orcid: 'https://orcid.org/0000-0002-9079-593X',
  },
];

async function post(overrides: Record<string, string>) {
  const res = await postArticle(urls.api, admin, articleFields(where.place, overrides));
  return { res, body: (await res.json()) as Body<Article> & { code?: string } };
}

async function articleCount(): Promise<number> {
  return (await db.collection('articles').count().get()).data().count;
}

describe('the scholarly record from the admin form', () => {
  it('stores contributors in order, derives the author line and takes the blanks from the journal', async () => {
    const slug = unique('record');
    const { res, body } = await post({
      slug,
      author: '',
      doi: '',
      issn: '',
      contributors: JSON.stringify(contributors),
      references:
        'Banda, J. (2020). Solar pumps. https://doi.org/10.1016/j.energy.2020.01.002\nMwale, T. (2018). A book.',
      firstPage: '12',
      lastPage: '19',
      publishedOn: '2025-06-30',
      funding: JSON.stringify([{ funder: 'University of the Zambezi Research Fund', award: 'UZRF-1' }]),
    });
    expect(res.status).toBe(201);
    const article = body.data;
    expect(article.author).toBe('Natasha Phiri, Pieter van der Merwe');
    expect(article.contributors).toEqual([
      {
        givenNames: 'Natasha',
        familyName: 'Phiri',
        affiliations: [
          { name: 'School of Engineering, University of the Zambezi', ror: null, country: 'Zambia' },
        ],
        email: 'n.phiri@unizambezi.example.org',
        orcid: 'https://orcid.org/0000-0002-1825-0097',
        corresponding: true,
      },
      {
        givenNames: 'Pieter',
        familyName: 'van der Merwe',
        affiliations: [
          { name: 'California Digital Library', ror: 'https://ror.org/03yrm5c26', country: 'United States' },
          { name: 'Kafue Basin Water Research Centre', ror: null, country: 'Zambia' },
        ],
        email: '',
        orcid: 'https://orcid.org/0000-0002-9079-593X',
        corresponding: false,
      },
    ]);
    expect(article.references).toEqual([
      {
        text: 'Banda, J. (2020). Solar pumps. https://doi.org/10.1016/j.energy.2020.01.002',
        doi: '10.1016/j.energy.2020.01.002',
      },
      { text: 'Mwale, T. (2018). A book.', doi: null },
    ]);
    expect([article.firstPage, article.lastPage, article.articleNumber]).toEqual(['12', '19', '']);
    expect(article.publishedOn).toBe('2025-06-30');
    expect(article.funding).toEqual([{ funder: 'University of the Zambezi Research Fund', award: 'UZRF-1' }]);
    // The demo journal's settings (scripts/lib/demo-journal.ts).
    expect(article.licence).toEqual({
      name: 'CC BY 4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(article.language).toBe('en');
    expect(article.issn).toBe('2958-2016');
    const volumeNumber = /\d+/.exec(where.volume.name)?.[0] ?? '';
    const issueNumber = /\d+/.exec(where.issue.name)?.[0] ?? '';
    expect(article.doi).toBe(`10.5555/zjeas.2025.${volumeNumber}.${issueNumber}.${slug}`);

    // The public read answers the same record.
    const read = await getJson<Article>(`${urls.api}/api/articles/${slug}`);
    expect(read.body.data.contributors).toEqual(article.contributors);
    expect(read.body.data.doi).toBe(article.doi);
  });

  it('never gives a DOI twice, even after its article is deleted', async () => {
    const slug = unique('again');
    const first = await post({ slug, doi: '', publishedOn: '2025-01-02' });
    expect(first.res.status).toBe(201);
    const deleted = await fetch(`${urls.api}/api/admin/articles/${first.body.data._id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(200);
    const second = await post({ slug, doi: '', publishedOn: '2025-01-02' });
    expect(second.res.status).toBe(201);
    expect(second.body.data.doi).toBe(`${first.body.data.doi}.2`);

    const typedAgain = await post({ slug: unique('typed'), doi: first.body.data.doi.toUpperCase() });
    expect(typedAgain.res.status).toBe(409);
    expect(typedAgain.body).toEqual({
      status: 409,
      code: 'doi-taken',
      message: scholarlyMessages.doiTaken(first.body.data.doi.toUpperCase()),
    });
  });

  it.each([
    [
      'a wrong ORCID check digit',
      { contributors: JSON.stringify([{ ...contributors[0], orcid: '0000-0002-1825-0098' }]) },
      scholarlyMessages.invalidOrcid,
      'orcid-invalid',
    ],
    [
      'a DOI outside the prefix',
      { doi: '10.1234/elsewhere' },
      scholarlyMessages.doiOutsidePrefix('10.5555'),
      'doi-outside-prefix',
    ],
    ['a DOI with an empty suffix', { doi: '10.5555/' }, scholarlyMessages.invalidDoi, 'doi-invalid'],
    [
      'a bad ROR id',
      {
        contributors: JSON.stringify([
          { familyName: 'Phiri', affiliations: [{ name: 'Somewhere', ror: 'https://ror.org/03yrm5c27' }] },
        ]),
      },
      scholarlyMessages.invalidRor,
      'ror-invalid',
    ],
    [
      'pages beside an article number',
      { articleNumber: 'e104', firstPage: '3' },
      scholarlyMessages.pagesOrNumber,
      'invalid-input',
    ],
    [
      'contributors that are not JSON',
      { contributors: '[{' },
      scholarlyMessages.invalidContributors,
      'invalid-input',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_what, overrides, message, code) => {
    const before = await articleCount();
    const slug = unique('refused');
    const { res, body } = await post({ slug, ...overrides });
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 400, code, message });
    expect(await articleCount()).toBe(before);
    expect((await fetch(`${urls.api}/api/articles/${slug}`)).status).toBe(404);
  });
});

describe('the demo archive', () => {
  it('gives every article a DOI, contributors with affiliations, references and a licence; several carry ORCID iDs', async () => {
    const { body } = await getJson<Article[]>(`${urls.api}/api/articles?limit=1000`);
    const demoSlugs = new Set(demoArticles.map((a) => a.slug));
    const demo = body.data.filter((a) => demoSlugs.has(a.slug));
    expect(demo).toHaveLength(demoArticles.length);
    for (const article of demo) {
      expect(article.contributors.length).toBeGreaterThan(0);
      for (const c of article.contributors) expect(c.affiliations.length).toBeGreaterThan(0);
      expect(article.contributors.filter((c) => c.corresponding)).toHaveLength(1);
      expect(article.references.length).toBeGreaterThan(0);
      expect(article.licence.url).toBe('https://creativecommons.org/licenses/by/4.0/');
      expect(article.firstPage).not.toBe('');
      expect(article.doi).toMatch(/^10\.5555\/zjeas\./);
    }
    const orcids = demo.flatMap((a) => a.contributors.map((c) => c.orcid)).filter((o) => o !== null);
    expect(orcids.length).toBeGreaterThanOrEqual(6);
    for (const orcid of orcids) expect(orcid).toMatch(/^https:\/\/orcid\.org\/0009-9999-\d{4}-\d{3}[\dX]$/);
    const dois = demo.map((a) => a.doi.toLowerCase());
    expect(new Set(dois).size).toBe(dois.length);
  });
});
