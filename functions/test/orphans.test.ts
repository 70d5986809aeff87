/**
 * Nothing in Cloud Storage outlives the record it belongs to. Deleting an article removes its
 * files before its document, so a failed file deletion leaves the article in place and a repeated
 * DELETE finishes the job. Files a crash left without a document (the API's process killed
 * between storing an upload and committing its record) are removed by the sweeper once they are
 * a day old, and each run is recorded for the admin. The faults are real: Storage answers 503
 * through a proxy, and the process is killed (storage-faults.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@journal/common/messages';
import { requestErrors } from '@journal/common/contracts/requests';
import type { Sweep } from '@journal/common/contracts/sweeps';
import { DEMO_FULL_TEXT_SLUGS } from '../../scripts/lib/demo-full-text';
import { saveFile } from '../src/services/files';
import { GRACE_MS, sweepOrphans } from '../src/services/sweeper';
import {
  ARCHIVE_PNG,
  archivePdf,
  articleFields,
  createArticle,
  createPlace,
  postArticle,
} from './archive-fixtures';
import { adminToken, bearer, bucket, createAuthor, db, useApi } from './harness';
import { postSubmission, readJson, submissionForm, submit } from './people-fixtures';
import { startApiProcess, startStorageProxy, type StorageProxy } from './storage-faults';

const urls = useApi();
const HOUR_MS = 60 * 60 * 1000;
/** Small runs, so that the sweeper's continuation from one run to the next is exercised. */
const RUN_SIZE = 40;
let token: string;
let proxy: StorageProxy;

beforeAll(async () => {
  token = await adminToken();
  proxy = await startStorageProxy();
});
afterAll(async () => {
  await proxy?.stop();
});

async function storedNames(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

async function storedSize(name: string): Promise<number> {
  return Number((await bucket.file(name).getMetadata())[0].size);
}

const exists = async (path: string) => (await db.doc(path).get()).exists;

function deleteArticle(api: string, id: string) {
  return fetch(`${api}/api/admin/articles/${id}`, { method: 'DELETE', headers: bearer(token) });
}

/**
 * Runs the sweeper from `now` until its pass ends; answers the runs. Each run is a millisecond
 * after the one before, as real runs are apart: the sweeper goes on from the latest run, and runs
 * recorded at one instant would leave which one that is to chance.
 */
async function sweepUntilPassEnds(now: Date): Promise<Sweep[]> {
  const runs: Sweep[] = [];
  for (;;) {
    const run = await sweepOrphans({ now: new Date(now.getTime() + runs.length), maxChecked: RUN_SIZE });
    runs.push(run);
    if ((await db.doc(`sweeps/${run._id}`).get()).get('next') === null) return runs;
  }
}

/**
 * One whole pass over every stored file, at `now`. The sweeper goes on from the last run's
 * position, so a pass left unfinished (a test that timed out) is first finished at
 * `finishEarlierAt`, a time at which it removes none of this file's files, so that the runs
 * answered start at the first file.
 */
async function sweepPass(now: Date, finishEarlierAt: Date): Promise<Sweep[]> {
  await sweepUntilPassEnds(finishEarlierAt);
  return sweepUntilPassEnds(now);
}

/** A pass over every file the suite has stored by now takes many runs. */
const PASS_TIMEOUT_MS = 180_000;

describe('deleting an article while Storage fails', () => {
  it(
    'keeps the article until its files are gone, and a repeated DELETE finishes',
    { timeout: 60_000 },
    async () => {
      const api = await startApiProcess(proxy.address);
      try {
        const { place } = await createPlace(urls.api, token);
        const article = await createArticle(urls.api, token, place);
        const folder = `articles/${article._id}/`;
        expect(await storedNames(folder)).toEqual([`${folder}article.pdf`, `${folder}cover.webp`]);

        proxy.failDeletes(1);
        const failed = await deleteArticle(api.url, article._id);
        expect(await readJson(failed)).toEqual({
          status: 500,
          code: requestErrors.internal.code,
          message: requestErrors.internal.message,
        });
        // Still in the archive, with the file Storage would not delete.
        expect((await fetch(`${urls.api}/api/articles/${article.slug}`)).status).toBe(200);
        expect(await exists(`articles/${article._id}`)).toBe(true);
        expect((await storedNames(folder)).length).toBeGreaterThan(0);

        const retried = await deleteArticle(api.url, article._id);
        expect(await readJson(retried)).toEqual({ status: 200, message: adminMessages.articleDeleted });
        expect(await storedNames(folder)).toEqual([]);
        expect(await exists(`articles/${article._id}`)).toBe(false);
        expect((await fetch(`${urls.api}/api/articles/${article.slug}`)).status).toBe(404);
        // Its slug is free again: the claim went with the document. Its DOI is not: a DOI is
        // never given twice (docs/decisions.md "Scholarly record"), so the new one takes the pattern's.
        expect((await createArticle(urls.api, token, place, { slug: article.slug, doi: '' })).slug).toBe(
          article.slug,
        );
      } finally {
        await api.kill();
      }
    },
  );
});

describe('files left by a crash between storing and committing', () => {
  const crashed: string[] = [];
  const strays: string[] = [];
  const kept: string[] = [];
  let crashedArticleId = '';
  let liveArticle: { _id: string; slug: string };
  /** A figure of the demo full text, as readers fetch it. */
  let fullTextFigure = '';
  let before: number;

  beforeAll(async () => {
    const { place } = await createPlace(urls.api, token);

    // An article: the process dies once its cover and PDF are stored, before the commit.
    const articleApi = await startApiProcess(proxy.address);
    const pdfStored = proxy.holdUpload(/^articles\/[^/]+\/article\.pdf$/);
    const articleAnswer = postArticle(articleApi.url, token, articleFields(place)).catch((e: unknown) => e);
    const pdfName = await pdfStored;
    await articleApi.kill();
    expect(await articleAnswer).toBeInstanceOf(Error);
    crashedArticleId = pdfName.split('/')[1]!;
    crashed.push(...(await storedNames(`articles/${crashedArticleId}/`)));

    // A submission: the same, once its manuscript is stored.
    const author = await createAuthor(urls.api);
    const submissionApi = await startApiProcess(proxy.address);
    const manuscriptStored = proxy.holdUpload(new RegExp(`^manuscripts/${author.uid}/`));
    const submissionAnswer = postSubmission(submissionApi.url, author.idToken, submissionForm()).catch(
      (e: unknown) => e,
    );
    const manuscriptName = await manuscriptStored;
    await submissionApi.kill();
    expect(await submissionAnswer).toBeInstanceOf(Error);
    crashed.push(manuscriptName);

    // Files their documents name, and files beside them that no document names.
    liveArticle = await createArticle(urls.api, token, place);
    const liveSubmission = await submit(urls.api, author.idToken);
    kept.push(
      `articles/${liveArticle._id}/article.pdf`,
      `articles/${liveArticle._id}/cover.webp`,
      (await db.doc(`submissions/${liveSubmission}`).get()).get('manuscriptPath') as string,
    );
    strays.push(
      `articles/${liveArticle._id}/cover.png`,
      `manuscripts/${author.uid}/${liveSubmission}/draft.pdf`,
    );
    await saveFile(strays[0]!, ARCHIVE_PNG, 'image/png');
    await saveFile(strays[1]!, archivePdf('An earlier draft'), 'application/pdf');

    // A demo article's full text: its Word file and figures, in the folder its current upload
    // names; beside it, the folder of an earlier upload whose removal failed.
    const [fullTextArticle] = (
      await db.collection('articles').where('slug', '==', DEMO_FULL_TEXT_SLUGS[0]).get()
    ).docs;
    const generation = fullTextArticle!.get('fullText.generation') as string;
    const fullTextFiles = await storedNames(`articles/${fullTextArticle!.id}/full-text/${generation}/`);
    expect(fullTextFiles.some((name) => name.endsWith('.docx'))).toBe(true);
    expect(fullTextFiles.some((name) => name.endsWith('.webp'))).toBe(true);
    kept.push(...fullTextFiles);
    // Its cover's phone copy, named in the article's list of copies.
    const coverCopies = (fullTextArticle!.get('imageRenditions') as { path: string }[]).map((r) => r.path);
    expect(coverCopies).toEqual([`articles/${fullTextArticle!.id}/cover-800.webp`]);
    kept.push(...coverCopies);
    fullTextFigure = `${urls.api}/api/articles/${fullTextArticle!.get('slug')}/full-text/${fullTextFiles
      .find((name) => name.endsWith('.webp'))!
      .split('/')
      .pop()}`;
    const replaced = `articles/${fullTextArticle!.id}/full-text/${'r'.repeat(20)}/manuscript.docx`;
    strays.push(replaced);
    await saveFile(replaced, Buffer.from('PK an earlier upload'), 'application/octet-stream');
    before = Date.now();
  }, 120_000);

  it('leave files without any document', async () => {
    expect(crashed).toEqual([
      `articles/${crashedArticleId}/article.pdf`,
      `articles/${crashedArticleId}/cover.webp`,
      expect.stringMatching(/^manuscripts\/[^/]+\/[^/]+\/[^/]+\.pdf$/),
    ]);
    expect(await exists(`articles/${crashedArticleId}`)).toBe(false);
    expect(await exists(`submissions/${crashed[2]!.split('/')[2]}`)).toBe(false);
    for (const name of [...crashed, ...strays, ...kept])
      expect((await bucket.file(name).exists())[0], name).toBe(true);
  });

  it('keeps them for a day', { timeout: PASS_TIMEOUT_MS }, async () => {
    const runs = await sweepPass(
      new Date(before + GRACE_MS - HOUR_MS),
      new Date(before + GRACE_MS - 2 * HOUR_MS),
    );
    // Nothing this run of the suite stored is a day old yet.
    expect(runs.flatMap((r) => r.removed)).toEqual([]);
    for (const name of [...crashed, ...strays, ...kept]) {
      expect((await bucket.file(name).exists())[0], name).toBe(true);
    }
  });

  it(
    'removes them after a day in bounded runs, keeping every file a document names',
    { timeout: PASS_TIMEOUT_MS },
    async () => {
      const sizes = new Map(
        await Promise.all([...crashed, ...strays].map(async (n) => [n, await storedSize(n)] as const)),
      );
      const stored = (await storedNames('articles/')).length + (await storedNames('manuscripts/')).length;

      const runs = await sweepPass(
        new Date(before + GRACE_MS + HOUR_MS),
        new Date(before + GRACE_MS - HOUR_MS + 1000),
      );
      for (const run of runs) expect(run.checked).toBeLessThanOrEqual(RUN_SIZE);
      // Every stored file was checked once over the runs of the pass.
      expect(runs.reduce((sum, r) => sum + r.checked, 0)).toBe(stored);

      const removed = runs.flatMap((r) => r.removed);
      for (const [path, size] of sizes) {
        expect(removed).toContainEqual({ path, size, storedAt: expect.any(String) });
        expect((await bucket.file(path).exists())[0], path).toBe(false);
      }
      for (const name of kept) {
        expect(removed.map((f) => f.path)).not.toContain(name);
        expect((await bucket.file(name).exists())[0], name).toBe(true);
      }
      expect((await fetch(`${urls.api}/api/articles/${liveArticle.slug}/pdf`)).status).toBe(200);
      expect((await fetch(fullTextFigure)).status).toBe(200);
    },
  );

  it('shows the admin, and only the admin, what was removed', async () => {
    const list = (auth: Record<string, string>) => fetch(`${urls.api}/api/admin/sweeps`, { headers: auth });
    expect((await list({})).status).toBe(401);
    expect((await list(bearer((await createAuthor(urls.api)).idToken))).status).toBe(403);

    const res = await list(bearer(token));
    expect(res.status).toBe(200);
    const { status, data } = await readJson<{ status: number; data: Sweep[] }>(res);
    expect(status).toBe(200);
    const run = data.find((r) => r.removed.some((f) => f.path === crashed[0]));
    expect(run).toMatchObject({ checked: expect.any(Number), failed: 0 });
    const ranAfterGrace = Date.parse(run!.ranAt) - (before + GRACE_MS + HOUR_MS);
    expect(ranAfterGrace).toBeGreaterThanOrEqual(0);
    expect(ranAfterGrace).toBeLessThan(1000);
    const ranAt = data.map((r) => Date.parse(r.ranAt));
    expect(ranAt).toEqual([...ranAt].sort((a, b) => b - a));
  });
});
