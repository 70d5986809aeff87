/**
 * The catalog of volumes and issues (meta/catalog) that /archives, the sitemap index and
 * OAI-PMH's sets read instead of the collections: it follows every creation and deletion, also
 * concurrent ones, and an archive that predates it gets it built from the collections.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { adminToken, bearer, db, useApi } from './harness';
import { createIssue, createVolume, getJson } from './archive-fixtures';

const urls = useApi();
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const listed = async <T extends { _id: string }>(path: string) =>
  (await getJson<T[]>(`${urls.api}/api/${path}`)).body.data.map((item) => item._id);

const stored = async (collection: 'volumes' | 'issues') =>
  (await db.collection(collection).select().get()).docs.map((d) => d.id).sort();

describe('the catalog of volumes and issues', () => {
  it('lists a new volume and issue at once, and forgets them when they are deleted', async () => {
    const volume = await createVolume(urls.api, token);
    const issue = await createIssue(urls.api, token, volume._id);
    expect(await listed<Volume>('volumes')).toContain(volume._id);
    expect(await listed<Issue>(`issues?volume=${volume.slug}`)).toEqual([issue._id]);

    const remove = (path: string) =>
      fetch(`${urls.api}/api/admin/${path}`, { method: 'DELETE', headers: bearer(token) });
    expect((await remove(`issues/${issue._id}`)).status).toBe(200);
    expect((await remove(`volumes/${volume._id}`)).status).toBe(200);
    expect(await listed<Volume>('volumes')).not.toContain(volume._id);
    expect(await listed<Issue>('issues')).not.toContain(issue._id);
  });

  it('loses none of the issues created in one volume at the same moment', async () => {
    const volume = await createVolume(urls.api, token);
    const issues = await Promise.all(
      ['one', 'two', 'three', 'four'].map((slug) => createIssue(urls.api, token, volume._id, { slug })),
    );
    expect((await listed<Issue>(`issues?volume=${volume.slug}`)).sort()).toEqual(
      issues.map((i) => i._id).sort(),
    );
  });

  it('is built from the collections for an archive that has none yet', async () => {
    await db.collection('meta').doc('catalog').delete();
    expect((await listed<Volume>('volumes')).sort()).toEqual(await stored('volumes'));
    expect((await listed<Issue>('issues')).sort()).toEqual(await stored('issues'));
    expect((await db.collection('meta').doc('catalog').get()).exists).toBe(true);
  });
});
