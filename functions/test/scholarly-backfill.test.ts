/**
 * The backfill of the scholarly record (npm run backfill:scholarly) on articles stored before it
 * existed: contributors split from the author line, with names it cannot split reported; the
 * journal's licence and language; the creation day as publication date; a DOI from the pattern
 * for an article without one, and a claim for a DOI an article already had. A second run
 * changes nothing. What the API answers afterwards is the stored record.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { backfillScholarlyRecords, type BackfillReport } from '../src/services/scholarly-backfill';
import { slugClaimRef } from '../src/services/slug-claims';
import { adminToken, db, useApi } from './harness';
import { createPlace, getJson, postArticle, articleFields, type Body } from './archive-fixtures';
import { storeArticle } from './stored-articles';

const urls = useApi();
let where: Awaited<ReturnType<typeof createPlace>>;

/** An article as the journal stored it before the scholarly record: SPEC's fields only. */
async function olderArticle(author: string, doi: string) {
  const createdAt = Timestamp.fromDate(new Date('2023-05-17T08:00:00Z'));
  const article = await storeArticle(where.place, () => ({
    author,
    abstract: 'Stored before contributors existed.',
    keywords: ['history'],
    issn: 'To be Updated',
    doi,
    volume: { _id: where.volume._id, slug: where.volume.slug, name: 'Volume 4', year: 2023 },
    issue: { _id: where.issue._id, slug: where.issue.slug, name: 'Issue 2' },
    createdAt,
    updatedAt: createdAt,
    searchKeys: [],
  }));
  await slugClaimRef('article', article.slug).set({ kind: 'article', recordId: article.id });
  return article;
}

const stored = async (id: string) => (await db.collection('articles').doc(id).get()).data() ?? {};

let plain: { id: string; slug: string };
let odd: { id: string; slug: string };
let typed: { id: string; slug: string };
let report: BackfillReport;

beforeAll(async () => {
  where = await createPlace(urls.api, await adminToken());
  plain = await olderArticle('Chanda Mulenga, Precious Mwale and Pieter van der Merwe', 'To be Updated');
  odd = await olderArticle('Mwila Chanda, Research Group 7', '');
  typed = await olderArticle('Ruth Mumba', '10.5555/zjeas.2023.legacy-1');
  report = await backfillScholarlyRecords();
});

describe('npm run backfill:scholarly', () => {
  it('splits the author line into contributors in order and gives the journal’s licence, language and a DOI', async () => {
    const doc = await stored(plain.id);
    expect(doc.contributors).toEqual([
      {
        givenNames: 'Chanda',
        familyName: 'Mulenga',
        affiliations: [],
        email: '',
        orcid: null,
        corresponding: true,
      },
      {
        givenNames: 'Precious',
        familyName: 'Mwale',
        affiliations: [],
        email: '',
        orcid: null,
        corresponding: false,
      },
      {
        givenNames: 'Pieter',
        familyName: 'van der Merwe',
        affiliations: [],
        email: '',
        orcid: null,
        corresponding: false,
      },
    ]);
    expect(doc.author).toBe('Chanda Mulenga, Precious Mwale, Pieter van der Merwe');
    expect(doc.licence).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(doc.language).toBe('en');
    expect(doc.publishedOn).toBe('2023-05-17');
    // The demo journal's prefix and pattern: {abbrev}.{year}.{volume}.{issue}.{slug}.
    expect(doc.doi).toBe(`10.5555/zjeas.2023.4.2.${plain.slug}`);

    const { body } = await getJson<Article>(`${urls.api}/api/articles/${plain.slug}`);
    expect(body.data.doi).toBe(doc.doi);
    expect(body.data.contributors.map((c) => c.familyName)).toEqual(['Mulenga', 'Mwale', 'van der Merwe']);
  });

  it('reports the names it kept whole', async () => {
    expect(report.doubtful).toContainEqual({ slug: odd.slug, names: ['Research Group 7'] });
    expect(report.doubtful.find((d) => d.slug === plain.slug)).toBeUndefined();
    const doc = await stored(odd.id);
    expect((doc.contributors as { familyName: string }[]).map((c) => c.familyName)).toEqual([
      'Chanda',
      'Research Group 7',
    ]);
  });

  it('keeps a DOI the article had and claims it, so the pattern and the form never give it again', async () => {
    expect((await stored(typed.id)).doi).toBe('10.5555/zjeas.2023.legacy-1');
    const again = await postArticle(
      urls.api,
      await adminToken(),
      articleFields(where.place, { doi: '10.5555/ZJEAS.2023.LEGACY-1' }),
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as Body & { code: string }).code).toBe('doi-taken');
  });

  it('changes nothing when run again', async () => {
    const before = await Promise.all([plain, odd, typed].map((a) => stored(a.id)));
    const second = await backfillScholarlyRecords();
    expect(second.updated).toBe(0);
    expect(second.doisGiven).toBe(0);
    expect(second.doubtful).toEqual([]);
    expect(await Promise.all([plain, odd, typed].map((a) => stored(a.id)))).toEqual(before);
    expect(report.updated).toBeGreaterThanOrEqual(3);
  });
});
